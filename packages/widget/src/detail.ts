// What only an article needs, loaded by the widget the first time it shows one (/widget/v1/detail.js,
// decision 064): the detail view, its CSS and NewsArticle JSON-LD, and the view of an article that is
// not there. The list and the slider never wait for it; a page whose first view is an article asks for
// it beside the article's data.
import { ARTICLE_STRINGS, type WebsiteLanguage } from '@gaceta/shared/website/markup';
import { h } from './preact-bridge';

export { newsArticleJsonLd } from '@gaceta/shared/website/markup';
export { DetailView } from '@gaceta/shared/website/views';
export { bridge } from './preact-bridge';
export { DETAIL_STYLES } from './styles';

/** An article the URL names that does not exist (or no longer), with the way back to the list in one. */
export function NotFoundView({ back, language }: { back: string | null; language: WebsiteLanguage }) {
  const strings = ARTICLE_STRINGS[language];
  return h(
    'div',
    { class: 'gaceta' },
    h('p', { class: 'gaceta-empty' }, strings.notFound),
    back && h('a', { class: 'gaceta-detail__back', href: back, 'data-gaceta-action': 'back' }, strings.back),
  );
}
