// Anonymous opens and clicks (decision 062): events that name a campaign and no message, made by a
// campaign sent without per-person tracking or by the retention forgetting who read an old
// message. Every figure of the newsletter adds them to what the messages' own events count.
import { sql } from 'drizzle-orm';
import { newsletterEvents } from '../../../db/schema';

/**
 * What one anonymous event counts as: the message the retention forgot (its `message_key`, so
 * the message counts once, as a message with events does), or, for a campaign without per-person
 * tracking, the fetch itself (whose reader nobody knows).
 */
export const anonymousUnit = sql`coalesce(${newsletterEvents.messageKey}, ${newsletterEvents.id})`;

/** A person's open or click that names no message (scanners' prefetches left out). */
export const anonymousEngagement = sql`${newsletterEvents.deliveryId} is null and not ${newsletterEvents.automated} and ${newsletterEvents.kind} in ('open', 'click')`;

/** Opened (a click proves an open) and clicked, counted as anonymousUnit says. */
export const anonymousFigures = {
  opened: sql<number>`count(distinct ${anonymousUnit})::int`,
  clicked: sql<number>`(count(distinct ${anonymousUnit}) filter (where ${newsletterEvents.kind} = 'click'))::int`,
};
