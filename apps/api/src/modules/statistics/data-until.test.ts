import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { channelRecords } from '../../test/channel-records';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { dailyRollupsJob } from '../rollups/daily-rollups.job';

// Every statistics answer says up to when it counts (`data_until`): the figures of the hourly
// roll-ups up to the start of their last run, those read as they are recorded up to the answer.

let t: TestApp;
const records = channelRecords(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function dataUntil(path: string, token: string): Promise<string | null> {
  const response = await requestJson(t.app, 'GET', path, undefined, { token });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  // Most answers are wrapped as { object }; the social network's statistics are not (the spec's shape).
  const body = (await response.json()) as {
    object?: { data_until: string | null };
    data_until?: string | null;
  };
  return (body.object ?? body).data_until ?? null;
}

describe('data_until', () => {
  it('is the last roll-up run on the roll-ups’ answers, and now on the answers read live', async () => {
    const office = await createOffice(t.db);
    const [item] = await records.newsOf(office.id, ['Reforma laboral']);
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const admin = await signInAdmin(t.app);
    const fromRollups = [
      ['/v1/dashboard?range=week', token],
      [`/v1/news_infos/${item.id}/scorecard?range=week`, token],
      ['/v1/statistics/scorecards?group_by=author&range=week', token],
      ['/v1/admin/statistics?range=week', admin],
      ['/v1/admin/dashboard', admin],
    ] as const;

    // The roll-ups have never run: nothing says they counted anything.
    for (const [path, caller] of fromRollups) expect(await dataUntil(path, caller), path).toBeNull();

    const ranAt = t.clock.now().toISOString();
    await dailyRollupsJob.handle(jobContext(t.deps, { job: 'daily-rollups', officeId: null }), {});
    t.clock.advance(HOUR / 2);
    const now = t.clock.now().toISOString();

    for (const [path, caller] of fromRollups) expect(await dataUntil(path, caller), path).toBe(ranAt);
    for (const path of [
      '/v1/statistics/website?range=week',
      `/v1/statistics/website/news/${item.id}?range=week`,
      '/v1/statistics/newsletter?range=week',
      '/v1/statistics/social_media/linkedin?range=week',
    ]) {
      expect(await dataUntil(path, token), path).toBe(now);
    }
  });
});
