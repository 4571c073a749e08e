import { randomUUID } from 'node:crypto';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { AdminDashboard, Dashboard } from '@gaceta/shared/statistics/dashboards';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage, emailPackageRequests, emailQuotas, socialConnections, webEvents } from '../../db/schema';
import { channelRecords } from '../../test/channel-records';
import { createOffice, createSignedInUser, createUser, signInAdmin, uniqueEmail } from '../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../test/harness';
import { dailyRollupsJob } from '../rollups/daily-rollups.job';
import { addDays } from '../rollups/rollup-source';

let t: TestApp;
const records = channelRecords(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => instantToWallClock(t.clock.now().toISOString(), 'Europe/Madrid').date;
const rollUp = () => records.rollUpLast(30);

const get = (path: string, token: string) => requestJson(t.app, 'GET', path, undefined, { token });

/** An office with two articles read on its website in the last days. */
async function officeWithReaders() {
  const office = await createOffice(t.db);
  const [reform, inheritance] = await records.newsOf(office.id, ['Reforma laboral', 'Herencias']);
  await records.newsOf(office.id, ['Borrador'], { status: 'in_preparation' });
  const event = (
    newsId: string | null,
    kind: 'impression' | 'view' | 'share',
    daysAgo: number,
    visitor: string,
  ) => ({
    officeId: office.id,
    newsId,
    kind,
    network: kind === 'share' ? 'email' : '',
    day: addDays(today(), -daysAgo),
    visitorHash: visitor,
  });
  await t.db
    .insert(webEvents)
    .values([
      event(null, 'impression', 0, 'a'),
      event(reform.id, 'view', 0, 'a'),
      event(reform.id, 'view', 0, 'b'),
      event(inheritance.id, 'view', 0, 'a'),
      event(inheritance.id, 'share', 0, 'a'),
      event(reform.id, 'view', 3, 'c'),
      event(inheritance.id, 'view', 20, 'd'),
    ]);
  await rollUp();
  return { office, reform, inheritance };
}

async function dashboardOf(token: string, range = 'week'): Promise<Dashboard> {
  const response = await get(`/v1/dashboard?range=${range}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { object: Dashboard }).object;
}

describe('GET /v1/dashboard', () => {
  it('gives the web panel from the roll-ups: totals, a day per bucket and the most read', async () => {
    const { office, reform, inheritance } = await officeWithReaders();
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const week = await dashboardOf(token);
    expect(week).toMatchObject({
      range: 'week',
      from: addDays(today(), -6),
      to: today(),
      time_zone: 'Europe/Madrid',
    });
    expect(week.panels.web?.totals).toEqual({ impressions: 1, views: 4, visitors: 3, shares: 1 });
    expect(week.panels.web?.series).toHaveLength(7);
    expect(week.panels.web?.series.at(-1)).toEqual({
      date: today(),
      impressions: 1,
      views: 3,
      visitors: 2,
      shares: 1,
    });
    expect(week.panels.web?.most_read).toEqual([
      { id: reform.id, title: 'Reforma laboral', views: 3, visitors: 3, shares: 0 },
      { id: inheritance.id, title: 'Herencias', views: 1, visitors: 1, shares: 1 },
    ]);
    const month = await dashboardOf(token, 'month');
    expect(month.panels.web?.totals.views).toBe(5);
    expect(month.panels.web?.most_read.map((item) => item.views)).toEqual([3, 2]);
  });

  it.each<[OfficeRole[], string[]]>([
    [['client_statstics'], ['news', 'newsletter', 'social', 'web']],
    [['content_genrator'], ['news']],
    [['client_reviewer'], ['news', 'newsletter', 'social', 'web']],
    [['user_account_management'], ['accounts']],
  ])('gives %j only the panels %j', async (roles, panels) => {
    const { office } = await officeWithReaders();
    const { token } = await createSignedInUser(t, { officeId: office.id, roles });
    expect(Object.keys((await dashboardOf(token)).panels).sort()).toEqual(panels);
  });

  it("shows the account manager the office's users, pending invitations and roles nobody active holds", async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['user_account_management'],
    });
    await createUser(t.db, { officeId: office.id, roles: ['content_genrator', 'client_reviewer'] });
    // An inactive statistics reviewer holds the role for nobody.
    await createUser(t.db, { officeId: office.id, roles: ['client_statstics'], active: false });
    const invited = await requestJson(
      t.app,
      'POST',
      '/v1/users',
      { first_name: 'Nuria', last_name: 'Nueva', email: uniqueEmail('nuria'), roles: ['client_statstics'] },
      { token },
    );
    expect(invited.status).toBe(201);
    // Another office's invitation is not this one's.
    await createUser(t.db, { officeId: (await createOffice(t.db)).id, roles: ['client_statstics'] });
    const { accounts } = (await dashboardOf(token)).panels;
    expect(accounts).toEqual({
      users: { active: 3, inactive: 1 },
      pending_invitations: [
        {
          id: expect.any(String),
          first_name: 'Nuria',
          last_name: 'Nueva',
          email: expect.stringMatching(/^nuria-/),
          invited_at: expect.any(String),
        },
      ],
      roles_without_anyone: ['client_statstics'],
    });
  });

  it('counts only the caller’s office', async () => {
    const { office } = await officeWithReaders();
    await officeWithReaders();
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const { panels } = await dashboardOf(token);
    expect(panels.news?.by_status).toEqual({
      in_preparation: 1,
      ready_to_publish: 0,
      publishing: 0,
      published: 2,
      not_published: 0,
    });
    expect(panels.web?.totals.views).toBe(4);
  });

  it('refuses a bad range, and the provider acting as itself', async () => {
    const { office } = await officeWithReaders();
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    expect(await errorOf(await get('/v1/dashboard?range=day', token))).toMatchObject({ status: 422 });
    expect((await get('/v1/dashboard', await signInAdmin(t.app))).status).toBe(403);
  });
});

describe('GET /v1/admin/dashboard', () => {
  it('counts offices, library, emails, social reconnections, failed jobs, the most active offices and AI use', async () => {
    const { office, reform } = await officeWithReaders();
    // The most read office of the file.
    await t.db.insert(webEvents).values({
      officeId: office.id,
      newsId: reform.id,
      kind: 'view',
      day: today(),
      visitorHash: 'z',
      count: 3,
    });
    await rollUp();
    await t.db.insert(emailQuotas).values({ officeId: office.id, contracted: 1000, sent: 250 });
    await t.db.insert(emailPackageRequests).values({ officeId: office.id, package: 1000 });
    const connection = (network: 'linkedin' | 'twitter', status: 'connected' | 'reconnect_needed') => ({
      officeId: office.id,
      network,
      status,
      accountId: network,
      accountName: office.name,
      sealedCredentials: 'sealed',
      connectedAt: t.clock.now(),
    });
    await t.db
      .insert(socialConnections)
      .values([connection('linkedin', 'reconnect_needed'), connection('twitter', 'connected')]);
    await t.db.insert(aiUsage).values({
      officeId: office.id,
      day: today(),
      action: 'summary',
      engine: 'offline',
      calls: 4,
      inputTokens: 100,
      outputTokens: 40,
    });
    // A run that failed for good: handed out, then failed with no retry left.
    await t.queue.boss.send(dailyRollupsJob.name, {}, { retryLimit: 0 });
    const [running] = await t.queue.boss.fetch(dailyRollupsJob.name);
    const failing = running?.id ?? '';
    await t.queue.boss.fail(dailyRollupsJob.name, failing, { message: 'boom' });
    const admin = await signInAdmin(t.app);
    const response = await get('/v1/admin/dashboard', admin);
    expect(response.status, await response.clone().text()).toBe(200);
    const { object } = (await response.json()) as { object: AdminDashboard };
    expect(object.offices.total).toBeGreaterThanOrEqual(1);
    expect(object.emails).toMatchObject({ sent: 250, contracted: 1000, pending_package_requests: 1 });
    // Without a provider, what offices are missing (ai.test.ts has the provider's side).
    expect(object.ai).toEqual({
      calls: 4,
      input_tokens: 100,
      output_tokens: 40,
      offices: 1,
      engine: 'offline',
      missing_text_actions: [
        'improve',
        'simplify',
        'suggest',
        'synonyms',
        'lengthen',
        'section_title',
        'success_case',
      ],
      image_from_prompt: false,
      stock_images: 'office',
    });
    expect(object.most_active_offices[0]).toMatchObject({ id: office.id, views: 8, news_written: 3 });
    expect(object.failed_jobs.last_day).toBe(1);
    expect(object.social.offices).toContainEqual({
      id: office.id,
      name: office.name,
      networks: ['linkedin'],
    });
    expect(object.social.reconnect_needed).toBeGreaterThanOrEqual(1);
    expect(object.failed_jobs.latest[0]).toMatchObject({ id: failing, name: 'daily-rollups' });
    // Each failed run opens with what it ended with.
    const run = await get(`/v1/admin/jobs/${failing}`, admin);
    expect(run.status, await run.clone().text()).toBe(200);
    expect((await run.json()).object).toMatchObject({
      id: failing,
      name: 'daily-rollups',
      state: 'failed',
      output: { message: 'boom' },
      retry_count: 0,
    });
    expect((await get(`/v1/admin/jobs/${randomUUID()}`, admin)).status).toBe(404);
  });

  it('is the provider’s only', async () => {
    const { office } = await officeWithReaders();
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect((await get('/v1/admin/dashboard', token)).status).toBe(403);
  });
});
