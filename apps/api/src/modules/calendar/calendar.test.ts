import type { Calendar, CalendarEntry, CalendarFeed } from '@gaceta/shared/calendar';
import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import {
  auditLog,
  newsContents,
  newsletterCampaigns,
  newsletterConfigurations,
  socialConnections,
  socialPlanning,
  socialPosts,
  subjects,
  users,
} from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';
import { newsletterHelpers } from '../../test/newsletter';
import { runAutoPublish } from '../newsletter/campaigns/campaigns.auto';

let t: TestApp;
let news: ReturnType<typeof newsHelpers>;
let nl: ReturnType<typeof newsletterHelpers>;
let subjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  news = newsHelpers(t);
  nl = newsletterHelpers(t);
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).limit(1);
  subjectId = subject?.id ?? '';
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;
const madridTime = (iso: string) => instantToWallClock(iso, 'Europe/Madrid');

async function calendar(token: string, query: string): Promise<Calendar> {
  const response = await requestJson(t.app, 'GET', `/v1/calendar?${query}`, undefined, { token });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as Calendar;
}

const move = (token: string, id: string, startsAt: string) =>
  requestJson(t.app, 'PATCH', `/v1/calendar/entries/${id}`, { starts_at: startsAt }, { token });

/** An office (Madrid) with a complete item scheduled on the web at `at`; its people's tokens. */
async function scheduledOnWeb(at: string) {
  const { office, writer, reviewer } = await news.newsOffice();
  const item = await news.completeNews(writer, { subjects: [subjectId] });
  const scheduled = await news.call(reviewer, 'POST', `/v1/news_infos/${item.id}/schedule_news`, {
    platform: 'web',
    published_at: at,
  });
  expect(scheduled.status).toBe(200);
  return { office, item, writer, reviewer };
}

/** The feed of `token`'s user, parsed by ical.js: each event with its UID, start (UTC), sequence and summary. */
async function feedEvents(url: string) {
  const response = await t.app.request(new URL(url).pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
}

async function newFeed(token: string): Promise<string> {
  const response = await requestJson(t.app, 'POST', '/v1/calendar/feed', undefined, { token });
  expect(response.status).toBe(200);
  return (await objectOf<CalendarFeed>(response)).url;
}

describe('the calendar across daylight-saving changes', () => {
  it.each([
    ['the last Sunday of March', '2027-03-28', '2027-03-28T07:00:00.000Z'],
    ['the last Sunday of October', '2027-10-31', '2027-10-31T08:00:00.000Z'],
  ])('shows 09:00 in Madrid on %s at 09:00, on the calendar and in the feed', async (_, day, utc) => {
    const { item, reviewer } = await scheduledOnWeb(utc);
    const month = await calendar(reviewer, `from=${day.slice(0, 8)}01&to=${day}`);
    expect(month.time_zone).toBe('Europe/Madrid');
    const entry = month.objects.find((each) => each.news_id === item.id);
    expect(entry).toMatchObject({ kind: 'web', status: 'scheduled', starts_at: utc, editable: true });
    expect(madridTime(utc)).toEqual({ date: day, time: '09:00' });

    const events = await feedEvents(await newFeed(reviewer));
    const event = events.find((each) => each.uid === `${entry?.id}@gaceta`);
    expect(event?.start).toBe(utc);
    expect(madridTime(event?.start ?? '')).toEqual({ date: day, time: '09:00' });
    expect(event?.summary).toMatch(/: Indemnización por despido improcedente$/);
    expect(event?.url).toBe(`${t.config.publicUrl}/news/edit/${item.id}`);
  });

  it("reads a week across the change on the office's days: 09:00 the day before and the day after", async () => {
    const { reviewer } = await scheduledOnWeb('2027-03-27T08:00:00.000Z');
    const after = await news.completeNews(reviewer, { subjects: [subjectId] });
    await news.call(reviewer, 'POST', `/v1/news_infos/${after.id}/schedule_news`, {
      platform: 'web',
      published_at: '2027-03-29T07:00:00.000Z',
    });
    const week = await calendar(reviewer, 'from=2027-03-22&to=2027-03-28');
    // Monday 29 is outside the week that ends on Sunday 28 in Madrid, whatever UTC says.
    expect(week.objects.map((entry) => madridTime(entry.starts_at))).toEqual([
      { date: '2027-03-27', time: '09:00' },
    ]);
    const next = await calendar(reviewer, 'from=2027-03-29&to=2027-04-04');
    expect(next.objects.map((entry) => madridTime(entry.starts_at))).toEqual([
      { date: '2027-03-29', time: '09:00' },
    ]);
  });
});

describe('moving a scheduled entry', () => {
  it('moves the real schedule, keeps the web window’s length, is audited and raises the feed’s SEQUENCE', async () => {
    // On a whole minute: iCalendar keeps seconds, not milliseconds.
    const at = new Date(Math.ceil(t.clock.now().getTime() / MINUTE) * MINUTE + 3 * DAY);
    const { item, reviewer } = await scheduledOnWeb(at.toISOString());
    const before = await news.publicationOf(item.id);
    const range = `from=${at.toISOString().slice(0, 10)}&to=${new Date(at.getTime() + 10 * DAY).toISOString().slice(0, 10)}`;
    const [entry] = (await calendar(reviewer, range)).objects;
    if (!entry) throw new Error('no entry');
    const windowLength = Date.parse(entry.ends_at ?? '') - Date.parse(entry.starts_at);
    const url = await newFeed(reviewer);
    const sequenceBefore = (await feedEvents(url)).find(
      (each) => each.uid === `${entry.id}@gaceta`,
    )?.sequence;

    const to = new Date(at.getTime() + 2 * DAY + 90 * MINUTE).toISOString();
    const moved = await move(reviewer, entry.id, to);
    expect(moved.status).toBe(200);
    const object = await objectOf<CalendarEntry>(moved);
    expect(object).toMatchObject({ id: entry.id, starts_at: to, editable: true });
    expect(Date.parse(object.ends_at ?? '') - Date.parse(to)).toBe(windowLength);
    expect(object.sequence).toBeGreaterThan(entry.sequence);
    const after = await news.publicationOf(item.id);
    expect(after).toMatchObject({ id: before?.id, state: 'scheduled', scheduledAt: new Date(to) });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calendar.move'), eq(auditLog.targetId, before?.id ?? '')));
    expect(audit?.data).toEqual({ entry: entry.id, from: at.toISOString(), to });
    const event = (await feedEvents(url)).find((each) => each.uid === `${entry.id}@gaceta`);
    expect(event?.start).toBe(to);
    expect(event?.sequence).toBeGreaterThan(sequenceBefore ?? Number.POSITIVE_INFINITY);
  });

  it('refuses a time in the past, what went out, what is planned, another office’s entry and a role that may not schedule', async () => {
    const at = new Date(t.clock.now().getTime() + 2 * DAY);
    const { office, item, reviewer } = await scheduledOnWeb(at.toISOString());
    const [entry] = (
      await calendar(reviewer, `from=${at.toISOString().slice(0, 10)}&to=${at.toISOString().slice(0, 10)}`)
    ).objects;
    if (!entry) throw new Error('no entry');
    const past = await move(reviewer, entry.id, new Date(t.clock.now().getTime() - MINUTE).toISOString());
    expect(await errorOf(past)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['starts_at'] });

    const [post] = await t.db
      .insert(socialPosts)
      .values({
        officeId: office.id,
        newsId: item.id,
        network: 'linkedin',
        status: 'published',
        text: 'Publicado',
        publishedAt: new Date(),
      })
      .returning();
    const sent = await move(reviewer, `post:${post?.id}`, at.toISOString());
    expect(await errorOf(sent)).toMatchObject({ status: 409, code: 'CALENDAR_ENTRY_NOT_MOVABLE' });
    const planned = await move(reviewer, `auto:${at.toISOString()}`, at.toISOString());
    expect(await errorOf(planned)).toMatchObject({ status: 409, code: 'CALENDAR_ENTRY_NOT_MOVABLE' });

    const other = await news.newsOffice();
    expect((await move(other.reviewer, entry.id, at.toISOString())).status).toBe(404);
    expect((await move(other.reviewer, `post:${post?.id}`, at.toISOString())).status).toBe(404);

    const statistics = (await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] }))
      .token;
    const seen = (
      await calendar(statistics, `from=${at.toISOString().slice(0, 10)}&to=${at.toISOString().slice(0, 10)}`)
    ).objects;
    expect(seen.find((each) => each.id === entry.id)).toMatchObject({ editable: false });
    expect((await move(statistics, entry.id, at.toISOString())).status).toBe(403);
    expect(await news.publicationOf(item.id)).toMatchObject({ scheduledAt: at });
  });
});

describe('what the calendar shows', () => {
  it('every channel in its states: web, newsletters sent and scheduled, posts published, failed and on their way', async () => {
    const setup = await nl.newsletterOffice();
    const officeId = setup.office.id;
    const item = await nl.newsItem(officeId, { title: 'Reforma laboral', subjectIds: [subjectId] });
    await nl.recipients(officeId, [{ email: 'lectora@example.test' }]);
    const created = await requestJson(
      t.app,
      'POST',
      '/v1/newsletter/campaigns',
      { news_ids: [item.id] },
      { token: setup.reviewer },
    );
    const sent = await objectOf<Campaign>(created);
    await requestJson(
      t.app,
      'POST',
      `/v1/newsletter/campaigns/${sent.id}/send`,
      {},
      { token: setup.reviewer },
    );
    await nl.runSendingJobs();
    const second = await nl.newsItem(officeId, { title: 'Nueva ley concursal' });
    const draft = await objectOf<Campaign>(
      await requestJson(
        t.app,
        'POST',
        '/v1/newsletter/campaigns',
        { news_ids: [second.id], subject: 'Boletín de marzo' },
        { token: setup.reviewer },
      ),
    );
    const later = new Date(t.clock.now().getTime() + DAY).toISOString();
    const scheduled = await requestJson(
      t.app,
      'POST',
      `/v1/newsletter/campaigns/${draft.id}/schedule`,
      { at: later },
      { token: setup.reviewer },
    );
    expect(scheduled.status).toBe(200);
    const now = t.clock.now();
    await t.db.insert(socialPosts).values([
      {
        officeId,
        newsId: item.id,
        network: 'linkedin',
        status: 'published',
        text: 'Publicado',
        publishedAt: now,
        likes: 7,
        comments: 2,
        shares: 1,
      },
      {
        officeId,
        newsId: item.id,
        network: 'twitter',
        status: 'failed',
        text: 'Fallido',
        attemptedAt: now,
        error: 'Duplicate content',
      },
      {
        officeId,
        newsId: item.id,
        network: 'instagram',
        status: 'pending',
        text: 'En camino',
        attemptedAt: now,
      },
    ]);

    const days = `from=${instantToWallClock(new Date(now.getTime() - DAY).toISOString(), 'Europe/Madrid').date}&to=${instantToWallClock(new Date(now.getTime() + 2 * DAY).toISOString(), 'Europe/Madrid').date}`;
    const { objects } = await calendar(setup.reviewer, days);
    const shape = objects.map(({ kind, network, status, title }) => ({ kind, network, status, title }));
    expect(shape).toEqual(
      expect.arrayContaining([
        { kind: 'newsletter', network: undefined, status: 'sent', title: 'Reforma laboral' },
        { kind: 'newsletter', network: undefined, status: 'scheduled', title: 'Boletín de marzo' },
        { kind: 'social', network: 'linkedin', status: 'published', title: 'Reforma laboral' },
        { kind: 'social', network: 'twitter', status: 'failed', title: 'Reforma laboral' },
        { kind: 'social', network: 'instagram', status: 'scheduled', title: 'Reforma laboral' },
      ]),
    );
    expect(objects.find((entry) => entry.campaign_id === sent.id)).toMatchObject({
      newsletter: { sent: 1, opened: 0, clicked: 0 },
      editable: false,
    });
    expect(objects.find((entry) => entry.campaign_id === draft.id)).toMatchObject({
      starts_at: later,
      editable: true,
    });
    expect(objects.find((entry) => entry.network === 'linkedin')).toMatchObject({
      social: { likes: 7, comments: 2, shares: 1, impressions: null },
    });
    expect(objects.find((entry) => entry.network === 'twitter')).toMatchObject({
      reason: 'Duplicate content',
    });

    // Filters: by channel, by subject (the scheduled newsletter's item has none), by author.
    const social = await calendar(setup.reviewer, `${days}&channels=social`);
    expect(new Set(social.objects.map((entry) => entry.kind))).toEqual(new Set(['social']));
    const bySubject = await calendar(setup.reviewer, `${days}&subject=${subjectId}`);
    expect(bySubject.objects.some((entry) => entry.campaign_id === draft.id)).toBe(false);
    expect(bySubject.objects.some((entry) => entry.campaign_id === sent.id)).toBe(true);
    expect((await calendar(setup.reviewer, `${days}&author=Nadie`)).objects).toEqual([]);

    // A content writer reads the website's calendar only; another office, none of this one's.
    const writer = (await createSignedInUser(t, { officeId, roles: ['content_genrator'] })).token;
    expect((await calendar(writer, days)).objects.filter((entry) => entry.kind !== 'web')).toEqual([]);
    const stranger = await nl.newsletterOffice();
    expect((await calendar(stranger.reviewer, days)).objects).toEqual([]);
  });

  it("projects the automatic newsletter's runs, and the sweep then makes exactly those", async () => {
    const setup = await nl.newsletterOffice();
    const officeId = setup.office.id;
    await t.db
      .update(newsletterConfigurations)
      .set({ autoPublish: true, interval: 1, intervalUnit: 'week', sendingDays: [2, 5], sendFrom: '08:30' })
      .where(eq(newsletterConfigurations.officeId, officeId));
    await nl.recipients(officeId, [{ email: 'semanal@example.test' }]);
    const first = await nl.newsItem(officeId, { title: 'Lo que saldría ahora' });
    const from = instantToWallClock(t.clock.now().toISOString(), 'Europe/Madrid').date;
    const to = instantToWallClock(
      new Date(t.clock.now().getTime() + 20 * DAY).toISOString(),
      'Europe/Madrid',
    ).date;
    const planned = (
      await calendar(setup.reviewer, `from=${from}&to=${to}&channels=newsletter`)
    ).objects.filter((entry) => entry.status === 'planned');
    expect(planned.length).toBeGreaterThanOrEqual(5);
    expect(planned[0]?.items).toEqual([{ id: first.id, title: 'Lo que saldría ahora' }]);
    for (const entry of planned) expect(madridTime(entry.starts_at).time).toBe('08:30');

    const platform = jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: null });
    const made: string[] = [];
    for (const [index, entry] of planned.slice(0, 3).entries()) {
      if (index > 0) await nl.newsItem(officeId, { title: `Novedad ${index}` });
      const run = Date.parse(entry.starts_at);
      t.clock.advance(run - MINUTE - t.clock.now().getTime());
      expect((await runAutoPublish(platform)).sent).not.toContain(officeId);
      t.clock.advance(2 * MINUTE);
      expect((await runAutoPublish(platform)).sent).toContain(officeId);
      const [campaign] = await t.db
        .select({ createdAt: newsletterCampaigns.createdAt })
        .from(newsletterCampaigns)
        .where(and(eq(newsletterCampaigns.officeId, officeId), eq(newsletterCampaigns.kind, 'auto')))
        .orderBy(newsletterCampaigns.createdAt);
      expect(campaign).toBeDefined();
      made.push(entry.starts_at);
    }
    expect(made).toEqual(planned.slice(0, 3).map((entry) => entry.starts_at));
  });

  it('deals the ready items out over the social planning’s next slots', async () => {
    const { office, reviewer } = await nl.newsletterOffice();
    await t.db.insert(socialConnections).values({
      officeId: office.id,
      network: 'linkedin',
      status: 'connected',
      accountId: 'urn:li:person:1',
      accountName: 'Despacho',
      sealedCredentials: 'sealed',
      connectedAt: t.clock.now(),
    });
    await t.db.insert(socialPlanning).values({
      officeId: office.id,
      maxPostsPerSend: 1,
      publicationType: 'link',
      publicationHours: ['10:00', '17:00'],
      scheduleDays: [1, 2, 3, 4, 5, 6, 7],
      autoPublish: true,
      sentUntil: t.clock.now(),
    });
    const ready = [];
    for (const title of ['Primera lista', 'Segunda lista']) {
      const row = await nl.newsItem(office.id, { title, status: 'ready_to_publish' });
      await t.db.insert(newsContents).values({ newsId: row.id, channel: 'linkedin', content: title });
      ready.push(row);
    }
    const from = instantToWallClock(t.clock.now().toISOString(), 'Europe/Madrid').date;
    const to = instantToWallClock(
      new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
      'Europe/Madrid',
    ).date;
    const slots = (await calendar(reviewer, `from=${from}&to=${to}&channels=social`)).objects;
    expect(slots.every((entry) => entry.status === 'planned' && entry.id.startsWith('slot:'))).toBe(true);
    const filled = slots.filter((entry) => (entry.items ?? []).length > 0);
    expect(filled.map((entry) => entry.items?.map((each) => each.title))).toEqual([
      ['Primera lista'],
      ['Segunda lista'],
    ]);
    expect(new Set(slots.map((entry) => madridTime(entry.starts_at).time))).toEqual(
      new Set(['10:00', '17:00']),
    );
  });

  it('refuses a range backwards, longer than 400 days or of an unknown channel, with the field named', async () => {
    const { reviewer } = await news.newsOffice();
    for (const query of [
      'from=2027-02-01&to=2027-01-01',
      'from=2027-01-01&to=2028-02-05',
      'from=2027-01-01&to=2027-01-31&channels=fax',
      'from=2027-13-01&to=2027-01-31',
    ]) {
      const response = await requestJson(t.app, 'GET', `/v1/calendar?${query}`, undefined, {
        token: reviewer,
      });
      expect((await errorOf(response)).status, query).toBe(422);
    }
  });
});

describe('the calendar feed', () => {
  it('answers at a secret address until revoked or replaced, for an active user, and is never logged', async () => {
    const at = new Date(t.clock.now().getTime() + 5 * DAY).toISOString();
    const { office, reviewer } = await scheduledOnWeb(at);
    const url = await newFeed(reviewer);
    const token = new URL(url).pathname.split('/').pop()?.replace('.ics', '') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await feedEvents(url)).toHaveLength(1);

    // Another office's user has their own feed, without this office's entries.
    const stranger = await news.newsOffice();
    expect(await feedEvents(await newFeed(stranger.reviewer))).toEqual([]);

    const replaced = await newFeed(reviewer);
    expect((await t.app.request(new URL(url).pathname)).status).toBe(404);
    expect(await feedEvents(replaced)).toHaveLength(1);
    const state = await requestJson(t.app, 'GET', '/v1/calendar/feed', undefined, { token: reviewer });
    expect(await objectOf(state)).toMatchObject({ active: true });

    const revoked = await requestJson(t.app, 'DELETE', '/v1/calendar/feed', undefined, { token: reviewer });
    expect(revoked.status).toBe(200);
    expect((await t.app.request(new URL(replaced).pathname)).status).toBe(404);

    // A user deactivated since loses their feed's answers.
    const writer = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
    const writerFeed = await newFeed(writer.token);
    expect(await feedEvents(writerFeed)).toHaveLength(1);
    await t.db.update(users).set({ active: false }).where(eq(users.id, writer.user.id));
    expect((await t.app.request(new URL(writerFeed).pathname)).status).toBe(404);

    const logged = JSON.stringify(t.logs);
    for (const address of [url, replaced, writerFeed]) {
      expect(logged).not.toContain(new URL(address).pathname.split('/').pop()?.replace('.ics', ''));
    }
  });
});
