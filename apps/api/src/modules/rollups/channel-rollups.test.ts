import { randomUUID } from 'node:crypto';
import { DELIVERED_STATUSES, type DeliveryStatus } from '@gaceta/shared/newsletter/campaigns';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@gaceta/shared/social';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { sharePageUrl } from '@gaceta/shared/website/markup';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyRollups,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterEvents,
  socialPostMetrics,
  socialPosts,
} from '../../db/schema';
import { channelRecords } from '../../test/channel-records';
import { createOffice } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { generator } from '../demo/random';

/**
 * The newsletter and social roll-ups (decision 042) against the same figures counted in plain code
 * from generated raw records, in a zone ahead of UTC and one behind it.
 */

let t: TestApp;
const records = channelRecords(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

interface Office {
  id: string;
  key: string;
  zone: string;
  news: { id: string; slug: string }[];
}

async function officeIn(zone: string, items = 4): Promise<Office> {
  const office = await createOffice(t.db, { timeZone: zone });
  const rows = await records.newsOf(
    office.id,
    Array.from({ length: items }, (_, index) => `Noticia ${index}`),
  );
  return { id: office.id, key: office.publicKey, zone, news: rows };
}

const dayIn = (zone: string, at: Date) => instantToWallClock(at.toISOString(), zone).date;

/** Sums keyed `office|day|news|measure`. */
class Sums extends Map<string, number> {
  add(office: string, day: string, newsId: string | null, measure: string, value: number) {
    const key = `${office}|${day}|${newsId ?? ''}|${measure}`;
    this.set(key, (this.get(key) ?? 0) + value);
  }
  /** A plain Map (a test's equality compares constructors), zeros left out unless `keepZeros`. */
  plain(keepZeros = false) {
    return new Map([...this].filter(([, value]) => keepZeros || value !== 0));
  }
}

async function rolledUp(channel: string, offices: Office[]): Promise<Map<string, number>> {
  const rows = await t.db
    .select()
    .from(dailyRollups)
    .where(
      and(
        inArray(
          dailyRollups.officeId,
          offices.map((office) => office.id),
        ),
        eq(dailyRollups.channel, channel),
      ),
    );
  return new Map(
    rows.map((row) => [`${row.officeId}|${row.day}|${row.newsId ?? ''}|${row.measure}`, row.value]),
  );
}

describe('newsletter roll-ups', () => {
  type Delivery = typeof newsletterDeliveries.$inferInsert & { id: string };
  type Event = typeof newsletterEvents.$inferInsert;
  const STATUSES: DeliveryStatus[] = ['sent', 'sent', 'sent', 'bounced', 'unsubscribed', 'failed', 'unknown'];

  async function generateCampaigns(offices: Office[], seed: number) {
    const random = generator(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const deliveries: Delivery[] = [];
    for (const office of offices) {
      for (let index = 0; index < 5; index += 1) {
        const items = office.news.filter(() => random() < 0.5);
        const carried = items.length > 0 ? items : [pick(office.news)];
        const [campaign] = await t.db
          .insert(newsletterCampaigns)
          .values({
            officeId: office.id,
            kind: 'custom',
            status: 'sent',
            newsIds: carried.map((item) => item.id),
          })
          .returning({ id: newsletterCampaigns.id });
        const sentAt = new Date(t.clock.now().getTime() - Math.floor(random() * 20 * 24) * HOUR);
        for (let message = 0; message < 8; message += 1) {
          const waiting = random() < 0.1;
          deliveries.push({
            id: randomUUID(),
            campaignId: campaign?.id ?? '',
            officeId: office.id,
            email: `r${message}-${randomUUID().slice(0, 6)}@example.com`,
            // A digest may hold fewer items than the campaign.
            newsIds: carried.filter((_, at) => at === 0 || random() < 0.8).map((item) => item.id),
            status: waiting ? 'pending' : pick(STATUSES),
            messageId: randomUUID(),
            sentAt: waiting ? null : new Date(sentAt.getTime() + message * 60_000),
          });
        }
      }
    }
    await t.db.insert(newsletterDeliveries).values(deliveries);
    return deliveries;
  }

  /** Opens and clicks (some a scanner's) on the messages that left: on an item's link or elsewhere. */
  async function generateEvents(offices: Office[], deliveries: Delivery[], seed: number, at: Date) {
    const random = generator(seed);
    const events: Event[] = [];
    for (const delivery of deliveries.filter((each) => each.sentAt)) {
      const office = offices.find((each) => each.id === delivery.officeId) as Office;
      for (let index = Math.floor(random() * 4); index > 0; index -= 1) {
        const kind = random() < 0.5 ? 'open' : 'click';
        const item = office.news.find(
          (each) => each.id === delivery.newsIds[index % delivery.newsIds.length],
        );
        const url =
          random() < 0.7 && item
            ? sharePageUrl(t.config.publicUrl, office.key, item.slug)
            : 'https://boe.es/x';
        events.push({
          officeId: office.id,
          deliveryId: delivery.id,
          kind,
          url: kind === 'click' ? url : null,
          automated: random() < 0.15,
          at,
        });
      }
    }
    if (events.length > 0) await t.db.insert(newsletterEvents).values(events);
    return events;
  }

  function expectedOf(offices: Office[], deliveries: Delivery[], events: Event[]) {
    const sums = new Sums();
    for (const delivery of deliveries) {
      if (!delivery.sentAt) continue;
      const office = offices.find((each) => each.id === delivery.officeId) as Office;
      const day = dayIn(office.zone, delivery.sentAt);
      const own = events.filter((event) => event.deliveryId === delivery.id && !event.automated);
      const status = delivery.status as DeliveryStatus;
      const figures = {
        sent: Number(status !== 'pending' && status !== 'sending'),
        delivered: Number(DELIVERED_STATUSES.includes(status)),
        opened: Number(own.length > 0),
        clicked: Number(own.some((event) => event.kind === 'click')),
        bounced: Number(status === 'bounced'),
        unsubscribed: Number(status === 'unsubscribed'),
      };
      for (const [measure, value] of Object.entries(figures)) sums.add(office.id, day, null, measure, value);
      for (const id of delivery.newsIds) {
        const item = office.news.find((each) => each.id === id);
        sums.add(office.id, day, id, 'sends', figures.sent);
        sums.add(office.id, day, id, 'deliveries', figures.delivered);
        sums.add(office.id, day, id, 'opens', figures.opened);
        sums.add(office.id, day, id, 'bounces', figures.bounced);
        sums.add(office.id, day, id, 'unsubscribes', figures.unsubscribed);
        const link = item && sharePageUrl(t.config.publicUrl, office.key, item.slug);
        sums.add(
          office.id,
          day,
          id,
          'clicks',
          Number(own.some((event) => event.kind === 'click' && event.url === link)),
        );
      }
    }
    return sums.plain();
  }

  it('equal the raw counts on generated data, and a late open or click corrects its sending day', async () => {
    const offices = [await officeIn('Europe/Madrid'), await officeIn('America/Los_Angeles')];
    const deliveries = await generateCampaigns(offices, 42);
    const events = await generateEvents(offices, deliveries, 43, t.clock.now());
    await records.rollUpLast(40);
    expect(await rolledUp('newsletter', offices)).toEqual(expectedOf(offices, deliveries, events));

    // The scheduled run, then opens and clicks of messages sent days ago: their sending days change.
    await records.rollUp();
    t.clock.advance(HOUR);
    const late = await generateEvents(offices, deliveries, 44, t.clock.now());
    t.clock.advance(HOUR);
    await records.rollUp();
    expect(await rolledUp('newsletter', offices)).toEqual(
      expectedOf(offices, deliveries, [...events, ...late]),
    );
  });
});

describe('social roll-ups', () => {
  type Reading = typeof socialPostMetrics.$inferInsert;
  type Post = { id: string; officeId: string; newsId: string; network: SocialNetwork; publishedAt: Date };

  async function generatePosts(offices: Office[], seed: number) {
    const random = generator(seed);
    const posts: Post[] = [];
    for (const office of offices) {
      for (const item of office.news) {
        for (const network of SOCIAL_NETWORKS.filter(() => random() < 0.6)) {
          const publishedAt = new Date(t.clock.now().getTime() - Math.floor(random() * 15 * 24 + 1) * HOUR);
          posts.push({ id: randomUUID(), officeId: office.id, newsId: item.id, network, publishedAt });
        }
      }
    }
    await t.db
      .insert(socialPosts)
      .values(posts.map((post) => ({ ...post, status: 'published' as const, text: 'x' })));
    return posts;
  }

  /** Readings every few hours from `from` to now, from `start`: levels mostly rising, now and then falling. */
  async function generateReadings(posts: Post[], seed: number, from: (post: Post) => Date, start = 0) {
    const random = generator(seed);
    const readings: Reading[] = [];
    for (const post of posts) {
      const level = { likes: start, comments: start, shares: start, impressions: start };
      for (
        let at = from(post).getTime();
        at <= t.clock.now().getTime();
        at += Math.ceil(random() * 30) * HOUR
      ) {
        for (const measure of ['likes', 'comments', 'shares', 'impressions'] as const)
          level[measure] = Math.max(0, level[measure] + Math.floor(random() * 6) - 1);
        readings.push({
          officeId: post.officeId,
          postId: post.id,
          takenAt: new Date(at),
          ...level,
          // X tells no impressions.
          impressions: post.network === 'twitter' ? null : level.impressions,
        });
      }
    }
    if (readings.length > 0) await t.db.insert(socialPostMetrics).values(readings);
    return readings;
  }

  function expectedOf(offices: Office[], posts: Post[], readings: Reading[]) {
    const sums = new Sums();
    for (const post of posts) {
      const zone = (offices.find((each) => each.id === post.officeId) as Office).zone;
      const add = (day: string, measure: string, value: number) => {
        sums.add(post.officeId, day, post.newsId, measure, value);
        sums.add(post.officeId, day, post.newsId, `${measure}.${post.network}`, value);
      };
      add(dayIn(zone, post.publishedAt), 'posts', 1);
      const lastOfDay = new Map<string, Reading>();
      const own = readings.filter((reading) => reading.postId === post.id);
      own.sort((a, b) => (a.takenAt as Date).getTime() - (b.takenAt as Date).getTime());
      for (const reading of own) lastOfDay.set(dayIn(zone, reading.takenAt as Date), reading);
      const highest = { likes: 0, comments: 0, shares: 0, impressions: 0 };
      for (const [day, reading] of lastOfDay) {
        for (const measure of ['likes', 'comments', 'shares', 'impressions'] as const) {
          const level = reading[measure];
          if (level === null || level === undefined) continue;
          add(day, measure, Math.max(level - highest[measure], 0));
          highest[measure] = Math.max(highest[measure], level);
        }
      }
    }
    // A reading is a known figure, 0 included.
    return sums.plain(true);
  }

  it('count each day what the posts gained over their highest earlier reading, and a new reading its day', async () => {
    const offices = [await officeIn('Europe/Madrid', 3), await officeIn('America/Los_Angeles', 3)];
    const posts = await generatePosts(offices, 7);
    const readings = await generateReadings(posts, 8, (post) => post.publishedAt);
    await records.rollUpLast(40);
    expect(await rolledUp('social', offices)).toEqual(expectedOf(offices, posts, readings));

    await records.rollUp();
    t.clock.advance(5 * HOUR);
    const later = await generateReadings(posts.slice(0, 4), 9, () => t.clock.now(), 200);
    t.clock.advance(HOUR);
    await records.rollUp();
    expect(await rolledUp('social', offices)).toEqual(expectedOf(offices, posts, [...readings, ...later]));
  });
});
