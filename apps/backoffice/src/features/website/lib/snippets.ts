import type { WebsiteLanguage, WebsiteView } from '@gaceta/shared/website';

/** What an embed names: the office's key, the view and the widget's language. */
export interface EmbedOptions {
  widgetUrl: string;
  office: string;
  view: WebsiteView;
  lang: WebsiteLanguage;
}

/** The widget as one script tag, placed where the news go (docs/website.md). */
export function scriptSnippet({ widgetUrl, office, view, lang }: EmbedOptions): string {
  return `<script src="${widgetUrl}" data-office="${office}" data-view="${view}" data-lang="${lang}" async></script>`;
}

/** The widget as the <gaceta-news> element: the script once per page, the element where the news go. */
export function elementSnippet({ widgetUrl, office, view, lang }: EmbedOptions): string {
  return `<script src="${widgetUrl}" async></script>\n<gaceta-news office="${office}" view="${view}" lang="${lang}"></gaceta-news>`;
}
