import twitterText from 'twitter-text';
import * as v from 'valibot';
import { Id, singleLine } from './common';
import { CsvQuery } from './csv';
import { MESSAGES } from './messages';
import {
  CHANNEL_OF_NETWORK,
  CHANNELS,
  type Channel,
  type Counting,
  channelDescriptor,
  NETWORK_DESCRIPTORS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
} from './news/channels';
import { DataUntilEntries, StatisticsRange } from './statistics';

/**
 * The social channel (spec sections 4, 7 and 8): the networks an office connects, the rules each
 * network puts on a post, and the shapes of the social calls. The network is named as the spec's
 * calls name it (`twitter` for X); News names its channels `x`, `linkedin` and `facebook`. Each
 * network and channel is described once in channels.ts; the tables here derive from it.
 */
export { CHANNEL_OF_NETWORK, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS };
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SocialNetwork = v.picklist(SOCIAL_NETWORKS);

/** The networks a News channel publishes to: the Facebook channel reaches a connected Instagram too. */
export const NETWORKS_OF_CHANNEL: Partial<Record<Channel, readonly SocialNetwork[]>> = Object.fromEntries(
  CHANNELS.flatMap((channel) => {
    const { networks } = channelDescriptor(channel);
    return networks.length > 0 ? [[channel, networks]] : [];
  }),
);

/** Each network's published limits (docs/social.md cites where each comes from). */
export const SOCIAL_LIMITS = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, NETWORK_DESCRIPTORS[network].limits]),
) as { [N in SocialNetwork]: (typeof NETWORK_DESCRIPTORS)[N]['limits'] };

/** X counts what a URL costs as 23 whatever its length; a post with a link also costs more to send. */
export const X_URL_WEIGHT = 23;

/** An image a draft carries, as the server or the browser measured it. */
export interface DraftImage {
  mime: string;
  bytes: number;
  width: number;
  height: number;
}

export interface Draft {
  text: string;
  images: readonly DraftImage[];
}

/** What stops a draft from going out on a network; the back-office words each code. */
export const DRAFT_PROBLEMS = [
  'text_required',
  'text_too_long',
  'too_many_images',
  'image_required',
  'image_too_large',
  'image_not_jpeg',
  'image_aspect',
  'too_many_hashtags',
] as const;
export type DraftProblemCode = (typeof DRAFT_PROBLEMS)[number];
export const DraftProblem = v.object({
  code: v.picklist(DRAFT_PROBLEMS),
  /** The limit broken and what the draft has (`{ max: 280, actual: 281 }`). */
  params: v.record(v.string(), v.number()),
});
export type DraftProblem = v.InferOutput<typeof DraftProblem>;

/** A text's length counted as `counting` says (channels.ts): X's weighted length makes a URL 23. */
export function countedLength(counting: Counting, text: string): number {
  switch (counting) {
    case 'weighted':
      return twitterText.parseTweet(text).weightedLength;
    case 'utf16':
      return text.length;
    case 'code_points':
      return [...text].length;
  }
}

/** A text's length as the network counts it: X by twitter-text's weighted length. */
export function networkLength(network: SocialNetwork, text: string): number {
  return countedLength(NETWORK_DESCRIPTORS[network].counting, text);
}

export function hashtagCount(text: string): number {
  return twitterText.extractHashtags(text).length;
}

/** Whether the text carries a link (X charges more for posts with one). */
export function hasLink(text: string): boolean {
  return twitterText.extractUrls(text).length > 0;
}

/** Every rule of the network the draft breaks; empty when it may go out. Pure: no network. */
export function draftProblems(network: SocialNetwork, draft: Draft): DraftProblem[] {
  const limits = SOCIAL_LIMITS[network];
  const problems: DraftProblem[] = [];
  const length = networkLength(network, draft.text);
  if (draft.text.trim() === '' && network !== 'instagram')
    problems.push({ code: 'text_required', params: {} });
  if (length > limits.text)
    problems.push({ code: 'text_too_long', params: { max: limits.text, actual: length } });
  if (draft.images.length > limits.images) {
    problems.push({ code: 'too_many_images', params: { max: limits.images, actual: draft.images.length } });
  }
  for (const image of draft.images) {
    if (image.bytes > limits.imageBytes) {
      problems.push({ code: 'image_too_large', params: { max: limits.imageBytes, actual: image.bytes } });
    }
  }
  if (network === 'instagram') problems.push(...instagramProblems(draft));
  return problems;
}

function instagramProblems(draft: Draft): DraftProblem[] {
  const { hashtags, minAspect, maxAspect } = SOCIAL_LIMITS.instagram;
  const problems: DraftProblem[] = [];
  const [image] = draft.images;
  if (!image) problems.push({ code: 'image_required', params: {} });
  else {
    if (image.mime !== 'image/jpeg') problems.push({ code: 'image_not_jpeg', params: {} });
    const aspect = image.width / image.height;
    // Rounded as Instagram states its bounds (4:5 = 0.8, 1.91:1), so 1080×566 (1.908) passes.
    const rounded = Math.round(aspect * 1000) / 1000;
    if (rounded < minAspect || rounded > maxAspect) {
      problems.push({ code: 'image_aspect', params: { min: minAspect, max: maxAspect, actual: rounded } });
    }
  }
  const count = hashtagCount(draft.text);
  if (count > hashtags)
    problems.push({ code: 'too_many_hashtags', params: { max: hashtags, actual: count } });
  return problems;
}

/* Connections (GET/PUT /v1/social_media_configurations/…) */

export const CONNECTION_STATUSES = ['connected', 'reconnect_needed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * An account a connection can post as: the member's own profile or a page they administer
 * (LinkedIn), or one of the user's Facebook pages.
 */
export const SocialAccount = v.object({
  id: v.string(),
  name: v.string(),
  kind: v.picklist(['profile', 'page']),
});
export type SocialAccount = v.InferOutput<typeof SocialAccount>;

/** What the office sees of a connection: never a token. */
export const SocialConnection = v.object({
  social_network: SocialNetwork,
  status: v.picklist(CONNECTION_STATUSES),
  account_id: v.string(),
  account_name: v.string(),
  /** The accounts the office may choose to post as instead (LinkedIn with page permissions); empty when there is no choice. */
  accounts: v.array(SocialAccount),
  connected_at: v.string(),
});
export type SocialConnection = v.InferOutput<typeof SocialConnection>;

/** GET access_token: each network's connection, null when not connected (spec section 7). */
export const AccessTokenState = v.object({
  data: v.object({
    facebook: v.nullable(SocialConnection),
    linkedin: v.nullable(SocialConnection),
    twitter: v.nullable(SocialConnection),
    instagram: v.nullable(SocialConnection),
  }),
});
export type AccessTokenState = v.InferOutput<typeof AccessTokenState>;

export const NetworkCapabilities = v.object({
  auto_publish: v.boolean(),
  delete: v.boolean(),
  metrics: v.boolean(),
  needs_media: v.boolean(),
});
export type NetworkCapabilities = v.InferOutput<typeof NetworkCapabilities>;

/** GET social_networks: the networks, whether this installation has app credentials for each, and what each can do. */
export const SocialNetworkInfo = v.object({
  social_network: SocialNetwork,
  available: v.boolean(),
  capabilities: NetworkCapabilities,
});
export const SocialNetworks = v.object({ data: v.array(SocialNetworkInfo) });
export type SocialNetworks = v.InferOutput<typeof SocialNetworks>;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max), singleLine());

/** The networks that send the office back to the back-office, and the page each returns to. */
export const SOCIAL_RETURN_PAGES = {
  linkedin: '/settings/social-media-configuration/linkedin-redirect',
  twitter: '/settings/social-media-configuration/twitter-redirect',
  // Facebook's login dialog returns the user token in the fragment of the configuration page itself.
  facebook: '/settings/social-media-configuration',
} as const satisfies Partial<Record<SocialNetwork, string>>;
export type ReturningNetwork = keyof typeof SOCIAL_RETURN_PAGES;

/** `network`'s return page under the address users reach (PUBLIC_URL, without a trailing slash). */
export const socialReturnPage = (publicUrl: string, network: ReturningNetwork) =>
  `${publicUrl}${SOCIAL_RETURN_PAGES[network]}`;

/** A regular expression's text for `text` itself. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A return address the network may send the office (and its code or token) to: `network`'s own
 * page of the back-office, over http(s), with no credentials, query or fragment. That it is the
 * page under this installation's PUBLIC_URL, which no schema knows, the API checks too, with the
 * same key.
 */
const ReturnPage = (network: ReturningNetwork) =>
  v.pipe(
    v.string(),
    v.maxLength(2000),
    v.regex(
      new RegExp(
        `^https?://(?:[a-z0-9.-]+|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?(?:/[\\w.~%-]+)*${literal(SOCIAL_RETURN_PAGES[network])}$`,
      ),
      MESSAGES.socialReturnPage.id,
    ),
  );

/** The state an OAuth 2.0 return carries back: the key of the authorisation the office started. */
const State = Text(200);

/** Where to send the office to authorise LinkedIn; `organization` asks the page scopes too. */
export const LinkedinAuthorizationQuery = v.object({
  redirect_uri: ReturnPage('linkedin'),
  organization: v.optional(v.picklist(['true', 'false']), 'false'),
});
export const AuthorizationUrl = v.object({ url: v.string() });
export type AuthorizationUrl = v.InferOutput<typeof AuthorizationUrl>;

/** POST linkedin/connect: the spec's code and redirect_uri, plus the state the authorisation URL carried. */
export const LinkedinConnectQuery = v.object({
  code: Text(2000),
  redirect_uri: ReturnPage('linkedin'),
  state: State,
});
export type LinkedinConnectQuery = v.InferOutput<typeof LinkedinConnectQuery>;

export const TwitterRequestTokenQuery = v.object({ callback_url: ReturnPage('twitter') });
export const TwitterConnectQuery = v.object({ oauth_token: Text(500), oauth_verifier: Text(500) });
export type TwitterConnectQuery = v.InferOutput<typeof TwitterConnectQuery>;

/** GET facebook/authorization_url: the login dialog returns to the configuration page. */
export const FacebookAuthorizationQuery = v.object({ redirect_uri: ReturnPage('facebook') });

/**
 * POST facebook/connect: the spec's user token and page name, plus the state the login dialog
 * returned with the token (the authorisation this office's user started).
 */
export const FacebookConnectInput = v.object({
  access_token: Text(4000),
  page_name: Text(200),
  state: State,
});
export type FacebookConnectInput = v.InferOutput<typeof FacebookConnectInput>;

/** The networks connected through their own authorisation (Instagram comes with Facebook). */
export const RETURNING_NETWORKS = Object.keys(SOCIAL_RETURN_PAGES) as ReturningNetwork[];
/** `{network}` of `{network}/authorization_url` and `{network}/connect`. */
export const ReturningNetworkParam = v.object({
  social_network: v.pipe(
    v.picklist(RETURNING_NETWORKS),
    v.description('The network to connect (Instagram is connected with Facebook)'),
  ),
});

/**
 * What `{network}/authorization_url` and `{network}/connect` take from each network: the start's
 * query, with the return page under `returnField` (X's `callback_url`, as the spec's
 * `twitter/request_token` calls it), and the connect's input, `connectIn` the query (the spec's
 * LinkedIn and X calls) or the JSON body (Facebook).
 */
export const SOCIAL_AUTHORIZATION_CALLS = {
  linkedin: {
    start: LinkedinAuthorizationQuery,
    returnField: 'redirect_uri',
    connect: LinkedinConnectQuery,
    connectIn: 'query',
  },
  twitter: {
    start: TwitterRequestTokenQuery,
    returnField: 'callback_url',
    connect: TwitterConnectQuery,
    connectIn: 'query',
  },
  facebook: {
    start: FacebookAuthorizationQuery,
    returnField: 'redirect_uri',
    connect: FacebookConnectInput,
    connectIn: 'json',
  },
} as const satisfies Record<
  ReturningNetwork,
  { start: v.GenericSchema; returnField: string; connect: v.GenericSchema; connectIn: 'query' | 'json' }
>;
/** What `{network}/authorization_url` takes from `network`, validated. */
export type SocialAuthorizationQuery<N extends ReturningNetwork = ReturningNetwork> = v.InferOutput<
  (typeof SOCIAL_AUTHORIZATION_CALLS)[N]['start']
>;
/** What `{network}/connect` takes from `network`, validated. */
export type SocialConnectInput<N extends ReturningNetwork = ReturningNetwork> = v.InferOutput<
  (typeof SOCIAL_AUTHORIZATION_CALLS)[N]['connect']
>;

/** POST facebook/pages: the pages the user token may post to, for the office to choose one; with the dialog's state. */
export const FacebookPagesInput = v.object({ access_token: Text(4000), state: State });
export type FacebookPagesInput = v.InferOutput<typeof FacebookPagesInput>;
export const SocialAccounts = v.object({ data: v.array(SocialAccount) });
export type SocialAccounts = v.InferOutput<typeof SocialAccounts>;

/** PUT {network}/account: which of the connection's accounts posts. */
export const ChooseAccountInput = v.object({ account_id: Text(200) });
export type ChooseAccountInput = v.InferOutput<typeof ChooseAccountInput>;

export const RemoveAccessTokenInput = v.object({ social_network: SocialNetwork });

/* Posts (/v1/social_posts/…) */

export const SOCIAL_POST_STATUSES = ['publishing', 'pending', 'published', 'failed', 'deleted'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

export const SocialPost = v.object({
  id: Id,
  news_info: Id,
  social_network: SocialNetwork,
  status: v.picklist(SOCIAL_POST_STATUSES),
  permalink: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  error_code: v.nullable(v.string()),
  likes: v.number(),
  comments: v.number(),
  shares: v.number(),
  impressions: v.nullable(v.number()),
});
export type SocialPost = v.InferOutput<typeof SocialPost>;

/** GET /v1/social_posts?news_info: the item's posts, one per network it went to. */
export const SocialPostsQuery = v.object({ news_info: Id });
export const SocialPosts = v.object({ data: v.array(SocialPost) });
export type SocialPosts = v.InferOutput<typeof SocialPosts>;

export const DestroyFromNewsInfoQuery = v.object({ social_network: SocialNetwork, news_info: Id });
export type DestroyFromNewsInfoQuery = v.InferOutput<typeof DestroyFromNewsInfoQuery>;

export const ValidateCanPublishInput = v.object({
  news_info: Id,
  social_networks: v.optional(v.array(SocialNetwork)),
});
export type ValidateCanPublishInput = v.InferOutput<typeof ValidateCanPublishInput>;

export const CanPublish = v.object({
  data: v.array(
    v.object({
      social_network: SocialNetwork,
      can_publish: v.boolean(),
      connected: v.boolean(),
      problems: v.array(DraftProblem),
    }),
  ),
});
export type CanPublish = v.InferOutput<typeof CanPublish>;

/* Planning (settings/social-media-planning) */

/** Hints, not limits (spec section 8): at most 10 posts per send is recommended. */
export const MAX_POSTS_PER_SEND_HINT = 10;
export const PLANNING_LIMITS = { maxPostsPerSend: 50, hours: 6 } as const;

/**
 * What the office's posts carry besides their text: the item's image ('image'; the article's link
 * preview when it has none), or the article's link preview without the image ('link'). Instagram
 * always posts the image. X charges more for a post with a link.
 */
export const PUBLICATION_TYPES = ['link', 'image'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

const Hour = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
export const SocialPlanningInput = v.object({
  max_posts_per_send: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(PLANNING_LIMITS.maxPostsPerSend),
  ),
  publication_type: v.picklist(PUBLICATION_TYPES),
  publication_hours: v.pipe(v.array(Hour), v.minLength(1), v.maxLength(PLANNING_LIMITS.hours)),
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  schedule_days: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
    v.minLength(1),
  ),
  auto_publish: v.boolean(),
});
export type SocialPlanningInput = v.InferOutput<typeof SocialPlanningInput>;

/** The office's planning, with the time zone its hours are read in. */
export const SocialPlanning = v.object({ ...SocialPlanningInput.entries, time_zone: v.string() });
export type SocialPlanning = v.InferOutput<typeof SocialPlanning>;

export const DEFAULT_PLANNING: SocialPlanningInput = {
  max_posts_per_send: MAX_POSTS_PER_SEND_HINT,
  publication_type: 'image',
  publication_hours: ['09:00'],
  schedule_days: [1, 2, 3, 4, 5],
  auto_publish: false,
};

/* Statistics (statistics/social-media/$rrss and …/social-post/$postId) */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const SocialFigures = v.object({ likes: Count, comments: Count, shares: Count });
export type SocialFigures = v.InferOutput<typeof SocialFigures>;

/**
 * The engagement rate, defined once (docs/dashboards.md): likes, comments and shares over the
 * impressions the network reported for the same posts and period, a fraction (0.042 is 4.2 %); null
 * where the network reports no impressions (Facebook, Instagram, a LinkedIn member's own posts).
 */
export function engagementRate(figures: SocialFigures & { impressions: number | null }): number | null {
  if (!figures.impressions) return null;
  const engaged = figures.likes + figures.comments + figures.shares;
  return Math.round((engaged / figures.impressions) * 10_000) / 10_000;
}

/** Impressions (null where the network reported none) and the engagement rate beside them. */
const ReachEntries = { impressions: v.nullable(Count), engagement_rate: v.nullable(v.number()) };

/** What a bucket (a day, or a month for a year) gained; impressions 0 where none were reported. */
export const SocialStatisticsBucket = v.object({
  date: v.string(),
  ...SocialFigures.entries,
  impressions: Count,
});
export type SocialStatisticsBucket = v.InferOutput<typeof SocialStatisticsBucket>;

/** A post with the article it carries, its text and its engagement rate at its last reading. */
export const SocialPostWithTitle = v.object({
  ...SocialPost.entries,
  title: v.string(),
  text: v.string(),
  engagement_rate: v.nullable(v.number()),
});
export type SocialPostWithTitle = v.InferOutput<typeof SocialPostWithTitle>;

export const SocialStatistics = v.object({
  social_network: SocialNetwork,
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'month']),
  /** The figures the network's posts gained in the period. */
  totals: v.object({ ...SocialFigures.entries, ...ReachEntries }),
  series: v.array(SocialStatisticsBucket),
  /** The network's posts published in the period, newest first, with their last figures. */
  posts: v.array(SocialPostWithTitle),
  ...DataUntilEntries,
});
export type SocialStatistics = v.InferOutput<typeof SocialStatistics>;

export const SocialPostStatistics = v.object({
  post: SocialPostWithTitle,
  /** Each reading of the post's figures, oldest first. */
  readings: v.array(
    v.object({ taken_at: v.string(), ...SocialFigures.entries, impressions: v.nullable(Count) }),
  ),
});
export type SocialPostStatistics = v.InferOutput<typeof SocialPostStatistics>;

/** One network in the overview: its state, the posts published in the period and what they gained. */
export const SocialNetworkOverview = v.object({
  social_network: SocialNetwork,
  connected: v.boolean(),
  posts: Count,
  ...SocialFigures.entries,
  ...ReachEntries,
});
export type SocialNetworkOverview = v.InferOutput<typeof SocialNetworkOverview>;

/** GET /v1/statistics/social_media?range=: every network side by side, and all of them together. */
export const SocialOverview = v.object({
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'month']),
  networks: v.array(SocialNetworkOverview),
  totals: v.object({ posts: Count, ...SocialFigures.entries, ...ReachEntries }),
  /** What every network gained per day (per month for a year). */
  series: v.array(SocialStatisticsBucket),
  ...DataUntilEntries,
});
export type SocialOverview = v.InferOutput<typeof SocialOverview>;

/** GET /v1/statistics/social_media/posts.csv: the period's posts, of one network or all. */
export const SocialPostsCsvQuery = v.object({
  range: v.optional(StatisticsRange, 'month'),
  social_network: v.optional(SocialNetwork),
  ...CsvQuery.entries,
});
export type SocialPostsCsvQuery = v.InferOutput<typeof SocialPostsCsvQuery>;
