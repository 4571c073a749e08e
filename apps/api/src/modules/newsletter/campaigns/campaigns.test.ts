import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { and, eq, inArray } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailQuotas,
  news,
  newsContents,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
  newsPublications,
  officeDisclaimers,
  offices,
} from '../../../db/schema';
import { csvDateTime } from '../../../lib/csv-download';
import { csvOf } from '../../../test/csv';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsHelpers } from '../../../test/news';
import { headersOf, newsletterHelpers } from '../../../test/newsletter';
import { storeArticleImage } from '../../../test/uploads';

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token });

async function createCampaign(
  token: string,
  body: { news_ids: string[]; sender_id: string; confirm_resend?: boolean },
): Promise<Campaign> {
  const response = await call(token, 'POST', '/v1/newsletter/campaigns', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return objectOf<Campaign>(response);
}

async function sendAndDeliver(
  token: string,
  id: string,
  body?: { confirm_resend: boolean },
): Promise<Campaign> {
  const response = await call(token, 'POST', `/v1/newsletter/campaigns/${id}/send`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  await h.runSendingJobs();
  return objectOf<Campaign>(await call(token, 'GET', `/v1/newsletter/campaigns/${id}`));
}

const mailsTo = (address: string) => t.mails.filter((mail) => mail.to.includes(address));
const linkIn = (html: string, pattern: RegExp) => html.match(pattern)?.[0]?.replaceAll('&amp;', '&');

describe('a campaign through a real SMTP server', () => {
  let setup: Awaited<ReturnType<typeof h.newsletterOffice>>;
  let campaign: Campaign;
  const [labour, tax, criminal] = ['laboral', 'fiscal', 'penal'];
  let subjects: Record<string, string>;
  let items: { id: string; title: string }[];

  beforeAll(async () => {
    setup = await h.newsletterOffice();
    const ids = await h.subjectIds(3);
    subjects = { [labour]: ids[0] as string, [tax]: ids[1] as string, [criminal]: ids[2] as string };
    items = [
      await h.newsItem(setup.office.id, {
        title: 'Despido improcedente',
        subjectIds: [subjects[labour] as string],
      }),
      await h.newsItem(setup.office.id, { title: 'Nuevo IVA', subjectIds: [subjects[tax] as string] }),
    ];
    await h.recipients(setup.office.id, [
      { email: 'todo@example.test' },
      { email: 'laboral@example.test', subjectIds: [subjects[labour] as string] },
      { email: 'penal@example.test', subjectIds: [subjects[criminal] as string] },
      { email: 'baja@example.test', status: 'unsubscribed' },
      { email: 'inactivo@example.test', active: false },
    ]);
    campaign = await createCampaign(setup.reviewer, {
      news_ids: items.map((item) => item.id),
      sender_id: setup.sender.id,
    });
    campaign = await sendAndDeliver(setup.reviewer, campaign.id);
  });

  it('sends each subscribed recipient the items of the subjects they follow, and nobody else anything', async () => {
    expect(campaign.status).toBe('sent');
    expect(campaign.counts).toMatchObject({ recipients: 2, sent: 2, pending: 0, sending: 0, unknown: 0 });
    const [all] = mailsTo('todo@example.test');
    const [labourOnly] = mailsTo('laboral@example.test');
    expect(all?.html).toContain('Despido improcedente (boletín)');
    expect(all?.html).toContain('Nuevo IVA (boletín)');
    expect(labourOnly?.html).toContain('Despido improcedente (boletín)');
    expect(labourOnly?.html).not.toContain('Nuevo IVA');
    for (const nobody of ['penal@example.test', 'baja@example.test', 'inactivo@example.test']) {
      expect(mailsTo(nobody)).toEqual([]);
    }
  });

  it('carries one-click unsubscribe headers, the stable Message-ID, the sender as Reply-To, HTML and text', async () => {
    const [mail] = mailsTo('laboral@example.test');
    const { parsed, header } = await headersOf(mail as NonNullable<typeof mail>);
    const [delivery] = (await h.deliveriesOf(campaign.id)).filter(
      (row) => row.email === 'laboral@example.test',
    );
    expect(parsed.messageId).toBe(delivery?.messageId);
    // As on the wire (mailparser folds the List-* headers into one object).
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/public\/v1\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+>\r?$/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(header('list')).toMatchObject({
      unsubscribe: { url: expect.stringContaining('/unsubscribe?token=') },
    });
    expect(parsed.replyTo?.text).toBe(setup.sender.email);
    expect(parsed.from?.value[0]?.name).toBe(setup.office.name);
    expect(parsed.subject).toBe(`${setup.office.name}: Despido improcedente (boletín)`);
    // Headings come upper-cased in the plain-text part.
    expect(parsed.text).toMatch(/despido improcedente \(boletín\)/i);
    expect(parsed.text).toMatch(/\/newsletter\/preferences\?token=/);
    expect(parsed.html).toContain('/public/v1/newsletter/o/');
    // Every link of the content goes through a click redirect; none points at the source directly.
    expect(parsed.html).not.toContain('href="https://boe.es');
    expect(parsed.html).toContain('/newsletter/preferences?token=');
  });

  it('redirects a signed click to the campaign link and records it; a tampered link is a 404', async () => {
    const [mail] = mailsTo('todo@example.test');
    const click = linkIn(mail?.html ?? '', /http:\/\/localhost:\d+\/public\/v1\/newsletter\/c\/[\w.-]+\/0/);
    expect(click).toBeDefined();
    const path = new URL(click as string).pathname;
    // A person, some time after delivery.
    t.clock.advance(60_000);
    const redirect = await t.app.request(path, { headers: { 'user-agent': 'Mozilla/5.0 Firefox/130.0' } });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(/\/p\/[\w]+\/novedad-/);
    const tampered = path.replace(/\.([\w-]{4})/, '.AAAA');
    expect((await t.app.request(tampered)).status).toBe(404);
    expect((await t.app.request(path.replace(/\/0$/, '/99'))).status).toBe(404);
    expect((await t.app.request(path.replace(/\/0$/, '/https:%2F%2Fevil.example'))).status).toBe(422);
    const updated = objectOf<Campaign>(
      await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`),
    );
    expect((await updated).counts).toMatchObject({ clicked: 1, opened: 1 });
  });

  it('counts opens by the pixel, leaving scanners out', async () => {
    const [mail] = mailsTo('laboral@example.test');
    const pixel = linkIn(
      mail?.html ?? '',
      /http:\/\/localhost:\d+\/public\/v1\/newsletter\/o\/[\w.-]+\.gif/,
    ) as string;
    const path = new URL(pixel).pathname;
    const scanner = await t.app.request(path, { headers: { 'user-agent': 'Mimecast-URL-Protect/1.0' } });
    expect(scanner.status).toBe(200);
    expect(scanner.headers.get('content-type')).toBe('image/gif');
    // A webmail's page shows it from another origin.
    expect(scanner.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const events = await t.db.select().from(newsletterEvents).where(eq(newsletterEvents.kind, 'open'));
    expect(events.map((event) => event.automated)).toEqual([true]);
    await t.app.request(path, { headers: { 'user-agent': 'Mozilla/5.0 Thunderbird/128.0' } });
    const counts = (
      await objectOf<Campaign>(await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`))
    ).counts;
    expect(counts.opened).toBe(2);
    // A token we did not sign still gets the image (no broken picture in a mail client), and counts nothing.
    const forged = await t.app.request(`${path.slice(0, -'xx.gif'.length)}xx.gif`, {
      headers: { 'user-agent': 'Mozilla/5.0 Thunderbird/128.0' },
    });
    expect(forged.status).toBe(200);
    expect(forged.headers.get('content-type')).toBe('image/gif');
    const after = await t.db.select().from(newsletterEvents).where(eq(newsletterEvents.kind, 'open'));
    expect(after).toHaveLength(events.length + 1);
  });

  it('marks the items published on the newsletter channel', async () => {
    const rows = await t.db
      .select()
      .from(newsPublications)
      .where(
        and(eq(newsPublications.newsId, items[0]?.id as string), eq(newsPublications.channel, 'newsletter')),
      );
    expect(rows[0]?.state).toBe('published');
  });

  it('unsubscribes by one-click POST, without sign-in; a GET shows the confirmation page; a tampered token is a 404', async () => {
    const [mail] = mailsTo('todo@example.test');
    const { header } = await headersOf(mail as NonNullable<typeof mail>);
    const url = new URL((header('list') as unknown as { unsubscribe: { url: string } }).unsubscribe.url);
    // A mail client that opens the address in a browser gets the confirmation page, and a GET
    // (a scanner's, a preview's) unsubscribes nobody.
    const opened = await t.app.request(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await opened.text()).toContain('<form method="post"');
    const [before] = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'todo@example.test'));
    expect(before?.status).toBe('subscribed');
    const answer = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(204);
    const [recipient] = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'todo@example.test'));
    expect(recipient?.status).toBe('unsubscribed');
    expect(recipient?.unsubscribedAt).not.toBeNull();
    const again = await t.app.request(`${url.pathname}${url.search}`, { method: 'POST' });
    expect(again.status).toBe(204);
    const forged = await t.app.request(
      `${url.pathname}?token=${url.searchParams.get('token')?.slice(0, -2)}xx`,
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(404);
    // The next campaign leaves them out.
    const next = await createCampaign(setup.reviewer, {
      news_ids: [items[0]?.id as string],
      sender_id: setup.sender.id,
      confirm_resend: true,
    });
    const sent = await sendAndDeliver(setup.reviewer, next.id, { confirm_resend: true });
    expect(sent.counts.recipients).toBe(1);
    expect(mailsTo('todo@example.test')).toHaveLength(1);
  });

  it('has a confirm page for people who click, and a preferences page that saves the subjects followed', async () => {
    const [mail] = mailsTo('laboral@example.test');
    const page = linkIn(
      mail?.html ?? '',
      /http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=[\w.-]+/,
    ) as string;
    const confirm = await t.app.request(new URL(page).pathname + new URL(page).search);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('<form method="post"');
    const preferences = linkIn(
      mail?.html ?? '',
      /http:\/\/localhost:\d+\/newsletter\/preferences\?token=[\w.-]+/,
    ) as string;
    const path = new URL(preferences).pathname + new URL(preferences).search;
    // It says what the office records of its readers, with its privacy policy.
    const [reader] = await t.db
      .select({ officeId: newsletterRecipients.officeId })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'laboral@example.test'));
    await t.db
      .update(offices)
      .set({ privacyUrl: 'https://despacho.example/privacidad' })
      .where(eq(offices.id, reader?.officeId as string));
    const form = await t.app.request(path);
    expect(form.status).toBe(200);
    const shown = await form.text();
    expect(shown).toContain('<a href="https://despacho.example/privacidad">');
    expect(shown).toMatch(/13 meses/);
    await t.db
      .update(offices)
      .set({ privacyUrl: null })
      .where(eq(offices.id, reader?.officeId as string));
    const saved = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subject_ids=${subjects[tax]}`,
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('role="status"');
    const [recipient] = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'laboral@example.test'));
    // Not an office subject: ignored (the office has chosen none in this test).
    expect(recipient?.subjectIds).toEqual([]);
    expect((await t.app.request('/newsletter/preferences?token=nope')).status).toBe(404);
  });

  it("refuses to delete or send again a campaign that started sending ('Inactive newsletter can't be deleted')", async () => {
    const deleted = await call(setup.reviewer, 'DELETE', `/v1/newsletter/campaigns/${campaign.id}`);
    expect(await errorOf(deleted)).toMatchObject({ status: 409, code: 'CAMPAIGN_INACTIVE' });
    const resent = await call(setup.reviewer, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`);
    expect(await errorOf(resent)).toMatchObject({ status: 409, code: 'CAMPAIGN_INACTIVE' });
  });
});

describe("each recipient's language", () => {
  it('renders the subject, the fixed texts and the disclaimer in it (none chosen: the office language)', async () => {
    const setup = await h.newsletterOffice();
    await t.db.insert(officeDisclaimers).values([
      { officeId: setup.office.id, language: 'es', text: 'Esto no es asesoramiento jurídico.' },
      { officeId: setup.office.id, language: 'en', text: 'This is not legal advice.' },
    ]);
    const items = [
      await h.newsItem(setup.office.id, { title: 'Reforma laboral' }),
      await h.newsItem(setup.office.id, { title: 'Nuevo IVA' }),
    ];
    await h.recipients(setup.office.id, [
      { email: 'office-language@example.test' },
      { email: 'english@example.test', language: 'en' },
      { email: 'portuguese@example.test', language: 'pt' },
    ]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: items.map((item) => item.id),
      sender_id: setup.sender.id,
    });
    await sendAndDeliver(setup.reviewer, campaign.id);
    const parsedFor = async (address: string) => {
      const [mail] = mailsTo(address);
      return (await headersOf(mail as NonNullable<typeof mail>)).parsed;
    };
    const spanish = await parsedFor('office-language@example.test');
    expect(spanish.subject).toBe(`${setup.office.name}: Reforma laboral (boletín) y 1 más`);
    expect(spanish.html).toContain('Darse de baja');
    expect(spanish.html).toContain('Esto no es asesoramiento jurídico.');
    expect(spanish.html).toContain('lang="es"');
    const english = await parsedFor('english@example.test');
    // Both items are in Spanish: no Spanish title with English words around it.
    expect(english.subject).toBe(`2 news items from ${setup.office.name}`);
    expect(english.html).toContain('lang="en"');
    expect(english.html).toContain('Unsubscribe');
    expect(english.html).toContain('Choose the subjects you receive');
    expect(english.html).toContain('This is not legal advice.');
    expect(english.text).toMatch(/You receive this email because you subscribed/);
    const portuguese = await parsedFor('portuguese@example.test');
    expect(portuguese.subject).toBe(`2 notícias de ${setup.office.name}`);
    expect(portuguese.html).toContain('Cancelar a subscrição');
    // No Portuguese disclaimer written: none rather than another language's.
    expect(portuguese.html).not.toContain('legal advice');
    expect(portuguese.html).not.toContain('asesoramiento');
    const languages = (await h.deliveriesOf(campaign.id)).map((row) => row.locale ?? 'office').sort();
    expect(languages).toEqual(['en', 'office', 'pt']);
  });
});

describe('resending messages whose outcome is unknown', () => {
  it("sends again only the 'unknown' ones, once, after which nothing is left to resend", async () => {
    const setup = await h.newsletterOffice({ quota: 7 });
    const item = await h.newsItem(setup.office.id, { title: 'Reenvío' });
    const addresses = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((name) => `${name}.reenvio@example.test`);
    await h.recipients(
      setup.office.id,
      addresses.map((email) => ({ email })),
    );
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    await sendAndDeliver(setup.reviewer, campaign.id);
    const path = `/v1/newsletter/campaigns/${campaign.id}/resend_unknown`;
    // Nothing ambiguous yet: nothing to resend, and no message sent is ever sent again.
    expect(await errorOf(await call(setup.reviewer, 'POST', path))).toMatchObject({
      status: 409,
      code: 'NEWSLETTER_NOTHING_TO_RESEND',
    });
    // Two conversations were cut off (as recovery after a crash leaves them).
    const unknown = addresses.slice(0, 2);
    await t.db
      .update(newsletterDeliveries)
      .set({ status: 'unknown', error: 'Sending was interrupted; whether the message left is unknown' })
      .where(
        and(eq(newsletterDeliveries.campaignId, campaign.id), inArray(newsletterDeliveries.email, unknown)),
      );
    // Only the publish reviewer may resend, and only its office's campaigns.
    expect((await call(setup.statistics, 'POST', path)).status).toBe(403);
    const other = await h.newsletterOffice();
    expect(await errorOf(await call(other.reviewer, 'POST', path))).toMatchObject({
      status: 404,
      code: 'CAMPAIGN_NOT_FOUND',
    });
    const before = new Map(addresses.map((address) => [address, mailsTo(address).length]));
    const answer = await call(setup.reviewer, 'POST', path);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await objectOf<Campaign>(answer)).counts).toMatchObject({ pending: 2, unknown: 0, sent: 3 });
    await h.runSendingJobs();
    for (const address of addresses) {
      expect(mailsTo(address).length - (before.get(address) ?? 0)).toBe(unknown.includes(address) ? 1 : 0);
    }
    const after = objectOf<Campaign>(
      await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`),
    );
    expect(await after).toMatchObject({ status: 'sent', counts: { sent: 5, unknown: 0, pending: 0 } });
    // The second copy carries the first one's Message-ID.
    const messageIds = new Set(
      await Promise.all(
        mailsTo(unknown[0] as string).map(async (mail) => (await headersOf(mail)).parsed.messageId),
      ),
    );
    expect(messageIds.size).toBe(1);
    expect(await errorOf(await call(setup.reviewer, 'POST', path))).toMatchObject({
      code: 'NEWSLETTER_NOTHING_TO_RESEND',
    });
  });

  it('refuses when the quota cannot hold the messages, leaving them unknown', async () => {
    const setup = await h.newsletterOffice({ quota: 2 });
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [
      { email: 'a.cuota@example.test' },
      { email: 'b.cuota@example.test' },
    ]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    await sendAndDeliver(setup.reviewer, campaign.id);
    await t.db
      .update(newsletterDeliveries)
      .set({ status: 'unknown' })
      .where(eq(newsletterDeliveries.campaignId, campaign.id));
    const refused = await call(
      setup.reviewer,
      'POST',
      `/v1/newsletter/campaigns/${campaign.id}/resend_unknown`,
    );
    expect(await errorOf(refused)).toMatchObject({ status: 409, code: 'NEWSLETTER_QUOTA_EXCEEDED' });
    const rows = await h.deliveriesOf(campaign.id);
    expect(rows.map((row) => row.status)).toEqual(['unknown', 'unknown']);
  });
});

describe('POST /v1/newsletter/campaigns/{id}/resume', () => {
  // The whole path (the job's retries spent, the notice, resuming) is in sending/sending-failure.test.ts.
  it('resumes only a failed campaign, and only when the quota holds what is left', async () => {
    const setup = await h.newsletterOffice({ quota: 2 });
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [
      { email: 'a.reanudar@example.test' },
      { email: 'b.reanudar@example.test' },
    ]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    const path = `/v1/newsletter/campaigns/${campaign.id}/resume`;
    expect(await errorOf(await call(setup.reviewer, 'POST', path))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_NOT_FAILED',
    });
    expect((await call(setup.reviewer, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`)).status).toBe(
      200,
    );
    // Its sending gave up with both messages waiting, and another campaign took from the quota since.
    await t.db
      .update(newsletterCampaigns)
      .set({ status: 'failed' })
      .where(eq(newsletterCampaigns.id, campaign.id));
    await t.db.update(emailQuotas).set({ sent: 1 }).where(eq(emailQuotas.officeId, setup.office.id));
    expect(await errorOf(await call(setup.reviewer, 'POST', path))).toMatchObject({
      status: 409,
      code: 'NEWSLETTER_QUOTA_EXCEEDED',
    });
    const after = await objectOf<Campaign>(
      await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`),
    );
    expect(after).toMatchObject({ status: 'failed', counts: { pending: 2 } });
  });
});

describe('GET /v1/statistics/newsletter/campaigns.csv', () => {
  it("lists the period's newsletters with their figures, formula-like titles escaped, in the reader's language", async () => {
    const setup = await h.newsletterOffice();
    const formula = await h.newsItem(setup.office.id, { title: '=HYPERLINK("https://evil.example","x")' });
    const minus = await h.newsItem(setup.office.id, { title: '-5 % de IVA' });
    await h.recipients(setup.office.id, [
      { email: 'csv.uno@example.test' },
      { email: 'csv.dos@example.test' },
    ]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [formula.id, minus.id],
      sender_id: setup.sender.id,
    });
    await sendAndDeliver(setup.reviewer, campaign.id);
    const answer = await t.app.request('/v1/statistics/newsletter/campaigns.csv?range=week', {
      headers: { authorization: `Bearer ${setup.statistics}`, 'accept-language': 'es' },
    });
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletters-[\d-]+\.csv"$/,
    );
    const [headers, ...rows] = await csvOf(answer);
    expect(headers).toEqual([
      'Inicio del envío',
      'Tipo',
      'Asunto',
      'Noticias',
      'Enviados',
      'Entregados',
      'Abierto',
      'Clic',
      'Rebotados',
      'Bajas',
      'Tasa de apertura (%)',
      'Tasa de clics (%)',
    ]);
    expect(rows).toHaveLength(1);
    const [started] = (
      await objectOf<{ campaigns: { started_at: string }[] }>(
        await call(setup.statistics, 'GET', '/v1/statistics/newsletter?range=week'),
      )
    ).campaigns;
    expect(rows[0]).toEqual([
      // On the office's clock, as a spreadsheet reads a date and time.
      csvDateTime(started?.started_at, 'Europe/Madrid'),
      'Boletín personalizado',
      // The subject starts with the office's name, so only the titles need the quote.
      `${setup.office.name}: =HYPERLINK("https://evil.example","x") (boletín) y 1 más`,
      // The leading quote keeps a spreadsheet from running the title as a formula.
      `'=HYPERLINK("https://evil.example","x") | -5 % de IVA`,
      '2',
      '2',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Content writers do not read statistics (publish reviewers do: decision 060); another office's
    // newsletters are not listed.
    const { token: writer } = await createSignedInUser(t, {
      officeId: setup.office.id,
      roles: ['content_genrator'],
    });
    const refused = await t.app.request('/v1/statistics/newsletter/campaigns.csv', {
      headers: { authorization: `Bearer ${writer}` },
    });
    expect(refused.status).toBe(403);
    const other = await h.newsletterOffice();
    const theirs = await t.app.request('/v1/statistics/newsletter/campaigns.csv?range=week', {
      headers: { authorization: `Bearer ${other.statistics}` },
    });
    expect((await theirs.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('item images', () => {
  it("shows each item's newsletter image, else its own, absolute with size and alt text; the text part has none", async () => {
    const setup = await h.newsletterOffice();
    const [withVersionImage, withOwnImage, withoutImage] = [
      await h.newsItem(setup.office.id, { title: 'Con imagen del boletín' }),
      await h.newsItem(setup.office.id, { title: 'Con imagen propia' }),
      await h.newsItem(setup.office.id, { title: 'Sin imagen' }),
    ] as const;
    // The newsletter version's image wins over the item's own.
    const ignored = await storeArticleImage(t.storage, withVersionImage.id, { width: 800, height: 800 });
    const versionImage = await storeArticleImage(t.storage, withVersionImage.id, {
      width: 1600,
      height: 1000,
    });
    await t.db
      .update(news)
      .set({ imageKey: ignored, imageDescription: 'Un mazo sobre la mesa' })
      .where(eq(news.id, withVersionImage.id));
    await t.db
      .update(newsContents)
      .set({ imageKey: versionImage })
      .where(and(eq(newsContents.newsId, withVersionImage.id), eq(newsContents.channel, 'newsletter')));
    const ownImage = await storeArticleImage(t.storage, withOwnImage.id, { width: 1200, height: 600 });
    await t.db.update(news).set({ imageKey: ownImage }).where(eq(news.id, withOwnImage.id));
    await h.recipients(setup.office.id, [{ email: 'imagenes@example.test' }]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [withVersionImage.id, withOwnImage.id, withoutImage.id],
      sender_id: setup.sender.id,
    });
    await sendAndDeliver(setup.reviewer, campaign.id);
    const [mail] = mailsTo('imagenes@example.test');
    const { parsed } = await headersOf(mail as NonNullable<typeof mail>);
    const { document } = parseHTML(parsed.html || '');
    const images = [...document.querySelectorAll('img')].filter((img) =>
      img.getAttribute('src')?.includes('/articles/'),
    );
    expect(
      images.map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
      })),
    ).toEqual([
      {
        src: `${t.config.publicUrl}/files/${versionImage}/email.jpg`,
        width: '600',
        height: '375',
        alt: 'Un mazo sobre la mesa',
      },
      // Without a description, the title says what the picture is about.
      {
        src: `${t.config.publicUrl}/files/${ownImage}/email.jpg`,
        width: '600',
        height: '300',
        alt: 'Con imagen propia (boletín)',
      },
    ]);
    // The image is served where the email points.
    const served = await t.app.request(new URL(images[0]?.getAttribute('src') as string).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(parsed.text).toMatch(/sin imagen \(boletín\)/i);
    expect(parsed.text).not.toContain('email.jpg');
    expect(parsed.text).not.toContain('Un mazo sobre la mesa');
  });
});

describe('POST /v1/newsletter/campaigns', () => {
  it('takes items ready to publish or published, and refuses others naming them', async () => {
    const setup = await h.newsletterOffice();
    const ready = await h.newsItem(setup.office.id, { status: 'ready_to_publish' });
    const draft = await h.newsItem(setup.office.id, { status: 'in_preparation' });
    const refused = await call(setup.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [ready.id, draft.id],
      sender_id: setup.sender.id,
    });
    expect(await errorOf(refused)).toMatchObject({
      status: 422,
      code: 'CUSTOM_NEWSLETTER_FAILED',
      fields: ['news_ids', 'refused'],
    });
    const created = await createCampaign(setup.reviewer, {
      news_ids: [ready.id],
      sender_id: setup.sender.id,
    });
    expect(created).toMatchObject({ kind: 'custom', status: 'draft', news_ids: [ready.id] });
    const deleted = await call(setup.reviewer, 'DELETE', `/v1/newsletter/campaigns/${created.id}`);
    expect(deleted.status).toBe(200);
  });

  it('refuses an unverified sender and an empty or malformed selection', async () => {
    const setup = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id);
    const [unverified] = await t.db
      .insert((await import('../../../db/schema')).newsletterSenders)
      .values({ officeId: setup.office.id, email: 'nuevo@example.test' })
      .returning();
    const refused = await call(setup.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [item.id],
      sender_id: unverified?.id,
    });
    expect(await errorOf(refused)).toMatchObject({ status: 422, code: 'NEWSLETTER_SENDER_NOT_VERIFIED' });
    const empty = await call(setup.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [],
      sender_id: setup.sender.id,
    });
    expect(await errorOf(empty)).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['news_ids'],
    });
  });
});

describe('the email quota', () => {
  it('stops a campaign that would exceed it before anything is sent, with a clear message', async () => {
    const setup = await h.newsletterOffice({ quota: 1 });
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [{ email: 'q1@example.test' }, { email: 'q2@example.test' }]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    const refused = await call(setup.reviewer, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`);
    const body = await refused.clone().json();
    expect(await errorOf(refused)).toMatchObject({ status: 409, code: 'NEWSLETTER_QUOTA_EXCEEDED' });
    expect(body).toMatchObject({ details: { needed: 2, remaining: 1 } });
    expect(body.message).toMatch(/request an email package/);
    const after = await objectOf<Campaign>(
      await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`),
    );
    expect(after).toMatchObject({ status: 'draft', counts: { recipients: 0 } });
    const [quota] = await t.db.select().from(emailQuotas).where(eq(emailQuotas.officeId, setup.office.id));
    expect(quota?.sent).toBe(0);
  });

  it('is reserved as messages go out, and a batch the quota cannot hold stops the campaign', async () => {
    const setup = await h.newsletterOffice({ quota: 3 });
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [{ email: 'r1@example.test' }, { email: 'r2@example.test' }]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    expect((await call(setup.reviewer, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`)).status).toBe(
      200,
    );
    // Another campaign took the rest meanwhile.
    await t.db.update(emailQuotas).set({ sent: 2 }).where(eq(emailQuotas.officeId, setup.office.id));
    await h.runSendingJobs();
    const after = await objectOf<Campaign>(
      await call(setup.reviewer, 'GET', `/v1/newsletter/campaigns/${campaign.id}`),
    );
    expect(after).toMatchObject({
      status: 'cancelled',
      stop_code: 'NEWSLETTER_QUOTA_EXCEEDED',
      counts: { sent: 0, failed: 2 },
    });
    expect(mailsTo('r1@example.test')).toEqual([]);
  });
});

describe('publish now on the newsletter channel', () => {
  it("sends a one-item campaign from the configured sender and marks the channel's publication", async () => {
    const setup = await h.newsletterOffice();
    // Written through the API, as publishing reads the item's saved revision.
    const [subject] = await h.subjectIds(1);
    const writer = (await createSignedInUser(t, { officeId: setup.office.id, roles: ['content_genrator'] }))
      .token;
    const item = await newsHelpers(t).completeNews(writer, {
      subjects: [subject as string],
      contents: [
        { platform: 'web', title: 'Una sola', content: '<p>Web</p>' },
        { platform: 'newsletter', title: 'Una sola', content: '<p>Boletín</p>' },
      ],
    });
    await h.recipients(setup.office.id, [{ email: 'single@example.test' }]);
    const published = await call(setup.reviewer, 'POST', `/v1/news_infos/${item.id}/publish`, {
      platform: 'newsletter',
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const list = await (await call(setup.reviewer, 'GET', '/v1/newsletter/campaigns')).json();
    expect(list).toMatchObject({
      total_number_of_objects: 1,
      objects: [{ kind: 'single', status: 'sending' }],
    });
    await h.runSendingJobs();
    expect(mailsTo('single@example.test')).toHaveLength(1);
    const [publication] = await t.db
      .select()
      .from(newsPublications)
      .where(and(eq(newsPublications.newsId, item.id), eq(newsPublications.channel, 'newsletter')));
    expect(publication?.state).toBe('published');
    // Sent emails cannot be taken back.
    const unpublished = await call(setup.reviewer, 'POST', `/v1/news_infos/${item.id}/unpublish`, {
      platform: 'newsletter',
    });
    expect(await errorOf(unpublished)).toMatchObject({ status: 409, code: 'TRANSITION_NOT_ALLOWED' });
  });
});

describe('tenancy', () => {
  it("keeps one office's campaigns and statistics from another", async () => {
    const a = await h.newsletterOffice();
    const b = await h.newsletterOffice();
    const item = await h.newsItem(a.office.id);
    const [tenant] = await h.recipients(a.office.id, [{ email: 'tenant@example.test' }]);
    await t.db
      .update(newsletterRecipients)
      .set({ name: 'Inquilina Pérez' })
      .where(eq(newsletterRecipients.id, tenant?.id ?? ''));
    const campaign = await createCampaign(a.reviewer, { news_ids: [item.id], sender_id: a.sender.id });
    for (const [method, path, body] of [
      ['GET', `/v1/newsletter/campaigns/${campaign.id}`],
      ['GET', `/v1/newsletter/campaigns/${campaign.id}/preview`],
      ['GET', `/v1/newsletter/campaigns/${campaign.id}/audience`],
      ['PATCH', `/v1/newsletter/campaigns/${campaign.id}`, { subject: 'Robado' }],
      ['POST', `/v1/newsletter/campaigns/${campaign.id}/test`, { to: 'boletin@example.test' }],
      ['POST', `/v1/newsletter/campaigns/${campaign.id}/send`],
      ['POST', `/v1/newsletter/campaigns/${campaign.id}/resume`],
      ['DELETE', `/v1/newsletter/campaigns/${campaign.id}`],
    ] as const) {
      expect(await errorOf(await call(b.reviewer, method, path, body)), path).toMatchObject({
        status: 404,
        code: 'CAMPAIGN_NOT_FOUND',
      });
    }
    expect(
      await errorOf(
        await call(b.statistics, 'GET', `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients`),
      ),
    ).toMatchObject({
      status: 404,
    });
    // B cannot build a campaign of A's item, nor send from A's sender.
    const stolen = await call(b.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [item.id],
      sender_id: b.sender.id,
    });
    expect(await errorOf(stolen)).toMatchObject({ code: 'CUSTOM_NEWSLETTER_FAILED' });
    const mine = await h.newsItem(b.office.id);
    const foreignSender = await call(b.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [mine.id],
      sender_id: a.sender.id,
    });
    expect(await errorOf(foreignSender)).toMatchObject({ code: 'NEWSLETTER_SENDER_NOT_VERIFIED' });
    await sendAndDeliver(a.reviewer, campaign.id);
    const listB = await (await call(b.reviewer, 'GET', '/v1/newsletter/campaigns')).json();
    expect(listB.total_number_of_objects).toBe(0);
    const statsB = await (await call(b.statistics, 'GET', '/v1/statistics/newsletter')).json();
    expect(statsB.object.totals).toEqual({
      sent: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
      bounced: 0,
      unsubscribed: 0,
      open_rate: null,
      click_rate: null,
    });
    const statsA = await (await call(a.statistics, 'GET', '/v1/statistics/newsletter')).json();
    expect(statsA.object.totals).toMatchObject({ sent: 1, delivered: 1 });
    expect(statsA.object.campaigns).toMatchObject([{ id: campaign.id, sent: 1 }]);
    const recipients = await (
      await call(a.statistics, 'GET', `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients`)
    ).json();
    expect(recipients.objects).toMatchObject([
      { email: 'tenant@example.test', name: 'Inquilina Pérez', status: 'sent' },
    ]);
    const file = await call(
      a.statistics,
      'GET',
      `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients.csv`,
    );
    // The name beside the address, the status in the reader's language, the send on the office's clock.
    expect(await csvOf(file)).toEqual([
      ['Correo electrónico', 'Nombre', 'Estado', 'Enviado el', 'Abierto', 'Clic', 'Error'],
      [
        'tenant@example.test',
        'Inquilina Pérez',
        'Enviado',
        csvDateTime(recipients.objects[0].sent_at, 'Europe/Madrid'),
        'no',
        'no',
        '',
      ],
    ]);
    const foreignFile = await call(
      b.statistics,
      'GET',
      `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients.csv`,
    );
    expect(foreignFile.status).toBe(404);
  });

  it('lets only newsletter managers reach campaigns and only statistics viewers the statistics', async () => {
    const setup = await h.newsletterOffice();
    const denied = await call(setup.statistics, 'GET', '/v1/newsletter/campaigns');
    expect(denied.status).toBe(403);
    const allowed = await call(setup.statistics, 'GET', '/v1/statistics/newsletter?range=year');
    expect(allowed.status).toBe(200);
  });
});

describe('GET /v1/statistics/newsletter/campaigns/{id}/preview', () => {
  it('shows the statistics reader a campaign that started sending, read-only; a draft and another office’s are not found', async () => {
    const setup = await h.newsletterOffice();
    const other = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id, { title: 'Reforma del alquiler' });
    await h.recipients(setup.office.id, [{ email: 'lector-vista@example.test' }]);
    const campaign = await createCampaign(setup.reviewer, {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    const path = `/v1/statistics/newsletter/campaigns/${campaign.id}/preview`;
    expect(await errorOf(await call(setup.statistics, 'GET', path))).toMatchObject({
      status: 404,
      code: 'CAMPAIGN_NOT_FOUND',
    });
    // The manager's preview stays the manager's.
    const managers = await call(setup.statistics, 'GET', `/v1/newsletter/campaigns/${campaign.id}/preview`);
    expect(managers.status).toBe(403);
    await sendAndDeliver(setup.reviewer, campaign.id);
    const preview = await call(setup.statistics, 'GET', path);
    expect(preview.status).toBe(200);
    const { object } = (await preview.json()) as { object: { subject: string; html: string } };
    expect(object.html).toContain('Reforma del alquiler');
    expect(await errorOf(await call(other.statistics, 'GET', path))).toMatchObject({ status: 404 });
  });
});
