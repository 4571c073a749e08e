import type { NewsletterStatistics } from '@gaceta/shared/newsletter/campaigns';
import type { SocialStatistics } from '@gaceta/shared/social';
import type { Dashboard } from '@gaceta/shared/statistics/dashboards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailPackageRequests,
  emailQuotas,
  newsletterConfigurations,
  newsletterEvents,
  socialConnections,
} from '../../db/schema';
import { channelRecords } from '../../test/channel-records';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';

/** The dashboard's newsletter and social panels: from the roll-ups, the figures their statistics screens give. */

let t: TestApp;
const records = channelRecords(() => t);
// LinkedIn's app is configured here and the others' are not: the panel says which networks can publish.
beforeAll(async () => {
  t = await createTestApp({ env: { LINKEDIN_CLIENT_ID: 'client', LINKEDIN_CLIENT_SECRET: 'secret' } });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

async function bodyOf<T>(path: string, token: string): Promise<T> {
  const response = await requestJson(t.app, 'GET', path, undefined, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
const objectOf = async <T>(path: string, token: string) => (await bodyOf<{ object: T }>(path, token)).object;

/** An office that sent two newsletters and posted on LinkedIn in the last days, all rolled up. */
async function officeWithChannels() {
  const office = await createOffice(t.db);
  const [{ id: newsId }] = await records.newsOf(office.id, ['Reforma laboral']);
  for (const [days, statuses] of [
    [1, ['sent', 'sent', 'bounced', 'failed']],
    [9, ['sent', 'unsubscribed']],
  ] as const) {
    const deliveries = await records.sentNewsletter(office.id, {
      newsIds: [newsId],
      sentAt: daysAgo(days),
      statuses: [...statuses],
    });
    const [first, second] = deliveries;
    await t.db.insert(newsletterEvents).values([
      { officeId: office.id, deliveryId: first?.id ?? '', kind: 'open' },
      { officeId: office.id, deliveryId: first?.id ?? '', kind: 'click', url: 'https://boe.es' },
      { officeId: office.id, deliveryId: second?.id ?? '', kind: 'open', automated: true },
    ]);
  }
  await t.db.insert(newsletterConfigurations).values({ officeId: office.id, autoPublish: true });
  await t.db.insert(emailQuotas).values({ officeId: office.id, contracted: 1000, sent: 6 });
  const connection = (network: 'linkedin' | 'twitter', status: 'connected' | 'reconnect_needed') => ({
    officeId: office.id,
    network,
    status,
    accountId: network,
    accountName: `Despacho en ${network}`,
    sealedCredentials: 'sealed',
    connectedAt: daysAgo(30),
  });
  await t.db
    .insert(socialConnections)
    .values([connection('linkedin', 'connected'), connection('twitter', 'reconnect_needed')]);
  await records.postedWithReadings(office.id, {
    newsId,
    network: 'linkedin',
    publishedAt: daysAgo(3),
    readings: [
      [3, 2, 0, 1, 40],
      [2.9, 5, 1, 1, 90],
      [2, 9, 2, 3, 150],
      [0.1, 10, 2, 4, 170],
    ].map(([days, likes, comments, shares, impressions]) => ({
      takenAt: daysAgo(days as number),
      likes: likes as number,
      comments: comments as number,
      shares: shares as number,
      impressions: impressions as number,
    })),
  });
  await records.rollUpLast(40);
  return office;
}

describe('GET /v1/dashboard: newsletter and social panels', () => {
  it('give, from the roll-ups, the figures of the newsletter and social statistics, with settings and quota', async () => {
    const office = await officeWithChannels();
    const { token } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['client_statstics', 'client_reviewer'],
    });
    for (const range of ['week', 'month'] as const) {
      const { panels } = await objectOf<Dashboard>(`/v1/dashboard?range=${range}`, token);
      const screen = await objectOf<NewsletterStatistics>(`/v1/statistics/newsletter?range=${range}`, token);
      // The same counts; the screen adds its rates and the panel's series leaves out the losses.
      const { open_rate, click_rate, ...counts } = screen.totals;
      expect(panels.newsletter?.totals).toEqual(counts);
      expect(
        panels.newsletter?.series.map(({ date, sent, delivered, opened, clicked }) => ({
          period: date,
          sent,
          delivered,
          opened,
          clicked,
        })),
      ).toEqual(
        screen.series.map(({ period, sent, delivered, opened, clicked }) => ({
          period,
          sent,
          delivered,
          opened,
          clicked,
        })),
      );
      const social = await bodyOf<SocialStatistics>(
        `/v1/statistics/social_media/linkedin?range=${range}`,
        token,
      );
      const linkedin = panels.social?.networks.find((network) => network.social_network === 'linkedin');
      const { engagement_rate, ...socialCounts } = social.totals;
      expect(linkedin?.totals).toEqual(socialCounts);
      const engagement = ({ date, likes, comments, shares }: (typeof social.series)[number]) => ({
        date,
        likes,
        comments,
        shares,
      });
      expect(linkedin?.series.map(engagement)).toEqual(social.series.map(engagement));
    }
    const { panels } = await objectOf<Dashboard>('/v1/dashboard?range=week', token);
    expect(panels.newsletter?.totals).toEqual({
      sent: 4,
      delivered: 3,
      opened: 1,
      clicked: 1,
      bounced: 1,
      unsubscribed: 0,
    });
    expect(panels.newsletter).toMatchObject({
      auto_publish: true,
      cadence: { interval: 1, interval_unit: 'week', sending_days: [1], send_from: '09:00' },
      quota: { used: 6, contracted: 1000, request_pending: false, may_request_more: true },
    });
    expect(panels.newsletter?.cadence.next_run_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      panels.social?.networks.map((network) => [
        network.social_network,
        network.status,
        network.available,
        network.posts,
      ]),
    ).toEqual([
      ['facebook', 'not_connected', false, 0],
      ['linkedin', 'connected', true, 1],
      ['twitter', 'reconnect_needed', false, 0],
      ['instagram', 'not_connected', false, 0],
    ]);
    expect(panels.social?.networks[0]?.totals).toEqual({
      likes: 0,
      comments: 0,
      shares: 0,
      impressions: null,
    });
  });

  it('lets only newsletter managers ask for more emails, and none while a request waits', async () => {
    const office = await officeWithChannels();
    const statistics = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const quotaOf = async (token: string) =>
      (await objectOf<Dashboard>('/v1/dashboard', token)).panels.newsletter?.quota;
    expect(await quotaOf(statistics.token)).toMatchObject({
      may_request_more: false,
      request_pending: false,
    });
    await t.db.insert(emailPackageRequests).values({ officeId: office.id, package: 1000 });
    const both = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['client_statstics', 'client_reviewer'],
    });
    expect(await quotaOf(both.token)).toMatchObject({ may_request_more: false, request_pending: true });
  });
});
