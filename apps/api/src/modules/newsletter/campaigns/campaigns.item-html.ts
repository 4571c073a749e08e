// An item's newsletter version as its message shows it: one call to action per article, the
// message's own button (campaigns.content.ts, emails/newsletter.tsx), and links in the office's colour.
import { ARTICLE_PARAM } from '@gaceta/shared/website/markup';

/** What tells a link to the item itself: the item's slug and the hosts its pages live on. */
export interface ItemPages {
  slug: string;
  /** The hosts of the office's website and news page and of this Gaceta's share pages. */
  hosts: readonly string[];
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The hosts of these addresses (without `www.`), for ItemPages; addresses that do not parse are left out. */
export function hostsOf(urls: readonly (string | null)[]): string[] {
  return urls.flatMap((url) => {
    if (!url || !URL.canParse(url)) return [];
    return [bareHost(new URL(url).hostname)];
  });
}

/**
 * Whether `href` opens the item's own page: on one of `hosts`, its last path segment or its
 * `?gaceta=` parameter (the widget's article address) is the item's slug. The share page
 * (/p/<key>/<slug>) and the article on the office's site (…/actualidad/<slug> or ?gaceta=<slug>)
 * both are.
 */
export function isLinkToItem(href: string, item: ItemPages): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  if (!/^https?:$/.test(url.protocol) || !item.hosts.includes(bareHost(url.hostname))) return false;
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  const segment = last === undefined ? undefined : safeDecode(last);
  return segment === item.slug || url.searchParams.get(ARTICLE_PARAM) === item.slug;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const BLOCKS = new Set(['P', 'LI', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);

/**
 * The newsletter version (sanitised HTML) without its own links to the item's page: an author's
 * "Read the full article" at the end of the text would be a second call to action beside the
 * message's button, and for an item not on the web a link to a page that says it does not exist.
 * A paragraph that held only such a link goes; a link inside a sentence leaves its words. Every
 * other link takes `linkColor` (the theme's heading colour) instead of the mail client's blue.
 */
export async function newsletterItemHtml(html: string, item: ItemPages, linkColor: string): Promise<string> {
  if (!html.includes('<a')) return html;
  const { parseHTML } = await import('linkedom');
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const link of [...document.querySelectorAll('a')]) {
    const href = link.getAttribute('href') ?? '';
    if (!isLinkToItem(href, item)) {
      link.setAttribute('style', `color:${linkColor}`);
      continue;
    }
    const block = link.parentElement;
    if (block && BLOCKS.has(block.tagName) && block.textContent?.trim() === link.textContent?.trim()) {
      const list = block.tagName === 'LI' ? block.parentElement : null;
      block.remove();
      if (list && list.children.length === 0) list.remove();
    } else {
      link.replaceWith(...link.childNodes);
    }
  }
  return document.body.innerHTML;
}
