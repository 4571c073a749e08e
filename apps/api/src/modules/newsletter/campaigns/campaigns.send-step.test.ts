import type { Campaign, CampaignAudience, CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../../context';
import {
  emailQuotas,
  news,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSenders,
} from '../../../db/schema';
import { newsletterTestMessage } from '../../../queue/definitions/newsletter-test-message';
import { runJob } from '../../../queue/queue';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { headersOf, newsletterHelpers } from '../../../test/newsletter';
import { sendAutoCampaign } from './campaigns.service';
import { newsletterTestMessageJob } from './newsletter-test-message.job';
import { TEST_MESSAGES } from './test-message';

// The send step of a newsletter: its texts, a test to the office's own address, and what it does
// with items a newsletter already carried.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token });
const campaignsPath = '/v1/newsletter/campaigns';

async function created(response: Response): Promise<Campaign> {
  expect(response.status, await response.clone().text()).toBe(201);
  return objectOf<Campaign>(response);
}

async function send(token: string, id: string, body?: unknown): Promise<Campaign> {
  const response = await call(token, 'POST', `${campaignsPath}/${id}/send`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  await h.runSendingJobs();
  return objectOf<Campaign>(await call(token, 'GET', `${campaignsPath}/${id}`));
}

async function parsedMailTo(address: string) {
  const mails = t.mails.filter((mail) => mail.to.includes(address));
  expect(mails, address).toHaveLength(1);
  return (await headersOf(mails[0] as (typeof mails)[number])).parsed;
}

/** Runs the queued test messages as a worker would. */
async function runTestMessages() {
  for (const run of await t.queue.boss.fetch(newsletterTestMessage.name, { batchSize: 100 })) {
    await runJob(t.deps, newsletterTestMessageJob, run);
    await t.queue.boss.complete(newsletterTestMessage.name, run.id);
  }
}

describe('the subject, preheader and introduction', () => {
  it('are written per campaign (the same for every recipient) or generated in each message language', async () => {
    const setup = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id, { title: 'Reforma laboral' });
    await h.recipients(setup.office.id, [
      { email: 'textos.es@example.test' },
      { email: 'textos.en@example.test', language: 'en' },
    ]);
    const campaign = await created(
      await call(setup.reviewer, 'POST', campaignsPath, {
        news_ids: [item.id],
        subject: '  Novedades de marzo  ',
      }),
    );
    expect(campaign).toMatchObject({ subject: 'Novedades de marzo', preheader: null, intro: null });
    const path = `${campaignsPath}/${campaign.id}`;
    // A line break in a subject would add lines to the message's headers; an introduction may have them.
    expect(await errorOf(await call(setup.reviewer, 'PATCH', path, { subject: 'Uno\nDos' }))).toMatchObject({
      status: 422,
      fields: ['subject'],
    });
    expect(
      await errorOf(await call(setup.reviewer, 'PATCH', path, { preheader: 'x'.repeat(151) })),
    ).toMatchObject({ status: 422, fields: ['preheader'] });
    const patched = await call(setup.reviewer, 'PATCH', path, {
      preheader: 'Lo que cambia para su empresa',
      intro: 'Estimado cliente:\nEstas son las novedades.',
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    // A key left out stays; the subject was not sent, so it is still the written one.
    expect(await objectOf<Campaign>(patched)).toMatchObject({
      subject: 'Novedades de marzo',
      preheader: 'Lo que cambia para su empresa',
      intro: 'Estimado cliente:\nEstas son las novedades.',
    });

    const preview = await objectOf<CampaignPreview>(await call(setup.reviewer, 'GET', `${path}/preview`));
    expect(preview).toMatchObject({
      subject: 'Novedades de marzo',
      preheader: 'Lo que cambia para su empresa',
      locale: 'es',
      generated: {
        subject: `${setup.office.name}: Reforma laboral (boletín)`,
        preheader: `Las últimas novedades de ${setup.office.name}`,
        intro: `Las últimas novedades de ${setup.office.name}`,
      },
    });
    expect(preview.html).toContain('Estimado cliente:<br/>Estas son las novedades.');

    const sent = await send(setup.reviewer, campaign.id);
    expect(sent.status).toBe('sent');
    // Written once, sent as written: the English reader gets the office's Spanish subject.
    for (const address of ['textos.es@example.test', 'textos.en@example.test']) {
      const mail = await parsedMailTo(address);
      expect(mail.subject).toBe('Novedades de marzo');
      expect(mail.html).toContain('Lo que cambia para su empresa');
      expect(mail.text).toMatch(/Estimado cliente:\s+Estas son las novedades\./);
    }
    expect(await errorOf(await call(setup.reviewer, 'PATCH', path, { subject: 'Tarde' }))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_INACTIVE',
    });
    // Null (or empty) brings the generated text back, on a draft.
    const again = await created(
      await call(setup.reviewer, 'POST', campaignsPath, {
        news_ids: [item.id],
        subject: 'Escrito',
        confirm_resend: true,
      }),
    );
    const cleared = await call(setup.reviewer, 'PATCH', `${campaignsPath}/${again.id}`, { subject: '' });
    expect(await objectOf<Campaign>(cleared)).toMatchObject({ subject: null });
  });

  it("generates a subject whose title is in the message's language, or counts the items", async () => {
    const setup = await h.newsletterOffice();
    const english = await h.newsItem(setup.office.id, { title: 'Data protection fine' });
    await t.db
      .update(news)
      .set({ languages: ['en'] })
      .where(eq(news.id, english.id));
    const spanish = await h.newsItem(setup.office.id, { title: 'Reforma laboral' });
    await h.recipients(setup.office.id, [
      { email: 'idioma.es@example.test' },
      { email: 'idioma.en@example.test', language: 'en' },
      { email: 'idioma.pt@example.test', language: 'pt' },
    ]);
    const campaign = await created(
      await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [english.id, spanish.id] }),
    );
    await send(setup.reviewer, campaign.id);
    const office = setup.office.name;
    // The first item in the message's language leads, whatever its place.
    expect((await parsedMailTo('idioma.es@example.test')).subject).toBe(
      `${office}: Reforma laboral (boletín) y 1 más`,
    );
    expect((await parsedMailTo('idioma.en@example.test')).subject).toBe(
      `${office}: Data protection fine (boletín) and 1 more`,
    );
    expect((await parsedMailTo('idioma.pt@example.test')).subject).toBe(`2 notícias de ${office}`);
  });

  it('start each automatic newsletter as the configuration writes them, and the configuration keeps them', async () => {
    const setup = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [{ email: 'automatico@example.test' }]);
    const configuration = await call(setup.reviewer, 'GET', '/v1/newsletter/configuration');
    const current = await objectOf<Record<string, unknown>>(configuration);
    expect(current).toMatchObject({ subject: null, preheader: null, intro: null });
    const { sender: _s, time_zone: _z, next_run_at: _n, ...input } = current;
    const saved = await call(setup.reviewer, 'PUT', '/v1/newsletter/configuration', {
      ...input,
      subject: 'Boletín semanal',
      preheader: 'Sentencias y normas de la semana',
      intro: '',
    });
    expect(await objectOf(saved)).toMatchObject({
      subject: 'Boletín semanal',
      preheader: 'Sentencias y normas de la semana',
      intro: null,
    });
    const tooLong = await call(setup.reviewer, 'PUT', '/v1/newsletter/configuration', {
      ...input,
      subject: 'x'.repeat(151),
    });
    expect(await errorOf(tooLong)).toMatchObject({ status: 422, fields: ['subject'] });
    const campaign = await sendAutoCampaign(
      jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: setup.office.id }),
      setup.office.id,
      [item.id],
    );
    expect(campaign).toMatchObject({
      subject: 'Boletín semanal',
      preheader: 'Sentencias y normas de la semana',
    });
    await h.runSendingJobs();
    const mail = await parsedMailTo('automatico@example.test');
    expect(mail.subject).toBe('Boletín semanal');
    expect(mail.html).toContain(`Las últimas novedades de ${setup.office.name}`);
  });
});

describe('POST /v1/newsletter/campaigns/{id}/test', () => {
  it("sends the message, marked as a test, to the caller's address or a verified sender; nothing counts it", async () => {
    const setup = await h.newsletterOffice({ quota: 5 });
    const { user, token } = await createSignedInUser(t, {
      officeId: setup.office.id,
      roles: ['client_reviewer'],
    });
    const item = await h.newsItem(setup.office.id, { title: 'Prueba de envío' });
    await h.recipients(setup.office.id, [{ email: 'lector.prueba@example.test' }]);
    const campaign = await created(
      await call(token, 'POST', campaignsPath, { news_ids: [item.id], preheader: 'Antes de enviarlo' }),
    );
    const path = `${campaignsPath}/${campaign.id}/test`;
    const answer = await call(token, 'POST', path, { to: user.email.toUpperCase() });
    expect(answer.status, await answer.clone().text()).toBe(202);
    expect(await answer.json()).toMatchObject({ key: 'done.newsletter_test_queued' });
    // Deleting the draft meanwhile does not lose the test: it was rendered when asked for.
    expect((await call(token, 'DELETE', `${campaignsPath}/${campaign.id}`)).status).toBe(200);
    await runTestMessages();
    const mail = await parsedMailTo(user.email);
    expect(mail.subject).toBe(`[Prueba] ${setup.office.name}: Prueba de envío (boletín)`);
    expect(mail.from?.value[0]?.name).toBe(setup.office.name);
    expect(mail.replyTo?.text).toBe(setup.sender.email);
    expect(mail.html).toContain('Antes de enviarlo');
    // No pixel, no click redirects, no unsubscribe token: the office's reading is not counted.
    expect(mail.html).not.toContain('/public/v1/newsletter/o/');
    expect(mail.html).not.toContain('/public/v1/newsletter/c/');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(t.mails.filter((each) => each.to.includes('lector.prueba@example.test'))).toEqual([]);
    expect(await h.deliveriesOf(campaign.id)).toEqual([]);
    const [quota] = await t.db.select().from(emailQuotas).where(eq(emailQuotas.officeId, setup.office.id));
    expect(quota?.sent).toBe(0);
    const statistics = await call(setup.statistics, 'GET', '/v1/statistics/newsletter?range=week');
    expect((await objectOf<{ totals: unknown }>(statistics)).totals).toEqual({
      sent: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
      bounced: 0,
      unsubscribed: 0,
      open_rate: null,
      click_rate: null,
    });
  });

  it('goes only to an address the office reads, within a limit per hour, for newsletter managers', async () => {
    const setup = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [{ email: 'cliente.prueba@example.test' }]);
    const [unverified] = await t.db
      .insert(newsletterSenders)
      .values({ officeId: setup.office.id, email: 'sin-verificar@example.test' })
      .returning();
    const campaign = await created(
      await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [item.id] }),
    );
    const path = `${campaignsPath}/${campaign.id}/test`;
    for (const to of ['cliente.prueba@example.test', unverified?.email, 'nadie@example.test']) {
      expect(await errorOf(await call(setup.reviewer, 'POST', path, { to })), to).toMatchObject({
        status: 422,
        code: 'VALIDATION_FAILED',
        fields: ['to'],
      });
    }
    expect(await errorOf(await call(setup.reviewer, 'POST', path, { to: 'no es un correo' }))).toMatchObject({
      status: 422,
      fields: ['to'],
    });
    expect((await call(setup.statistics, 'POST', path, { to: setup.sender.email })).status).toBe(403);
    for (let sent = 0; sent < TEST_MESSAGES.limit; sent += 1) {
      expect((await call(setup.reviewer, 'POST', path, { to: setup.sender.email })).status).toBe(202);
    }
    const limited = await call(setup.reviewer, 'POST', path, { to: setup.sender.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(TEST_MESSAGES.windowMs);
    expect((await call(setup.reviewer, 'POST', path, { to: setup.sender.email })).status).toBe(202);
    await runTestMessages();
    expect(t.mails.filter((mail) => mail.to.includes(setup.sender.email))).toHaveLength(
      TEST_MESSAGES.limit + 1,
    );
  });
});

describe('items a newsletter already carried', () => {
  it('are named (when, to how many) unless the request confirms; confirmed, who received them may be left out', async () => {
    const setup = await h.newsletterOffice();
    const [labour, tax] = await h.subjectIds(2);
    const first = await h.newsItem(setup.office.id, { title: 'Primera', subjectIds: [labour as string] });
    const fresh = await h.newsItem(setup.office.id, { title: 'Nueva', subjectIds: [tax as string] });
    await h.recipients(setup.office.id, [
      { email: 'todo.previo@example.test' },
      { email: 'laboral.previo@example.test', subjectIds: [labour as string] },
    ]);
    const earlier = await created(
      await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [first.id] }),
    );
    await send(setup.reviewer, earlier.id);
    // A draft never sent carries nothing.
    await created(
      await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [first.id], confirm_resend: true }),
    );
    await h.recipients(setup.office.id, [{ email: 'nuevo.previo@example.test' }]);

    const refused = await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [fresh.id, first.id] });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body).toMatchObject({
      code: 'NEWSLETTER_ALREADY_SENT',
      details: {
        items: [
          { id: first.id, title: 'Primera', sent_at: expect.any(String), recipients: 2, newsletters: 1 },
        ],
      },
    });
    expect(body.details.items).toHaveLength(1);

    const campaign = await created(
      await call(setup.reviewer, 'POST', campaignsPath, {
        news_ids: [fresh.id, first.id],
        confirm_resend: true,
      }),
    );
    const audience = await objectOf<CampaignAudience>(
      await call(setup.reviewer, 'GET', `${campaignsPath}/${campaign.id}/audience`),
    );
    expect(audience).toMatchObject({
      // Every recipient would get a message; leaving out what each received, the labour reader has none left.
      recipients: 3,
      recipients_skipping_previous: 2,
      quota_remaining: 10_000 - 2,
      already_sent: [{ id: first.id, recipients: 2 }],
    });
    // Sending checks again.
    const unconfirmed = await call(setup.reviewer, 'POST', `${campaignsPath}/${campaign.id}/send`);
    expect(await errorOf(unconfirmed)).toMatchObject({ status: 409, code: 'NEWSLETTER_ALREADY_SENT' });
    const sent = await send(setup.reviewer, campaign.id, {
      confirm_resend: true,
      skip_previous_recipients: true,
    });
    expect(sent).toMatchObject({ skip_previous_recipients: true, counts: { recipients: 2, sent: 2 } });
    const byAddress = Object.fromEntries(
      (await h.deliveriesOf(campaign.id)).map((row) => [row.email, row.newsIds]),
    );
    expect(byAddress).toEqual({
      'todo.previo@example.test': [fresh.id],
      'nuevo.previo@example.test': [fresh.id, first.id],
    });
  });

  it('leaves out messages that failed, and counts those of a newsletter still sending', async () => {
    const setup = await h.newsletterOffice();
    const item = await h.newsItem(setup.office.id);
    await h.recipients(setup.office.id, [
      { email: 'fallo.uno@example.test' },
      { email: 'fallo.dos@example.test' },
    ]);
    const first = await created(await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [item.id] }));
    const second = await created(await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [item.id] }));
    const alreadySent = async () =>
      (
        await objectOf<CampaignAudience>(
          await call(setup.reviewer, 'GET', `${campaignsPath}/${second.id}/audience`),
        )
      ).already_sent;
    expect(await alreadySent()).toEqual([]);
    expect((await call(setup.reviewer, 'POST', `${campaignsPath}/${first.id}/send`)).status).toBe(200);
    // Still sending: both messages wait, and they count.
    expect(await alreadySent()).toMatchObject([{ id: item.id, recipients: 2, newsletters: 1 }]);
    await t.db
      .update(newsletterDeliveries)
      .set({ status: 'failed' })
      .where(
        and(
          eq(newsletterDeliveries.campaignId, first.id),
          eq(newsletterDeliveries.email, 'fallo.uno@example.test'),
        ),
      );
    expect(await alreadySent()).toMatchObject([{ id: item.id, recipients: 1 }]);
  });
});

describe('items a custom newsletter refuses', () => {
  it('are named each with why, when created and again when sent', async () => {
    const setup = await h.newsletterOffice();
    const other = await h.newsletterOffice();
    const ready = await h.newsItem(setup.office.id, { status: 'ready_to_publish', title: 'Lista' });
    const draft = await h.newsItem(setup.office.id, { status: 'in_preparation', title: 'Borrador' });
    const foreign = await h.newsItem(other.office.id, { title: 'Ajena' });
    const refused = await call(setup.reviewer, 'POST', campaignsPath, {
      news_ids: [ready.id, draft.id, foreign.id],
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'CUSTOM_NEWSLETTER_FAILED',
      details: {
        news_ids: [draft.id, foreign.id],
        refused: [
          {
            id: draft.id,
            title: 'Borrador',
            reason: 'in_preparation',
            why: { key: 'newsletter_item.in_preparation', message: expect.stringMatching(/in preparation/) },
          },
          // Another office's item is as unknown as a missing one: no title.
          { id: foreign.id, title: null, reason: 'not_found', why: { key: 'newsletter_item.not_found' } },
        ],
      },
    });
    const campaign = await created(
      await call(setup.reviewer, 'POST', campaignsPath, { news_ids: [ready.id] }),
    );
    // Sent back to preparation after the draft was made.
    await t.db
      .update(news)
      .set({ status: 'in_preparation', editorialState: 'in_preparation' })
      .where(eq(news.id, ready.id));
    const late = await call(setup.reviewer, 'POST', `${campaignsPath}/${campaign.id}/send`);
    expect(await late.json()).toMatchObject({
      code: 'CUSTOM_NEWSLETTER_FAILED',
      details: { refused: [{ id: ready.id, reason: 'in_preparation' }] },
    });
    const [row] = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaign.id));
    expect(row?.status).toBe('draft');
  });
});
