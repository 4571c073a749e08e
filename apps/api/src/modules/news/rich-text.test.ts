import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';
import { DANGEROUS, XSS_PAYLOADS } from './xss-corpus';

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('leaves nothing dangerous of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
  });

  it('keeps what the editor makes: headings, bold, italic, lists, links, images and quotes', () => {
    const html =
      '<h2>Título</h2><p><strong>negrita</strong> <em>cursiva</em></p><ul><li>uno</li></ul><ol><li>dos</li></ol>' +
      '<blockquote><p>cita</p></blockquote><p><img src="https://cdn.example/a.webp" alt="foto"></p>';
    // Only the image comes back written as XHTML.
    expect(sanitizeRichText(html)).toBe(html.replace('alt="foto">', 'alt="foto" />'));
    expect(sanitizeRichText('<a href="https://example.com">enlace</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">enlace</a>',
    );
  });
});
