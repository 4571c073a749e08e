import { nextNewsletterRun } from '@gaceta/shared/newsletter/settings';
import { sharePageUrl } from '@gaceta/shared/website/markup';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import {
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
  newsPublications,
  offices,
} from '../../../db/schema';
import { generator } from '../../demo/random';
import { reserveEmails } from '../quota/email-quota';
import { DEMO_NEWSLETTER } from './demo-newsletter-settings';
import { seedDemoScheduledNewsletters } from './demo-scheduled-newsletters';

/**
 * The demo office's newsletter history, as its settings would have sent it: the automatic
 * newsletter every Tuesday at 09:00 (DEMO_NEWSLETTER) for the last five months, each carrying the
 * articles published on the web since the week before (none, no newsletter), and its newest
 * article sent on its own the day it came out, as "publish now" on the newsletter channel does; an
 * article published since the last Tuesday waits for the next. About half the readers open within a
 * few days (more in the first hours), one in eight clicks through; a couple of addresses bounce,
 * one reader unsubscribes, and one message of the latest campaign is `unknown` (the kind a crash
 * leaves). On top of that, readers open and click the articles on the subjects they follow, some
 * much keener than others (KEENNESS), so who reads what ranks real people. The office asks for approval (DEMO_NEWSLETTER.require_approval): the latest Tuesday's
 * automatic newsletter was prepared at its slot and waits, unsent, for a publish reviewer (its
 * reminders sent). Ahead of it, the custom newsletters scheduled (demo-scheduled-newsletters.ts).
 * Deterministic, like the web statistics.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the automatic newsletter has been sending. */
const HISTORY_DAYS = 160;

interface Sending {
  kind: 'auto' | 'single';
  startedAt: Date;
  newsIds: string[];
}

/** What the office sent, oldest first: each Tuesday's automatic newsletter and the newest article alone. */
function sendings(articles: { id: string; publishedAt: Date }[], timeZone: string, now: Date): Sending[] {
  const newest = articles.at(-1);
  const single: Sending[] =
    newest && newest.publishedAt.getTime() + 2 * HOUR < now.getTime()
      ? [
          {
            kind: 'single',
            startedAt: new Date(newest.publishedAt.getTime() + 2 * HOUR),
            newsIds: [newest.id],
          },
        ]
      : [];
  const weekly: Sending[] = [];
  let since = new Date(now.getTime() - HISTORY_DAYS * DAY);
  for (
    let slot = nextNewsletterRun(DEMO_NEWSLETTER, timeZone, since);
    slot <= now;
    slot = nextNewsletterRun(DEMO_NEWSLETTER, timeZone, slot)
  ) {
    const carried = articles
      .filter((article) => article.publishedAt > since && article.publishedAt <= slot)
      .filter((article) => !single.some((sent) => sent.newsIds.includes(article.id)))
      .slice(-DEMO_NEWSLETTER.max_news_per_email);
    if (carried.length > 0) {
      weekly.push({ kind: 'auto', startedAt: slot, newsIds: carried.map((article) => article.id) });
    }
    since = slot;
  }
  return [...weekly, ...single].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}

/**
 * How keen each reader is on what concerns them, by their place in the list: a few read nearly
 * everything on their subjects, most now and then, some hardly ever.
 */
const KEENNESS = [0.95, 0.35, 0.75, 0.15, 0.85, 0.5, 0.25, 0.6];

/** The link a reader clicks: the first article's for every other reader, the rest in turn. */
function clickedLink(links: string[], position: number): { url: string; linkIndex: number } {
  const linkIndex = position % 2 === 0 || links.length === 1 ? 0 : 1 + (position % (links.length - 1));
  return { url: links[linkIndex] ?? '', linkIndex };
}

/** Seeds the campaigns once; false when the office has some already. */
export async function seedDemoCampaigns(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const { db } = deps;
  const [existing] = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.officeId, officeId))
    .limit(1);
  if (existing) return false;
  const [office] = await db
    .select({ timeZone: offices.timeZone, key: offices.publicKey })
    .from(offices)
    .where(eq(offices.id, officeId));
  // What the automatic newsletter sends: published, active articles.
  const articles = await db
    .select({ id: news.id, slug: news.slug, publishedAt: news.publishedAt, subjectIds: news.subjectIds })
    .from(news)
    .where(
      and(
        eq(news.officeId, officeId),
        eq(news.status, 'published'),
        eq(news.active, true),
        isNotNull(news.publishedAt),
      ),
    )
    .orderBy(asc(news.publishedAt));
  if (!office || articles.length < 2) return false;
  // Sent to the demo's recipients who receive newsletters (demo-recipients.ts, seeded before).
  const recipients = await db
    .select()
    .from(newsletterRecipients)
    .where(
      and(
        eq(newsletterRecipients.officeId, officeId),
        eq(newsletterRecipients.status, 'subscribed'),
        eq(newsletterRecipients.active, true),
      ),
    )
    .orderBy(asc(newsletterRecipients.email));
  if (recipients.length === 0) return false;
  // From the demo's verified sender, as the configuration names it (demo-newsletter-settings.ts).
  const [configuration] = await db
    .select({ senderId: newsletterConfigurations.senderId })
    .from(newsletterConfigurations)
    .where(eq(newsletterConfigurations.officeId, officeId));
  const random = generator(19);
  // A second stream for what each reader's interests add, so the draws above stay as they were.
  const interest = generator(29);
  const keennessOf = (recipientId: string | null) =>
    KEENNESS[recipients.findIndex((recipient) => recipient.id === recipientId) % KEENNESS.length] ?? 0;
  const now = deps.clock.now().getTime();
  const history = sendings(
    articles.flatMap(({ id, publishedAt }) => (publishedAt ? [{ id, publishedAt }] : [])),
    office.timeZone,
    deps.clock.now(),
  );
  const waiting = history.findLast((sending) => sending.kind === 'auto');
  if (waiting) {
    await db.insert(newsletterCampaigns).values({
      officeId,
      kind: 'auto',
      senderId: configuration?.senderId ?? null,
      status: 'awaiting_approval',
      newsIds: waiting.newsIds,
      subject: DEMO_NEWSLETTER.subject,
      preheader: DEMO_NEWSLETTER.preheader,
      // Prepared at the slot, so the sweep does not prepare it again; reminded then, and a day later.
      createdAt: waiting.startedAt,
      reminders: now - waiting.startedAt.getTime() >= DAY ? 2 : 1,
    });
  }
  const sent = history.filter((sending) => sending !== waiting);
  let unsubscribed: string | null = null;
  for (const [index, { kind, startedAt, newsIds: items }] of sent.entries()) {
    // Its click redirects lead to each article's page, as sending freezes them (campaignLinks).
    const links = items.flatMap((id) => {
      const article = articles.find((each) => each.id === id);
      return article ? [sharePageUrl(deps.config.publicUrl, office.key, article.slug)] : [];
    });
    const [campaign] = await db
      .insert(newsletterCampaigns)
      .values({
        officeId,
        kind,
        senderId: configuration?.senderId ?? null,
        status: 'sent',
        newsIds: items,
        links,
        // The automatic newsletter goes out with the subject and preheader its settings give it.
        ...(kind === 'auto' && { subject: DEMO_NEWSLETTER.subject, preheader: DEMO_NEWSLETTER.preheader }),
        startedAt,
        finishedAt: new Date(startedAt.getTime() + 2 * 60_000),
        createdAt: startedAt,
      })
      .returning();
    if (!campaign) continue;
    const latest = index === sent.length - 1;
    const rows = recipients
      .filter((recipient) => recipient.id !== unsubscribed)
      .map((recipient, position) => ({
        campaignId: campaign.id,
        officeId,
        recipientId: recipient.id,
        email: recipient.email,
        newsIds: items,
        status: (latest && position === 3 ? 'unknown' : position === 11 && index > 1 ? 'bounced' : 'sent') as
          | 'sent'
          | 'unknown'
          | 'bounced',
        messageId: `<${crypto.randomUUID()}@demo.gaceta>`,
        attempts: 1,
        sentAt: new Date(startedAt.getTime() + position * 1500),
        error:
          latest && position === 3 ? 'Sending was interrupted; whether the message left is unknown' : null,
      }));
    // Taken from the quota as sending does.
    await reserveEmails(db, officeId, rows.length);
    const deliveries = await db.insert(newsletterDeliveries).values(rows).returning();
    const events: (typeof newsletterEvents.$inferInsert)[] = [];
    for (const [position, delivery] of deliveries.entries()) {
      if (delivery.status !== 'sent' || !delivery.sentAt) continue;
      const sent = delivery.sentAt.getTime();
      if (random() < 0.52) {
        // Most opens come in the first hours, some days later.
        const openedAt = sent + (random() < 0.7 ? random() * 8 * HOUR : random() * 5 * DAY) + 60_000;
        if (openedAt < now)
          events.push({ officeId, deliveryId: delivery.id, kind: 'open', at: new Date(openedAt) });
        if (random() < 0.27 && openedAt + 90_000 < now) {
          events.push({
            officeId,
            deliveryId: delivery.id,
            kind: 'click',
            // Readers click the first article most, then the others in turn.
            ...clickedLink(links, position),
            at: new Date(openedAt + 90_000),
          });
        }
      }
      // Readers open and click what is on the subjects they follow, the keenest most (so the
      // interest lists and each reader's page rank real people: docs/newsletter.md, Who reads what).
      const follows = recipients.find((recipient) => recipient.id === delivery.recipientId)?.subjectIds ?? [];
      const theirs = items.filter((id) =>
        articles
          .find((article) => article.id === id)
          ?.subjectIds.some((subject) => follows.includes(subject)),
      );
      const keenness = keennessOf(delivery.recipientId);
      if (theirs.length > 0 && interest() < keenness) {
        const openedAt = sent + (0.5 + interest() * 30) * HOUR;
        if (openedAt < now)
          events.push({ officeId, deliveryId: delivery.id, kind: 'open', at: new Date(openedAt) });
        for (const [order, id] of theirs.entries()) {
          const linkIndex = items.indexOf(id);
          const clickedAt = openedAt + (order + 2) * 60_000;
          if (interest() < keenness * (order === 0 ? 1 : 0.6) && clickedAt < now && links[linkIndex]) {
            events.push({
              officeId,
              deliveryId: delivery.id,
              kind: 'click',
              url: links[linkIndex],
              linkIndex,
              at: new Date(clickedAt),
            });
          }
        }
      }
      // A scanner's prefetch, seconds after delivery: recorded, and left out of the figures.
      if (random() < 0.08) {
        events.push({
          officeId,
          deliveryId: delivery.id,
          kind: 'open',
          automated: true,
          at: new Date(sent + 2000),
        });
      }
    }
    if (index === 3 && !unsubscribed) {
      const leaving = deliveries.find((delivery) => delivery.status === 'sent' && delivery.recipientId);
      if (leaving?.recipientId) {
        unsubscribed = leaving.recipientId;
        events.push({
          officeId,
          deliveryId: leaving.id,
          kind: 'unsubscribe',
          at: new Date(startedAt.getTime() + DAY),
        });
        await db
          .update(newsletterDeliveries)
          .set({ status: 'unsubscribed' })
          .where(eq(newsletterDeliveries.id, leaving.id));
        await db
          .update(newsletterRecipients)
          .set({ status: 'unsubscribed', unsubscribedAt: new Date(startedAt.getTime() + DAY) })
          .where(eq(newsletterRecipients.id, leaving.recipientId));
      }
    }
    if (events.length > 0) await db.insert(newsletterEvents).values(events);
    for (const newsId of items) {
      await db
        .insert(newsPublications)
        .values({ newsId, channel: 'newsletter', state: 'published', publishedAt: startedAt })
        .onConflictDoNothing();
    }
  }
  const bounced = await db
    .select({ recipientId: newsletterDeliveries.recipientId })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.officeId, officeId), eq(newsletterDeliveries.status, 'bounced')))
    .orderBy(desc(newsletterDeliveries.sentAt))
    .limit(1);
  const recipientId = bounced[0]?.recipientId;
  if (recipientId) {
    await db
      .update(newsletterRecipients)
      .set({ status: 'bounced' })
      .where(eq(newsletterRecipients.id, recipientId));
  }
  await seedDemoScheduledNewsletters(deps, officeId, office.timeZone);
  return true;
}
