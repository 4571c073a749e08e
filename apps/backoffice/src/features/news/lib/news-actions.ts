import type { NewsPublication, NewsWithContents } from '@gaceta/shared/news';
import { hasContent } from '@gaceta/shared/news';
import {
  CHANNELS,
  type Channel,
  canDoChannelAction,
  canDoItemAction,
  type WorkflowState,
} from '@gaceta/shared/news/workflow';

/** What the signed-in user may do with news (their roles' permissions; the API checks again). */
export interface NewsAccess {
  write: boolean;
  publish: boolean;
  /** The per-news statistics. */
  stats: boolean;
  /**
   * Channels whose network's app the operator has not configured (GET social_networks says
   * `available: false`): nothing can publish there, so neither publishing nor scheduling is offered.
   */
  unconfigured?: readonly Channel[];
}

/** What the office's social accounts mean for the editor, from the social settings' answers. */
export interface SocialReach {
  /** As NewsAccess's: channels whose network's app is not configured. */
  unconfigured: readonly Channel[];
  /** The X account the office posts as ('@handle'), when one is connected. */
  xHandle: string | null;
}

export const NO_SOCIAL_REACH: SocialReach = { unconfigured: [], xHandle: null };

/** Publishing and scheduling: what an unconfigured network cannot do. */
const GOING_OUT: readonly ChannelActionKind[] = ['publish', 'schedule'];

export type ChannelActionKind = 'publish' | 'schedule' | 'cancel_schedule' | 'unpublish';

/** An action the user may take on an item now; the screens show exactly these. */
export type NewsAction =
  | { kind: 'mark_ready' | 'send_back' | 'publish_window' | 'statistics' | 'delete' }
  | { kind: ChannelActionKind; channel: Channel };

export function workflowStateOf({ object }: Pick<NewsWithContents, 'object'>): WorkflowState {
  return {
    editorial: object.editorial_state,
    publications: object.publications.map(({ platform, state }) => ({ channel: platform, state })),
  };
}

export function publicationOf(news: NewsWithContents, channel: Channel): NewsPublication | undefined {
  return news.object.publications.find((publication) => publication.platform === channel);
}

/** Whether the channel's version was live at some point: publishing it again deserves a warning. */
export function publishedBefore(news: NewsWithContents, channel: Channel): boolean {
  const publication = publicationOf(news, channel);
  return Boolean(publication && (publication.published_at || publication.state === 'unpublished'));
}

/**
 * The channels worth acting on: those with a version that has text (an empty one cannot be
 * published), and any with a publication to cancel or take down. Every channel of the descriptor
 * publishes (the API's modules.test.ts checks it).
 */
export function actionableChannels(news: NewsWithContents): Channel[] {
  return CHANNELS.filter(
    (channel) =>
      publicationOf(news, channel) ||
      news.contents.some((version) => version.platform === channel && hasContent(channel, version.content)),
  );
}

const CHANNEL_ACTION_KINDS: ChannelActionKind[] = ['publish', 'schedule', 'cancel_schedule', 'unpublish'];

/**
 * The actions the shared workflow rules allow in the item's state and the user's permissions
 * allow them: writers mark ready and delete; publish reviewers send back, set the publish window,
 * and publish, schedule, cancel or take down each channel.
 */
export function itemActions(news: NewsWithContents, access: NewsAccess): NewsAction[] {
  const state = workflowStateOf(news);
  const actions: NewsAction[] = [];
  if (access.write && canDoItemAction(state, 'mark_ready')) actions.push({ kind: 'mark_ready' });
  if (access.publish && canDoItemAction(state, 'send_back')) actions.push({ kind: 'send_back' });
  if (access.publish) actions.push({ kind: 'publish_window' });
  if (access.stats) actions.push({ kind: 'statistics' });
  if (access.write) actions.push({ kind: 'delete' });
  return actions;
}

/** Per channel, the transitions allowed now (publish reviewers only; none that go out on an unconfigured network). */
export function channelActions(news: NewsWithContents, access: NewsAccess): NewsAction[] {
  if (!access.publish) return [];
  const state = workflowStateOf(news);
  const unconfigured = access.unconfigured ?? [];
  return actionableChannels(news).flatMap((channel) =>
    CHANNEL_ACTION_KINDS.filter(
      (kind) =>
        canDoChannelAction(state, channel, kind) &&
        !(unconfigured.includes(channel) && GOING_OUT.includes(kind)),
    ).map((kind) => ({ kind, channel })),
  );
}
