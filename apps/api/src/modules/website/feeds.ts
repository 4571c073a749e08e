import { escapeHtml, websiteLanguage } from '@gaceta/shared/website';
import type { PublicOffice, SharedArticle } from './website.service';

/** Items in each feed: readers poll often and only need what is new. */
export const FEED_ITEMS = 20;

interface Feed {
  office: PublicOffice;
  articles: SharedArticle[];
  /** The feed's own URL and the other format's. */
  self: string;
  language: string;
}

const homeOf = (office: PublicOffice) => office.newsUrl ?? office.websiteUrl;

/** The article's image at the top of its HTML, as its page shows it: readers display content alone. */
function contentWithImage({ article, shareImage }: SharedArticle): string {
  if (!shareImage) return article.content;
  const x = escapeHtml;
  return (
    `<figure><img src="${x(shareImage.url)}" alt="${x(article.image_description ?? '')}" width="${shareImage.width}" height="${shareImage.height}"></figure>` +
    article.content
  );
}

/**
 * RSS 2.0, with atom:link to itself, dc:creator for authors, the image as an enclosure (and
 * media:content, which several readers prefer) and content:encoded for the article with its image.
 */
export function rssFeed({ office, articles, self, language }: Feed): string {
  const x = escapeHtml;
  const items = articles
    .map(
      ({ article, shareImage }) =>
        '<item>' +
        `<title>${x(article.title)}</title>` +
        `<link>${x(article.url)}</link>` +
        `<guid isPermaLink="true">${x(article.share_url)}</guid>` +
        `<pubDate>${new Date(article.published_at).toUTCString()}</pubDate>` +
        (article.author ? `<dc:creator>${x(article.author)}</dc:creator>` : '') +
        (article.summary ? `<description>${x(article.summary)}</description>` : '') +
        article.keywords.map((keyword) => `<category>${x(keyword)}</category>`).join('') +
        (shareImage
          ? `<enclosure url="${x(shareImage.url)}" type="${shareImage.contentType}" length="${shareImage.length}"/>` +
            `<media:content url="${x(shareImage.url)}" type="${shareImage.contentType}" medium="image" width="${shareImage.width}" height="${shareImage.height}"/>`
          : '') +
        // CDATA cannot hold "]]>": split it across two sections.
        `<content:encoded><![CDATA[${contentWithImage({ article, shareImage }).replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>` +
        '</item>',
    )
    .join('');
  const latest = articles[0]?.article.published_at;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">' +
    '<channel>' +
    `<title>${x(office.name)}</title>` +
    `<link>${x(homeOf(office) ?? self)}</link>` +
    `<description>${x(office.name)}</description>` +
    `<language>${x(websiteLanguage(language))}</language>` +
    (latest ? `<lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : '') +
    `<atom:link href="${x(self)}" rel="self" type="application/rss+xml"/>` +
    items +
    '</channel></rss>'
  );
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed({ office, articles, self, language }: Feed) {
  const home = homeOf(office);
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: office.name,
    ...(home && { home_page_url: home }),
    feed_url: self,
    language: websiteLanguage(language),
    items: articles.map(({ article, shareImage }) => ({
      id: article.share_url,
      url: article.url,
      title: article.title,
      content_html: contentWithImage({ article, shareImage }),
      ...(article.summary && { summary: article.summary }),
      // The 1200 × 630 JPEG networks get too: every reader shows it, not all show WebP.
      ...((shareImage?.url ?? article.image) && { image: shareImage?.url ?? article.image }),
      date_published: article.published_at,
      date_modified: article.updated_at,
      ...(article.author && { authors: [{ name: article.author }] }),
      ...(article.keywords.length > 0 && { tags: article.keywords }),
      ...(article.languages[0] && { language: article.languages[0] }),
    })),
  };
}
