import type { MessageKey } from '../messages';

/**
 * The News channels and the social networks they reach, each described once: every list, name,
 * limit and per-channel choice elsewhere derives from these (CHANNELS, SOCIAL_NETWORKS,
 * SOCIAL_LIMITS, CHANNEL_MAX, the back-office's channelLabel…). The website's share buttons
 * (website-markup's SHARE_NETWORKS) are written out for the widget's budget and checked against
 * these by channels.test.ts.
 *
 * No runtime import: the back-office's route definitions (in its first bundle) read this module,
 * so it stays clear of valibot and twitter-text. X's weighted count is `countedLength` (social.ts).
 */

/**
 * How a text's length is counted: by twitter-text's weighted length (a URL is 23, CJK and emoji 2),
 * by UTF-16 code units (JavaScript's `length`) or by code points.
 */
export type Counting = 'weighted' | 'utf16' | 'code_points';

export interface NetworkDescriptor {
  id: string;
  /** Its name as offices read it, the same in every language (X is `twitter` in the API, as in the spec). */
  name: string;
  /** How the network counts a post's text against `limits.text`. */
  counting: Counting;
  /** Its published limits (docs/social.md cites where each comes from). */
  limits: { text: number; images: number; imageBytes: number };
}

const MB = 1024 * 1024;

/** The descriptors as written (literal types kept), each under its own id. */
const keyedById =
  <D>() =>
  <const T extends { [K in keyof T]: D & { id: K } }>(descriptors: T): T =>
    descriptors;

/** The networks an office connects, in the order the API lists them. */
export const NETWORK_DESCRIPTORS = keyedById<NetworkDescriptor>()({
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    counting: 'code_points',
    limits: { text: 63_206, images: 1, imageBytes: 10 * MB },
  },
  linkedin: {
    id: 'linkedin',
    name: 'LinkedIn',
    counting: 'code_points',
    limits: { text: 3000, images: 1, imageBytes: 10 * MB },
  },
  twitter: {
    id: 'twitter',
    name: 'X',
    counting: 'weighted',
    limits: { text: 280, images: 4, imageBytes: 5 * MB },
  },
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    counting: 'code_points',
    limits: {
      text: 2200,
      images: 1,
      imageBytes: 8 * MB,
      hashtags: 5,
      /** Width over height: 4:5 portrait to 1.91:1 landscape. */
      minAspect: 4 / 5,
      maxAspect: 1.91,
    },
  },
});

export type SocialNetwork = keyof typeof NETWORK_DESCRIPTORS;

export interface ChannelDescriptor {
  id: string;
  /**
   * Its brand name, the same in every language; null for a channel named by a word each language
   * translates (the back-office's `channelLabel` words Web and Newsletter through Lingui).
   */
  brand: string | null;
  /** The social networks its version is posted to, its own first (Facebook's reaches Instagram too). */
  networks: readonly SocialNetwork[];
  /** Its version's text: rich text (HTML, sanitised by the API) or plain text. */
  text: 'rich' | 'plain';
  /**
   * The longest plain text it takes (its own network's limit), how `channelLength` counts it and the
   * message a longer one gets; null for rich text, which only RICH_TEXT_MAX bounds.
   */
  length: { max: number; counting: Counting; tooLong: MessageKey } | null;
  /**
   * What a version written from the article (the AI's news from source) carries after the title:
   * the article's text, or its summary where a short one fits better (the email, X's post).
   */
  draftFrom: 'text' | 'summary';
  /** How a preview shows its version: the website's article, the newsletter's email, or a post. */
  preview: 'article' | 'email' | 'post';
  /**
   * Where the article's share button for it sits among the website's share buttons (email comes
   * last), labelled with its brand; null when readers do not share to it. website-markup writes
   * them out for the widget; channels.test.ts checks they agree.
   */
  sharePosition: number | null;
  /**
   * Whether something publishes it without a person (the automatic newsletter, the social planning);
   * Facebook never is (spec section 4): the office publishes it from the editor.
   */
  autoPublish: boolean;
}

/**
 * A plain-text channel's limit: its own network's, counted as `counting` says. Facebook's and
 * LinkedIn's are counted in UTF-16 code units, as the editor always has: stricter than the networks'
 * code points, so a version that fits goes out.
 */
const lengthOf = (network: SocialNetwork, counting: Counting, tooLong: MessageKey) => ({
  max: NETWORK_DESCRIPTORS[network].limits.text,
  counting,
  tooLong,
});

/**
 * The channels a news item has a version for, in the order the API lists them; `platform` on the
 * wire (spec section 7).
 */
export const CHANNEL_DESCRIPTORS = keyedById<ChannelDescriptor>()({
  web: {
    id: 'web',
    brand: null,
    networks: [],
    text: 'rich',
    length: null,
    draftFrom: 'text',
    preview: 'article',
    sharePosition: null,
    autoPublish: false,
  },
  newsletter: {
    id: 'newsletter',
    brand: null,
    networks: [],
    text: 'rich',
    length: null,
    draftFrom: 'summary',
    preview: 'email',
    sharePosition: null,
    autoPublish: true,
  },
  facebook: {
    id: 'facebook',
    brand: NETWORK_DESCRIPTORS.facebook.name,
    networks: ['facebook', 'instagram'],
    text: 'plain',
    length: lengthOf('facebook', 'utf16', 'facebook.too_long'),
    draftFrom: 'text',
    preview: 'post',
    sharePosition: 2,
    autoPublish: false,
  },
  x: {
    id: 'x',
    brand: NETWORK_DESCRIPTORS.twitter.name,
    networks: ['twitter'],
    text: 'plain',
    length: lengthOf('twitter', 'weighted', 'x.too_long'),
    draftFrom: 'summary',
    preview: 'post',
    sharePosition: 1,
    autoPublish: true,
  },
  linkedin: {
    id: 'linkedin',
    brand: NETWORK_DESCRIPTORS.linkedin.name,
    networks: ['linkedin'],
    text: 'plain',
    length: lengthOf('linkedin', 'utf16', 'linkedin.too_long'),
    draftFrom: 'text',
    preview: 'post',
    sharePosition: 0,
    autoPublish: true,
  },
});

export type Channel = keyof typeof CHANNEL_DESCRIPTORS;

/** The channels whose version is plain text, each with its length limit. */
export type PlainTextChannel = {
  [C in Channel]: (typeof CHANNEL_DESCRIPTORS)[C]['text'] extends 'plain' ? C : never;
}[Channel];

export type RichTextChannel = Exclude<Channel, PlainTextChannel>;

/** Whether the channel's version is rich text (HTML); the others are plain text. */
export const isRichText = (channel: Channel): channel is RichTextChannel =>
  CHANNEL_DESCRIPTORS[channel].text === 'rich';

/** The channels named by a translated word rather than a brand (Web, Newsletter). */
export type TranslatedChannel = {
  [C in Channel]: (typeof CHANNEL_DESCRIPTORS)[C]['brand'] extends null ? C : never;
}[Channel];

/** The channels readers share an article to from its share buttons. */
export type SharedChannel = {
  [C in Channel]: (typeof CHANNEL_DESCRIPTORS)[C]['sharePosition'] extends null ? never : C;
}[Channel];

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];

export const CHANNELS: readonly Channel[] = keysOf(CHANNEL_DESCRIPTORS);
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = keysOf(NETWORK_DESCRIPTORS);

export const channelDescriptor = (channel: Channel): ChannelDescriptor => CHANNEL_DESCRIPTORS[channel];

/** The networks that are a channel's own, its first: each has its own post (Instagram rides on Facebook's). */
export type OwnNetwork = {
  [C in Channel]: (typeof CHANNEL_DESCRIPTORS)[C]['networks'] extends readonly [infer N, ...unknown[]]
    ? N
    : never;
}[Channel];

/** The channel's own network, undefined for a channel that posts to none (web, newsletter). */
export const ownNetwork = (channel: Channel) =>
  CHANNEL_DESCRIPTORS[channel].networks[0] as OwnNetwork | undefined;

export const isChannel = (value: string): value is Channel => Object.hasOwn(CHANNEL_DESCRIPTORS, value);

export const isSocialNetwork = (value: string): value is SocialNetwork =>
  Object.hasOwn(NETWORK_DESCRIPTORS, value);

/** The networks' own names, the same in every language (X is `twitter` in the API, as in the spec). */
export const SOCIAL_NETWORK_NAMES = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, NETWORK_DESCRIPTORS[network].name]),
) as Record<SocialNetwork, string>;

/** The News channel whose version a network posts; Instagram posts the Facebook version (docs/social.md). */
export const CHANNEL_OF_NETWORK = Object.fromEntries(
  CHANNELS.flatMap((channel) => CHANNEL_DESCRIPTORS[channel].networks.map((network) => [network, channel])),
) as Record<SocialNetwork, Channel>;

/** A network's name by either key figures use: the social network's (`twitter`) or its channel's (`x`). */
export function networkName(key: string): string | undefined {
  if (isSocialNetwork(key)) return NETWORK_DESCRIPTORS[key].name;
  return isChannel(key) ? (CHANNEL_DESCRIPTORS[key].brand ?? undefined) : undefined;
}
