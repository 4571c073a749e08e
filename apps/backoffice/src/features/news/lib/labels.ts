import type { NEWS_LANGUAGES } from '@gaceta/shared/news';
import type { Channel, NewsStatus, PublicationState } from '@gaceta/shared/news-workflow';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An item's status as lists and filters name it (spec section 4, plus 'publishing'). */
export const STATUS_LABELS: Record<NewsStatus, MessageDescriptor> = {
  in_preparation: msg`In preparation`,
  ready_to_publish: msg`Ready to publish`,
  publishing: msg`Publishing`,
  published: msg`Published`,
  not_published: msg`Not published`,
};

export const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  web: msg`Web`,
  newsletter: msg`Newsletter`,
  facebook: msg`Facebook`,
  x: msg`X`,
  linkedin: msg`LinkedIn`,
};

/** One channel's publication, as its badge says it. */
export const PUBLICATION_LABELS: Record<PublicationState, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  publishing: msg`Publishing`,
  published: msg`Published`,
  failed: msg`Failed`,
  unpublished: msg`Unpublished`,
};

export const LANGUAGE_LABELS: Record<(typeof NEWS_LANGUAGES)[number], MessageDescriptor> = {
  es: msg`Spanish`,
  en: msg`English`,
  pt: msg`Portuguese`,
};
