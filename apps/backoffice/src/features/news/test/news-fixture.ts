import type { NewsItem, NewsPublication, NewsWithContents } from '@gaceta/shared/news';
import type { Channel, PublicationState } from '@gaceta/shared/news/workflow';

/** A complete news item as the API answers it, with web and LinkedIn versions. */
export function newsFixture(
  object: Partial<NewsItem> = {},
  publications: [Channel, PublicationState, Partial<NewsPublication>?][] = [],
): NewsWithContents {
  return {
    object: {
      id: '0190a4c2-0000-7000-8000-000000000001',
      office_id: 'office-1',
      slug: 'reforma-laboral',
      title: 'Reforma laboral',
      author: 'Carmen',
      summary: 'Lo que cambia.',
      subjects: ['s1'],
      languages: ['es'],
      areas: ['esp'],
      keywords: ['laboral'],
      meta_title: null,
      meta_description: null,
      image: '/files/a.webp',
      image_description: null,
      active: false,
      publish_from: null,
      publish_to: null,
      status: 'in_preparation',
      editorial_state: 'in_preparation',
      review_comment: null,
      pending_review: null,
      to_review: false,
      source_id: null,
      revision: 3,
      publications: publications.map(([platform, state, extra]) => ({
        platform,
        state,
        scheduled_at: null,
        published_at: null,
        error_code: null,
        error: null,
        external_ref: null,
        ...extra,
      })),
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      published_at: null,
      ...object,
    },
    contents: [
      { platform: 'web', title: null, content: '<p>Texto</p>', image: null },
      { platform: 'linkedin', title: null, content: 'Texto para LinkedIn', image: null },
      // An empty version offers nothing to publish.
      { platform: 'x', title: null, content: '', image: null },
    ],
  };
}

/** What the AI offers on the offline engine, as `GET /v1/ai/capabilities` answers. */
export const AI_CAPABILITIES = {
  engine: 'offline',
  text_actions: ['correct', 'seo', 'shorten', 'summary'],
  news_from_source: true,
  cover_image: true,
  image_from_prompt: false,
  stock_images: 'office',
  channels: ['web', 'newsletter', 'facebook', 'x', 'linkedin'],
  max_text_chars: 20000,
};
