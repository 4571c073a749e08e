import type { WebsiteLanguage, WebsiteView } from '@gaceta/shared/website';

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

/** The widget as one script tag, placed where the news go (docs/website.md). */
export function scriptSnippet({ widgetUrl, office, view, lang, allLanguages }: EmbedOptions): string {
  const languages = allLanguages ? ' data-languages="all"' : '';
  return `<script src="${widgetUrl}" data-office="${office}" data-view="${view}" data-lang="${lang}"${languages} async></script>`;
}

/** The widget as the <gaceta-news> element: the script once per page, the element where the news go. */
export function elementSnippet({ widgetUrl, office, view, lang, allLanguages }: EmbedOptions): string {
  const languages = allLanguages ? ' languages="all"' : '';
  return `<script src="${widgetUrl}" async></script>\n<gaceta-news office="${office}" view="${view}" lang="${lang}"${languages}></gaceta-news>`;
}
