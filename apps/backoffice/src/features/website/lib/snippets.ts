import { DEFAULT_PER, publicNewsUrl, type WebsiteLanguage, type WebsiteView } from '@gaceta/shared/website';

/**
 * What an embed names: the office's key, the view, the widget's language and whether it shows
 * the news of every language (by default, only those in its own).
 */
export interface EmbedOptions {
  widgetUrl: string;
  office: string;
  view: WebsiteView;
  lang: WebsiteLanguage;
  allLanguages: boolean;
}

/**
 * A list's or a slider's first page, asked for by the page itself while the script downloads
 * (decision 064): the very request the widget makes first, which it then finds answered. A detail
 * view's first request depends on the page's URL, so it has none. A slider's view and controls are
 * slider.js beside the script (decision 065), which the widget imports beside that first page: the
 * page fetches it too (`modulepreload` fetches as the widget's `import()` does, so it is used).
 */
function preload({ widgetUrl, office, view, lang, allLanguages }: EmbedOptions): string {
  if (view === 'detail') return '';
  const url = publicNewsUrl(new URL(widgetUrl).origin, office, {
    page: 1,
    per: DEFAULT_PER[view],
    language: allLanguages ? null : lang,
    theme: true,
  });
  const data = `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin>\n`;
  return view === 'slider'
    ? `${data}<link rel="modulepreload" href="${new URL('slider.js', widgetUrl).href}">\n`
    : data;
}

/** The widget as one script tag, placed where the news go (docs/website.md). */
export function scriptSnippet(options: EmbedOptions): string {
  const { widgetUrl, office, view, lang, allLanguages } = options;
  const languages = allLanguages ? ' data-languages="all"' : '';
  return `${preload(options)}<script src="${widgetUrl}" data-office="${office}" data-view="${view}" data-lang="${lang}"${languages} async></script>`;
}

/** The widget as the <gaceta-news> element: the script once per page, the element where the news go. */
export function elementSnippet(options: EmbedOptions): string {
  const { widgetUrl, office, view, lang, allLanguages } = options;
  const languages = allLanguages ? ' languages="all"' : '';
  return `${preload(options)}<script src="${widgetUrl}" async></script>\n<gaceta-news office="${office}" view="${view}" lang="${lang}"${languages}></gaceta-news>`;
}
