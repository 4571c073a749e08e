import type { AiImageStyle, AiOrientation } from '@gaceta/shared/ai';
import type { NEWS_LANGUAGES } from '@gaceta/shared/news';
import { CHANNEL_DESCRIPTORS, type Channel, type TranslatedChannel } from '@gaceta/shared/news/channels';
import type { NewsStatus, PublicationState } from '@gaceta/shared/news/workflow';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An item's status as lists and filters name it (spec section 4, plus 'publishing'). */
export const STATUS_LABELS: Record<NewsStatus, MessageDescriptor> = {
  in_preparation: msg`In preparation`,
  ready_to_publish: msg`Ready to publish`,
  publishing: msg`Publishing`,
  published: msg`Published`,
  not_published: msg`Not published`,
};

/** The channels named by a word rather than a brand; the brands come from their descriptors. */
const TRANSLATED_CHANNELS: Record<TranslatedChannel, MessageDescriptor> = {
  web: msg`Web`,
  newsletter: msg`Newsletter`,
};

/** A channel's name as offices read it: its brand (Facebook, X, LinkedIn), or Web and Newsletter translated. */
export function channelLabel(i18n: I18n, channel: Channel): string {
  return CHANNEL_DESCRIPTORS[channel].brand ?? i18n._(TRANSLATED_CHANNELS[channel as TranslatedChannel]);
}

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

/** The image styles of spec section 9, as the image dialog names them. */
export const IMAGE_STYLE_LABELS: Record<AiImageStyle, MessageDescriptor> = {
  architecture: msg`Architecture`,
  car: msg`Car`,
  cinematic: msg`Cinematic`,
  food: msg`Food`,
  full_body_photo: msg`Full body photo`,
  hyperdetail: msg`Hyperdetail`,
  interior: msg`Interior`,
  landscape: msg`Landscape`,
  mid_shot_photo: msg`Mid shot photo`,
  portrait_photo: msg`Portrait photo`,
  wildlife: msg`Wildlife`,
};

export const ORIENTATION_LABELS: Record<AiOrientation, MessageDescriptor> = {
  landscape: msg`Landscape (horizontal)`,
  portrait: msg`Portrait (vertical)`,
  square: msg`Square`,
};
