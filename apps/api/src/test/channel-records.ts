import { randomUUID } from 'node:crypto';
import type { DeliveryStatus } from '@gaceta/shared/newsletter/campaigns';
import type { SocialNetwork } from '@gaceta/shared/social';
import { jobContext } from '../context';
import {
  news,
  newsletterCampaigns,
  newsletterDeliveries,
  socialPostMetrics,
  socialPosts,
} from '../db/schema';
import { dailyRollupsJob } from '../modules/rollups/daily-rollups.job';
import { addDays } from '../modules/rollups/rollup-source';
import type { TestApp } from './harness';

type NewsValues = Partial<typeof news.$inferInsert>;
type NewsRow = typeof news.$inferSelect;
type Reading = Pick<typeof socialPostMetrics.$inferInsert, 'takenAt' | 'likes' | 'comments' | 'shares'> & {
  impressions?: number | null;
};

/**
 * The raw records the daily roll-ups read, written directly as each channel leaves them, and the
 * roll-up job run over them: for the tests of the roll-ups, the dashboards and the statistics.
 * Given the file's test app as it will be once its `beforeAll` has made it.
 */
export function channelRecords(app: () => TestApp) {
  /** The daily-rollups job: the scheduled run (the days that changed), or `{ from, to }` recomputed. */
  const rollUp = (payload: { from?: string; to?: string } = {}) =>
    dailyRollupsJob.handle(jobContext(app().deps, { job: 'daily-rollups', officeId: null }), payload);

  /** The job over the UTC days from `days` ago to two days ahead: every office's today, whatever its zone. */
  const rollUpLast = (days: number) => {
    const today = app().clock.now().toISOString().slice(0, 10);
    return rollUp({ from: addDays(today, -days), to: addDays(today, 2) });
  };

  /** The office's news items, one per title in its order, published unless `values` says otherwise. */
  async function newsOf<const Titles extends readonly string[]>(
    officeId: string,
    titles: Titles,
    values: NewsValues = {},
  ): Promise<{ [K in keyof Titles]: NewsRow }> {
    const rows = await app()
      .db.insert(news)
      .values(
        titles.map((title) => ({
          officeId,
          title,
          slug: `n-${randomUUID().slice(0, 8)}`,
          status: 'published' as const,
          ...values,
        })),
      )
      .returning();
    return rows as { [K in keyof Titles]: NewsRow };
  }

  /** A campaign of `newsIds` sent at `sentAt`: a message per status, to lector0@…, lector1@…; its deliveries. */
  async function sentNewsletter(
    officeId: string,
    { newsIds, sentAt, statuses }: { newsIds: string[]; sentAt: Date; statuses: DeliveryStatus[] },
  ) {
    const [campaign] = await app()
      .db.insert(newsletterCampaigns)
      .values({ officeId, kind: 'custom', status: 'sent', newsIds, startedAt: sentAt })
      .returning();
    return app()
      .db.insert(newsletterDeliveries)
      .values(
        statuses.map((status, index) => ({
          campaignId: campaign?.id ?? '',
          officeId,
          email: `lector${index}@example.com`,
          newsIds,
          status,
          messageId: randomUUID(),
          sentAt,
        })),
      )
      .returning();
  }

  /** An article's post, published on `network` at `publishedAt`, and the readings of its figures. */
  async function postedWithReadings(
    officeId: string,
    post: { newsId: string; network: SocialNetwork; publishedAt: Date; readings: Reading[] },
  ) {
    const [row] = await app()
      .db.insert(socialPosts)
      .values({
        officeId,
        newsId: post.newsId,
        network: post.network,
        status: 'published',
        text: 'Reforma laboral',
        publishedAt: post.publishedAt,
      })
      .returning();
    if (!row) throw new Error('post insert returned no row');
    await app()
      .db.insert(socialPostMetrics)
      .values(
        post.readings.map(({ impressions = null, ...reading }) => ({
          officeId,
          postId: row.id,
          impressions,
          ...reading,
        })),
      );
    return row;
  }

  return { rollUp, rollUpLast, newsOf, sentNewsletter, postedWithReadings };
}
