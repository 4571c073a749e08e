import sanitizeHtml from 'sanitize-html';

/**
 * What the editor (Tiptap: headings, bold, italic, lists, links, images, quotes) can produce, and
 * nothing else: no scripts, no event handlers, no styles, no javascript: or data: URLs. Anything
 * outside the list is dropped with its tags kept as text where it had any.
 */
const EDITOR_OUTPUT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leaving the site open apart and give it no handle on the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, EDITOR_OUTPUT);
}
