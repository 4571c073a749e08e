import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { CHANNELS, type Channel, isRichText } from './channels';
/**
 * A news item's workflow, written once for the API (which refuses what is not allowed here with
 * 409 TRANSITION_NOT_ALLOWED) and the back-office (which shows only the buttons allowed here).
 *
 * Writers keep an item in preparation until they mark it ready; publish reviewers publish it,
 * schedule it or send it back. Publishing is per channel: each channel of an item has at most one
 * publication, and the item's status is derived from its editorial state and those publications.
 *
 *   in_preparation ──mark_ready──▶ ready_to_publish ──send_back──▶ in_preparation
 *
 *   per channel:  (none) ──schedule──▶ scheduled ──(job)──▶ publishing ──(job)──▶ published | failed
 *                 (none) ──publish───────────────────────▶ publishing
 *                 scheduled ──cancel_schedule──▶ (none)
 *                 published ──unpublish──▶ unpublished ──publish / schedule──▶ …
 *                 failed ──publish / schedule──▶ …
 */

/**
 * The languages a news item is written in, and the list's orders. Here rather than in news.ts so
 * the back-office's route definitions (in its first bundle) stay clear of news.ts's twitter-text.
 */
export const NEWS_LANGUAGES = ['es', 'en', 'pt'] as const;
export const NEWS_SORTS = ['latest', 'oldest'] as const;

/** The channels a news item has a version for (channels.ts describes each); `platform` on the wire. */
export { CHANNELS, type Channel };

/** A channel on the wire (`platform`). */
export const Platform = v.picklist(CHANNELS, MESSAGES.unknownPlatform.id);

/** Channels whose version is rich text (HTML); the others are plain text. */
export const RICH_TEXT_CHANNELS: readonly Channel[] = CHANNELS.filter(isRichText);

/** Where an item stands in its writers' hands, whatever its channels do. */
export const EDITORIAL_STATES = ['in_preparation', 'ready_to_publish'] as const;
export type EditorialState = (typeof EDITORIAL_STATES)[number];

/** One channel's publication of an item. */
export const PUBLICATION_STATES = ['scheduled', 'publishing', 'published', 'failed', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/**
 * Published, being published or due: what readers see, or will see. An item live on a channel
 * stays complete, and its edits wait for a publisher's review (docs/news.md, Changes to live news).
 */
export const LIVE_PUBLICATION_STATES: readonly PublicationState[] = ['published', 'scheduled', 'publishing'];

export const isLive = (publications: readonly { state: PublicationState }[]): boolean =>
  publications.some((publication) => LIVE_PUBLICATION_STATES.includes(publication.state));

/** The item's status as lists and filters show it (spec section 4, plus 'publishing'). */
export const NEWS_STATUSES = [
  'in_preparation',
  'ready_to_publish',
  'publishing',
  'published',
  'not_published',
] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export interface WorkflowState {
  editorial: EditorialState;
  /** The publications that exist; a channel absent here has never been scheduled or published. */
  publications: readonly { channel: Channel; state: PublicationState }[];
}

/**
 * Running jobs win, then anything live; an item whose publications all ended (unpublished or
 * failed) is 'not published' until it is sent back to preparation; otherwise (nothing yet, or only schedules) the editorial state shows.
 */
export function newsStatus({ editorial, publications }: WorkflowState): NewsStatus {
  const states = new Set(publications.map((publication) => publication.state));
  if (states.has('publishing')) return 'publishing';
  if (states.has('published')) return 'published';
  if (states.has('failed') || states.has('unpublished')) {
    if (states.has('scheduled')) return 'ready_to_publish';
    // Sent back after it came down: the writers have it again.
    return editorial === 'in_preparation' ? 'in_preparation' : 'not_published';
  }
  return states.has('scheduled') ? 'ready_to_publish' : editorial;
}

/** Actions on the item as a whole, allowed from these derived statuses. */
export const ITEM_ACTIONS = {
  mark_ready: ['in_preparation'],
  send_back: ['ready_to_publish', 'not_published'],
} as const satisfies Record<string, readonly NewsStatus[]>;
export type ItemAction = keyof typeof ITEM_ACTIONS;

/** Actions on one channel, allowed from these states of its publication ('none' when it has none). */
export const CHANNEL_ACTIONS = {
  publish: ['none', 'scheduled', 'failed', 'unpublished'],
  schedule: ['none', 'scheduled', 'failed', 'unpublished'],
  cancel_schedule: ['scheduled'],
  unpublish: ['published'],
} as const satisfies Record<string, readonly (PublicationState | 'none')[]>;
export type ChannelAction = keyof typeof CHANNEL_ACTIONS;

export function canDoItemAction(state: WorkflowState, action: ItemAction): boolean {
  return (ITEM_ACTIONS[action] as readonly NewsStatus[]).includes(newsStatus(state));
}

export function canDoChannelAction(state: WorkflowState, channel: Channel, action: ChannelAction): boolean {
  // Emails that went out cannot be taken back.
  if (channel === 'newsletter' && action === 'unpublish') return false;
  const current = state.publications.find((publication) => publication.channel === channel)?.state ?? 'none';
  return (CHANNEL_ACTIONS[action] as readonly (PublicationState | 'none')[]).includes(current);
}
