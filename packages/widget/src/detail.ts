// What only an article needs, loaded by the widget the first time it shows one (/widget/v1/detail.js,
// decision 064): the detail view and its NewsArticle JSON-LD. The list and the slider never wait for
// it; a page whose first view is an article asks for it beside the article's data.
export { newsArticleJsonLd } from '@gaceta/shared/website/markup';
export { DetailView } from '@gaceta/shared/website/views';
export { bridge } from './preact-bridge';
