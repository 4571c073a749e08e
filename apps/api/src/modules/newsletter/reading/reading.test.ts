import { ENGAGEMENT_SCORE, type Interest, type RecipientActivity } from '@gaceta/shared/newsletter/reading';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, news } from '../../../db/schema';
import { csvOf } from '../../../test/csv';
import { createSignedInUser, signInAdmin } from '../../../test/factories';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { DAY_MS, readingHelpers } from '../../../test/reading';
import { generator } from '../../demo/random';
import { looksAutomated } from '../tracking/tracking.service';

// Who reads what: one recipient's reading and the interest list, their scores against a plain
// recomputation over generated events, and who may read them.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;
let r: ReturnType<typeof readingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
  r = readingHelpers(t);
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0) Firefox/131.0';
const SCANNER = 'Mimecast-URL-Protect/1.0';

/** What the generator wrote: each message, and each event as recorded (the scanner rule applied). */
interface Generated {
  recipientId: string;
  sentAt: Date;
  newsIds: string[];
  events: { kind: 'open' | 'click'; at: Date; newsId: string | null; automated: boolean }[];
}

/**
 * An office whose eight readers got nine newsletters over the last 80 days, each carrying two or
 * three of six articles (three subjects, two authors), and opened and clicked them at random: by
 * people, by scanners, within the first seconds, clicks without opens, clicks on the source.
 */
async function generatedOffice(seed: number) {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const setup = await h.newsletterOffice();
  const subjects = await h.subjectIds(3);
  const [labour, tax, civil] = subjects as [string, string, string];
  const specs = [
    { subjectIds: [labour], author: 'Ana Ruiz' },
    { subjectIds: [labour, tax], author: 'Ana Ruiz' },
    { subjectIds: [tax], author: 'Luis Gil' },
    { subjectIds: [tax], author: 'Luis Gil' },
    { subjectIds: [civil], author: 'Luis Gil' },
    { subjectIds: [labour], author: 'Luis Gil' },
  ];
  const items = [];
  for (const spec of specs) {
    const item = await h.newsItem(setup.office.id, { subjectIds: spec.subjectIds });
    await t.db.update(news).set({ author: spec.author }).where(eq(news.id, item.id));
    items.push({ ...item, ...spec });
  }
  const people = await h.recipients(
    setup.office.id,
    Array.from({ length: 8 }, (_, index) => ({ email: `lector${index}.${seed}@example.test` })),
  );
  const generated: Generated[] = [];
  const now = t.clock.now().getTime();
  for (let campaignIndex = 0; campaignIndex < 9; campaignIndex += 1) {
    const carried = items.filter(() => random() < 0.5).slice(0, 3);
    if (carried.length === 0) carried.push(pick(items));
    const sentAt = new Date(now - (80 - campaignIndex * 9) * DAY_MS - Math.floor(random() * 3_600_000));
    const campaign = await r.sentCampaign(setup.office, carried, sentAt);
    for (const person of people) {
      const delivery = await r.message(campaign, person, sentAt);
      const message: Generated = { recipientId: person.id, sentAt, newsIds: campaign.newsIds, events: [] };
      generated.push(message);
      const record = async (
        kind: 'open' | 'click',
        link: number | undefined,
        userAgent: string,
        afterMs: number,
      ) => {
        const at = new Date(sentAt.getTime() + afterMs);
        const automated = looksAutomated({ userAgent, method: 'GET' }, sentAt, at);
        await r.event(delivery, campaign, kind, at, { ...(link !== undefined && { link }), automated });
        const url = link === undefined ? null : campaign.links[link];
        const article = carried.find((item) => url?.endsWith(`/${item.slug}`));
        message.events.push({ kind, at, newsId: article?.id ?? null, automated });
      };
      const roll = random();
      // A scanner fetches everything as it arrives, in about a third of the mailboxes.
      if (roll < 0.35) await record('open', undefined, SCANNER, 1_000);
      if (random() < 0.3) await record('open', undefined, BROWSER, 3_000); // faster than a person reads
      if (random() < 0.55)
        await record('open', undefined, BROWSER, 60_000 + Math.floor(random() * 5 * DAY_MS));
      if (random() < 0.15) await record('open', undefined, BROWSER, 2 * DAY_MS);
      const clicks = random() < 0.4 ? 1 + Math.floor(random() * 3) : 0;
      for (let click = 0; click < clicks; click += 1) {
        // Any link: an article's page or the source (the campaign's last link).
        await record(
          'click',
          Math.floor(random() * campaign.links.length),
          BROWSER,
          120_000 + Math.floor(random() * DAY_MS),
        );
      }
    }
  }
  return { setup, items, people, generated, subjects: { labour, tax, civil } };
}

/**
 * The score written out plainly: over the messages carrying a chosen article, 1 for each opened
 * (its first open, a click counting), 3 for each chosen article clicked (its first click), each
 * weighed 1/2 per 30 days of age; scanners and the first seconds left out.
 */
function recompute(generated: Generated[], chosen: Set<string>, nowMs: number) {
  const weight = (at: Date) => 0.5 ** ((nowMs - at.getTime()) / DAY_MS / 30);
  const people = new Map<
    string,
    {
      score: number;
      opens: number;
      clicks: number;
      last: number;
      news: Map<string, { opened: number; clicked: number }>;
    }
  >();
  for (const message of generated) {
    const items = message.newsIds.filter((id) => chosen.has(id));
    if (items.length === 0) continue;
    const human = message.events
      .filter((event) => !event.automated)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    if (human.length === 0) continue;
    const person = people.get(message.recipientId) ?? {
      score: 0,
      opens: 0,
      clicks: 0,
      last: 0,
      news: new Map(),
    };
    people.set(message.recipientId, person);
    const first = human[0] as (typeof human)[number];
    person.score += ENGAGEMENT_SCORE.open * weight(first.at);
    person.opens += 1;
    person.last = Math.max(person.last, ...human.map((event) => event.at.getTime()));
    for (const id of items) {
      const entry = person.news.get(id) ?? { opened: 0, clicked: 0 };
      entry.opened += 1;
      person.news.set(id, entry);
    }
    for (const id of items) {
      const click = human.find((event) => event.kind === 'click' && event.newsId === id);
      if (!click) continue;
      person.score += ENGAGEMENT_SCORE.click * weight(click.at);
      person.clicks += 1;
      (person.news.get(id) as { clicked: number }).clicked += 1;
    }
  }
  return people;
}

const get = (token: string, path: string) => requestJson(t.app, 'GET', path, undefined, { token });

async function interestsOf(token: string, query: string): Promise<Interest[]> {
  const response = await get(token, `/v1/statistics/interests?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { objects: Interest[] }).objects;
}

function expectMatches(answer: Interest[], expected: ReturnType<typeof recompute>) {
  expect(answer.map((row) => row.recipient_id).sort()).toEqual([...expected.keys()].sort());
  for (const row of answer) {
    const person = expected.get(row.recipient_id);
    expect(row.score, row.email).toBeCloseTo(person?.score ?? -1, 2);
    expect(row.opens).toBe(person?.opens);
    expect(row.clicks).toBe(person?.clicks);
    expect(row.last_at).toBe(new Date(person?.last ?? 0).toISOString());
    expect(
      Object.fromEntries(
        row.news.map((article) => [article.news_id, { opened: article.opened, clicked: article.clicked }]),
      ),
    ).toEqual(Object.fromEntries(person?.news ?? []));
  }
  const scores = answer.map((row) => row.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
}

describe('GET /v1/statistics/interests', () => {
  let office: Awaited<ReturnType<typeof generatedOffice>>;
  beforeAll(async () => {
    office = await generatedOffice(29);
  });

  it('ranks by a score equal to a plain recomputation, for a subject, an article and an author', async () => {
    const now = t.clock.now().getTime();
    const { setup, items, generated, subjects } = office;
    for (const subject of Object.values(subjects)) {
      const chosen = new Set(
        items.filter((item) => item.subjectIds.includes(subject)).map((item) => item.id),
      );
      expectMatches(
        await interestsOf(setup.statistics, `subject=${subject}&range=year`),
        recompute(generated, chosen, now),
      );
    }
    const article = items[1] as (typeof items)[number];
    expectMatches(
      await interestsOf(setup.statistics, `news_id=${article.id}&range=year`),
      recompute(generated, new Set([article.id]), now),
    );
    const byLuis = new Set(items.filter((item) => item.author === 'Luis Gil').map((item) => item.id));
    expectMatches(
      await interestsOf(setup.statistics, `author=${encodeURIComponent('Luis Gil')}&range=year`),
      recompute(generated, byLuis, now),
    );
    // The generator did write scanners' and too-early opens, and engaged readers.
    expect(generated.some((message) => message.events.some((event) => event.automated))).toBe(true);
    expect(
      (await interestsOf(setup.statistics, `subject=${subjects.labour}&range=year`)).length,
    ).toBeGreaterThan(2);
  });

  it('keeps to the range: a week leaves out older newsletters', async () => {
    const now = t.clock.now().getTime();
    const { setup, items, generated, subjects } = office;
    const chosen = new Set(
      items.filter((item) => item.subjectIds.includes(subjects.tax)).map((item) => item.id),
    );
    const lastWeek = generated.filter((message) => now - message.sentAt.getTime() < 6 * DAY_MS);
    expectMatches(
      await interestsOf(setup.statistics, `subject=${subjects.tax}&range=week`),
      recompute(lastWeek, chosen, now),
    );
  });

  it('answers a page of the ranking, and follows an article given another subject or author', async () => {
    const now = t.clock.now().getTime();
    const { setup, items, generated, subjects } = office;
    const whole = await interestsOf(setup.statistics, `subject=${subjects.tax}&range=year&per=100`);
    const response = await get(
      setup.statistics,
      `/v1/statistics/interests?subject=${subjects.tax}&range=year&per=3&page=2`,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      objects: Interest[];
      total_number_of_objects: number;
      total_pages: number;
    };
    expect(page.total_number_of_objects).toBe(whole.length);
    expect(page.total_pages).toBe(Math.ceil(whole.length / 3));
    expect(page.objects).toEqual(whole.slice(3, 6));

    // The civil-law article is filed under tax too: its readers count for tax over the year.
    const civil = items[4] as (typeof items)[number];
    await t.db
      .update(news)
      .set({ subjectIds: [subjects.civil, subjects.tax] })
      .where(eq(news.id, civil.id));
    const tax = new Set(
      items
        .filter((item) => item.subjectIds.includes(subjects.tax) || item.id === civil.id)
        .map((item) => item.id),
    );
    expectMatches(
      await interestsOf(setup.statistics, `subject=${subjects.tax}&range=year&per=100`),
      recompute(generated, tax, now),
    );
    // And written by Ana Ruiz now: her readers gain its, Luis Gil's lose them.
    await t.db.update(news).set({ author: 'Ana Ruiz' }).where(eq(news.id, civil.id));
    for (const author of ['Ana Ruiz', 'Luis Gil']) {
      const theirs = new Set(
        items
          .filter((item) => (item.id === civil.id ? 'Ana Ruiz' : item.author) === author)
          .map((item) => item.id),
      );
      expectMatches(
        await interestsOf(setup.statistics, `author=${encodeURIComponent(author)}&range=month&per=100`),
        recompute(
          generated.filter((message) => now - message.sentAt.getTime() < 29 * DAY_MS),
          theirs,
          now,
        ),
      );
    }
    await t.db
      .update(news)
      .set({ subjectIds: civil.subjectIds, author: civil.author })
      .where(eq(news.id, civil.id));
  });

  it('leaves out scanner-only and too-early opens, and counts a click without an open as both', async () => {
    const setup = await h.newsletterOffice();
    const [subject] = await h.subjectIds(1);
    const item = await h.newsItem(setup.office.id, { subjectIds: [subject as string] });
    const [scanned, clicker] = await h.recipients(setup.office.id, [
      { email: 'escaneado@example.test' },
      { email: 'clic@example.test' },
    ]);
    const sentAt = new Date(t.clock.now().getTime() - 10 * DAY_MS);
    const campaign = await r.sentCampaign(setup.office, [item], sentAt);
    const first = await r.message(campaign, scanned as NonNullable<typeof scanned>, sentAt);
    await r.event(first, campaign, 'open', new Date(sentAt.getTime() + 2_000), { automated: true });
    await r.event(first, campaign, 'click', new Date(sentAt.getTime() + 3_000), { link: 0, automated: true });
    const second = await r.message(campaign, clicker as NonNullable<typeof clicker>, sentAt);
    const clickedAt = new Date(sentAt.getTime() + DAY_MS);
    await r.event(second, campaign, 'click', clickedAt, { link: 0 });
    const answer = await interestsOf(setup.statistics, `subject=${subject}&range=month`);
    expect(answer.map((row) => row.email)).toEqual(['clic@example.test']);
    const weight = 0.5 ** ((t.clock.now().getTime() - clickedAt.getTime()) / DAY_MS / 30);
    expect(answer[0]).toMatchObject({ opens: 1, clicks: 1, last_at: clickedAt.toISOString() });
    expect(answer[0]?.score).toBeCloseTo(4 * weight, 2);
    expect(answer[0]?.news).toEqual([{ news_id: item.id, title: item.title, opened: 1, clicked: 1 }]);
  });

  it('answers CSV through the one writer, formula-like names escaped', async () => {
    const { setup, subjects, people } = office;
    const top = (await interestsOf(setup.statistics, `subject=${subjects.labour}&range=year`))[0] as Interest;
    const person = people.find((each) => each.id === top.recipient_id);
    await requestJson(
      t.app,
      'PUT',
      `/v1/newsletter/recipients/${person?.id}`,
      { name: '=HYPERLINK("x")' },
      { token: setup.reviewer },
    );
    const response = await requestJson(
      t.app,
      'GET',
      `/v1/statistics/interests?subject=${subjects.labour}&range=year&format=csv`,
      undefined,
      {
        token: setup.statistics,
        headers: { 'accept-language': 'es' },
      },
    );
    const rows = await csvOf(response);
    expect(rows[0]).toEqual([
      'Correo electrónico',
      'Nombre',
      'Puntuación',
      'Boletines abiertos',
      'Artículos con clic',
      'Última interacción',
      'Artículos',
    ]);
    expect(rows[1]?.[0]).toBe(top.email);
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("x")`);
    expect(rows[1]?.[2]).toBe(String(top.score).replace('.', ','));
  });

  it('refuses a query naming none or two of subject, news_id and author', async () => {
    const { setup, subjects, items } = office;
    for (const query of ['range=month', `subject=${subjects.tax}&news_id=${items[0]?.id}`]) {
      expect((await get(setup.statistics, `/v1/statistics/interests?${query}`)).status).toBe(422);
    }
  });
});

describe('GET /v1/newsletter/recipients/{id}/activity', () => {
  it('lists what one recipient received, opened and clicked, scoring their subjects as the interest list does', async () => {
    const { setup, items, people, generated, subjects } = await generatedOffice(62);
    const now = t.clock.now().getTime();
    const engaged = people.find((person) =>
      generated.some(
        (message) =>
          message.recipientId === person.id &&
          message.events.some((event) => !event.automated && event.kind === 'click' && event.newsId),
      ),
    ) as (typeof people)[number];
    const response = await get(
      setup.statistics,
      `/v1/newsletter/recipients/${engaged.id}/activity?range=year`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const activity = await objectOf<RecipientActivity>(response);
    const mine = generated.filter((message) => message.recipientId === engaged.id);
    const human = (message: Generated) => message.events.filter((event) => !event.automated);
    expect(activity.recipient.email).toBe(engaged.email);
    expect(activity.tracking).toEqual({ per_person: true, retention_months: 13 });
    expect(activity.totals).toEqual({
      sent: mine.length,
      opened: mine.filter((message) => human(message).length > 0).length,
      clicked: mine.filter((message) => human(message).some((event) => event.kind === 'click')).length,
    });
    for (const subject of Object.values(subjects)) {
      const chosen = new Set(
        items.filter((item) => item.subjectIds.includes(subject)).map((item) => item.id),
      );
      const expected = recompute(mine, chosen, now).get(engaged.id)?.score;
      const answered = activity.subjects.find((each) => each.subject_id === subject)?.score;
      if (expected === undefined) expect(answered).toBeUndefined();
      else expect(answered).toBeCloseTo(expected, 2);
    }
    expect(activity.subjects.map((each) => each.score)).toEqual(
      activity.subjects.map((each) => each.score).sort((a, b) => b - a),
    );
    expect(activity.events.filter((event) => event.kind === 'sent')).toHaveLength(mine.length);
    const clicks = mine.flatMap((message) => human(message).filter((event) => event.kind === 'click'));
    expect(activity.events.filter((event) => event.kind === 'clicked')).toHaveLength(clicks.length);
    const articleClick = activity.events.find((event) => event.kind === 'clicked' && event.news_id);
    expect(items.find((item) => item.id === articleClick?.news_id)?.title).toBe(articleClick?.title);
    const times = activity.events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    const last = Math.max(...mine.flatMap((message) => human(message).map((event) => event.at.getTime())));
    expect(activity.last_engagement_at).toBe(new Date(last).toISOString());
  });

  it('says the office tracks nobody, and lists nobody’s opens for a campaign sent so', async () => {
    const setup = await h.newsletterOffice();
    await requestJson(
      t.app,
      'PUT',
      '/v1/newsletter/configuration',
      {
        max_news_per_email: 10,
        interval: 1,
        interval_unit: 'week',
        sending_days: [1],
        send_from: '09:00',
        auto_publish: false,
        per_person_tracking: false,
      },
      { token: setup.reviewer },
    );
    const [person] = await h.recipients(setup.office.id, [{ email: 'sin-seguimiento@example.test' }]);
    const activity = await objectOf<RecipientActivity>(
      await get(setup.statistics, `/v1/newsletter/recipients/${person?.id}/activity?range=month`),
    );
    expect(activity.tracking.per_person).toBe(false);
    expect(activity.events).toEqual([]);
  });
});

describe('who may read it', () => {
  it('keeps to the office, refuses a content writer and the admin as themselves, and audits the admin acting as a user', async () => {
    const a = await h.newsletterOffice();
    const b = await h.newsletterOffice();
    const [subject] = await h.subjectIds(1);
    const itemOfB = await h.newsItem(b.office.id, { subjectIds: [subject as string] });
    const [personOfB] = await h.recipients(b.office.id, [{ email: 'de-b@example.test' }]);
    const sentAt = new Date(t.clock.now().getTime() - DAY_MS);
    const campaign = await r.sentCampaign(b.office, [itemOfB], sentAt);
    const delivery = await r.message(campaign, personOfB as NonNullable<typeof personOfB>, sentAt);
    await r.event(delivery, campaign, 'click', new Date(sentAt.getTime() + 3_600_000), { link: 0 });
    const activityOfB = `/v1/newsletter/recipients/${personOfB?.id}/activity?range=month`;
    // Another office: its recipient and its article are unknown; its readers are never listed.
    expect((await get(a.statistics, activityOfB)).status).toBe(404);
    expect((await get(a.statistics, `/v1/statistics/interests?news_id=${itemOfB.id}`)).status).toBe(404);
    expect(await interestsOf(a.statistics, `subject=${subject}&range=month`)).toEqual([]);
    expect(
      (await interestsOf(b.statistics, `subject=${subject}&range=month`)).map((row) => row.email),
    ).toEqual(['de-b@example.test']);
    // A content writer has no statistics rights; the admin acting as themselves has no office.
    const writer = (await createSignedInUser(t, { officeId: b.office.id, roles: ['content_genrator'] }))
      .token;
    const admin = await signInAdmin(t.app);
    for (const token of [writer, admin]) {
      expect((await get(token, activityOfB)).status).toBe(403);
      expect((await get(token, `/v1/statistics/interests?subject=${subject}`)).status).toBe(403);
    }
    // The admin acting as the office's statistics reader reads it, and the office's audit log says so.
    const reader = await createSignedInUser(t, { officeId: b.office.id, roles: ['client_statstics'] });
    const impersonation = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: reader.user.email },
      { token: admin },
    );
    const { token: acting } = (await impersonation.json()) as { token: string };
    expect((await get(acting, activityOfB)).status).toBe(200);
    expect((await get(acting, `/v1/statistics/interests?subject=${subject}`)).status).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.officeId, b.office.id)));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['newsletter_recipient.activity_view', 'statistics.interests_view']),
    );
    expect(
      audited.find((entry) => entry.action === 'newsletter_recipient.activity_view')?.data,
    ).toMatchObject({
      acting_as: reader.user.id,
    });
    // The office's own reader is not audited for reading its statistics.
    const before = audited.length;
    await get(b.statistics, activityOfB);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.officeId, b.office.id))).length).toBe(
      before,
    );
  });
});

describe('export and erasure', () => {
  it('exports a recipient’s reading, and erasing them leaves the counts without the person', async () => {
    const setup = await h.newsletterOffice();
    const [subject] = await h.subjectIds(1);
    const item = await h.newsItem(setup.office.id, { subjectIds: [subject as string] });
    const [person] = await h.recipients(setup.office.id, [{ email: 'lectora@example.test' }]);
    const sentAt = new Date(t.clock.now().getTime() - 2 * DAY_MS);
    const campaign = await r.sentCampaign(setup.office, [item], sentAt);
    const delivery = await r.message(campaign, person as NonNullable<typeof person>, sentAt);
    const openedAt = new Date(sentAt.getTime() + 3_600_000);
    await r.event(delivery, campaign, 'open', new Date(sentAt.getTime() + 1_000), { automated: true });
    await r.event(delivery, campaign, 'open', openedAt);
    await r.event(delivery, campaign, 'click', new Date(openedAt.getTime() + 60_000), { link: 0 });

    const exported = await (
      await requestJson(t.app, 'GET', `/v1/newsletter/recipients/${person?.id}/export`, undefined, {
        token: setup.reviewer,
      })
    ).json();
    expect(exported.reading).toEqual([
      {
        campaign_id: campaign.id,
        sent_at: sentAt.toISOString(),
        status: 'sent',
        news: [{ id: item.id, title: item.title }],
        events: [
          { kind: 'open', at: new Date(sentAt.getTime() + 1_000).toISOString(), url: null, automated: true },
          { kind: 'open', at: openedAt.toISOString(), url: null, automated: false },
          {
            kind: 'click',
            at: new Date(openedAt.getTime() + 60_000).toISOString(),
            url: campaign.links[0],
            automated: false,
          },
        ],
      },
    ]);

    const figures = async () =>
      objectOf<{ opened: number; clicked: number; links: unknown[] }>(
        await get(setup.statistics, `/v1/statistics/newsletter/campaigns/${campaign.id}`),
      );
    const before = await figures();
    expect(before).toMatchObject({ opened: 1, clicked: 1 });
    const erased = await requestJson(
      t.app,
      'POST',
      `/v1/newsletter/recipients/${person?.id}/erase`,
      undefined,
      {
        token: setup.reviewer,
      },
    );
    expect(erased.status).toBe(200);
    // The message stays for the counts, naming nobody: no recipient, no address.
    const [message] = await h.deliveriesOf(campaign.id);
    expect(message).toMatchObject({ recipientId: null, email: '' });
    expect(await figures()).toEqual(before);
    expect((await get(setup.statistics, `/v1/newsletter/recipients/${person?.id}/activity`)).status).toBe(
      404,
    );
    expect(await interestsOf(setup.statistics, `subject=${subject}&range=month`)).toEqual([]);
    const list = await get(setup.statistics, `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients`);
    expect(JSON.stringify(await list.json())).not.toContain('lectora@example.test');
  });
});
