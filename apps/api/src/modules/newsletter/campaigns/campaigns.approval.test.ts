import type { Page } from '@gaceta/shared/common';
import type { Campaign, NextNewsletterIssue } from '@gaceta/shared/newsletter/campaigns';
import type { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../../context';
import { news, newsletterConfigurations, newsletterDeliveries, users } from '../../../db/schema';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { runAutoPublish } from './campaigns.auto';

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;

describe('the automatic newsletter under approval', () => {
  let t: TestApp;
  let h: ReturnType<typeof newsletterHelpers>;
  const sweep = () => runAutoPublish(jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: null }));
  const call = (token: string, method: string, path: string, body?: unknown) =>
    requestJson(t.app, method, path, body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    h = newsletterHelpers(t);
    // Monday 30 March 2026, 09:10 in Madrid: the weekly Monday 09:00 slot has just come.
    t.clock.advance(new Date('2026-03-30T07:10:00Z').getTime() - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  /** An office whose weekly newsletter (Mondays 09:00, Madrid) requires approval, with news and readers. */
  async function approvingOffice(options: { approval?: boolean } = {}) {
    const setup = await h.newsletterOffice();
    await t.db
      .update(newsletterConfigurations)
      .set({ autoPublish: true, requireApproval: options.approval ?? true, maxNewsPerEmail: 2 })
      .where(eq(newsletterConfigurations.officeId, setup.office.id));
    const items = [
      await h.newsItem(setup.office.id, { title: 'Reforma laboral' }),
      await h.newsItem(setup.office.id, { title: 'Plazo del IVA' }),
    ];
    await t.db
      .update(news)
      .set({ publishedAt: new Date(t.clock.now().getTime() - HOUR) })
      .where(eq(news.officeId, setup.office.id));
    const reader = `lector-${setup.office.id.slice(0, 8)}@example.test`;
    await h.recipients(setup.office.id, [{ email: reader }]);
    // A publish reviewer who reads in Portuguese, and one who takes no email notices.
    const approver = await createSignedInUser(t, { officeId: setup.office.id, roles: ['client_reviewer'] });
    await t.db.update(users).set({ locale: 'pt' }).where(eq(users.id, approver.user.id));
    const quiet = await createSignedInUser(t, { officeId: setup.office.id, roles: ['client_reviewer'] });
    await t.db.update(users).set({ emailNotices: false }).where(eq(users.id, quiet.user.id));
    return { ...setup, items, reader, approver, quiet };
  }

  const campaignsOf = async (token: string, status?: string) =>
    (
      (await (
        await call(token, 'GET', `/v1/newsletter/campaigns${status ? `?status=${status}` : ''}`)
      ).json()) as Page<Campaign>
    ).objects;
  const remindersTo = async (email: string) =>
    (await t.deliverMails()).filter(
      (mail) => mail.to.includes(email) && mail.html.includes('/settings/newsletter-configuration'),
    );
  const messagesTo = async (email: string) => {
    await h.runSendingJobs();
    return t.mails.filter((mail) => mail.to.includes(email));
  };

  it('prepares the issue at its slot instead of sending it, reminds the reviewers once, and approving sends it', async () => {
    const office = await approvingOffice();
    const manual = await approvingOffice({ approval: false });

    expect(await sweep()).toMatchObject({ prepared: [office.office.id], sent: [manual.office.id] });
    // Run again in the same window: nothing more is made, nobody reminded twice.
    expect(await sweep()).toEqual({ sent: [], prepared: [], reminded: [] });

    const [waiting, ...others] = await campaignsOf(office.reviewer);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ kind: 'auto', status: 'awaiting_approval', started_at: null });
    expect(waiting?.news_ids.sort()).toEqual(office.items.map((item) => item.id).sort());
    expect(await campaignsOf(office.reviewer, 'awaiting_approval')).toHaveLength(1);
    expect(await campaignsOf(office.reviewer, 'sent')).toHaveLength(0);
    // Nothing went out: no message was made, and the readers get nothing.
    const id = waiting?.id ?? '';
    expect(
      await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, id)),
    ).toEqual([]);
    expect(await messagesTo(office.reader)).toEqual([]);
    // The office that does not require approval sent its own at once.
    expect(await messagesTo(manual.reader)).toHaveLength(1);

    // The reviewers who take notices are told, in their language, with the link to the screen.
    const [reminder, ...more] = await remindersTo(office.approver.user.email);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('A newsletter automática aguarda a sua aprovação');
    expect(reminder?.text).toContain('“Reforma laboral”');
    expect(reminder?.html).toContain(`${t.config.publicUrl}/settings/newsletter-configuration`);
    expect(await remindersTo(office.quiet.user.email)).toEqual([]);

    // Sending it as a draft, changing or deleting it is refused: only approval sends it.
    const path = `/v1/newsletter/campaigns/${id}`;
    expect(await errorOf(await call(office.reviewer, 'POST', `${path}/send`))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_INACTIVE',
    });
    expect((await call(office.reviewer, 'DELETE', path)).status).toBe(409);
    expect((await call(office.reviewer, 'PATCH', path, { subject: 'Otro' })).status).toBe(409);

    const approved = await call(office.approver.token, 'POST', `${path}/approve`);
    expect(approved.status).toBe(200);
    expect(await objectOf<Campaign>(approved)).toMatchObject({
      status: 'sending',
      counts: { recipients: 1 },
    });
    const sent = await messagesTo(office.reader);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.html).toContain('Reforma laboral');
    expect(await objectOf<Campaign>(await call(office.reviewer, 'GET', path))).toMatchObject({
      status: 'sent',
    });
    expect(await errorOf(await call(office.reviewer, 'POST', `${path}/approve`))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_NOT_AWAITING_APPROVAL',
    });
    expect(await messagesTo(office.reader)).toHaveLength(1);
  });

  it('never sends a discarded issue, nor prepares its slot again', async () => {
    const office = await approvingOffice();
    await sweep();
    const [waiting] = await campaignsOf(office.reviewer, 'awaiting_approval');
    const path = `/v1/newsletter/campaigns/${waiting?.id}`;
    const discarded = await call(office.reviewer, 'POST', `${path}/discard`);
    expect(await objectOf<Campaign>(discarded)).toMatchObject({ status: 'discarded' });
    expect(await errorOf(await call(office.reviewer, 'POST', `${path}/approve`))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_NOT_AWAITING_APPROVAL',
    });
    expect(await errorOf(await call(office.reviewer, 'POST', `${path}/discard`))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_NOT_AWAITING_APPROVAL',
    });
    // The same slot is not prepared again.
    expect((await sweep()).prepared).not.toContain(office.office.id);
    expect(await messagesTo(office.reader)).toEqual([]);
  });

  it('reminds once more a day later, and the next slot replaces an issue still waiting', async () => {
    const office = await approvingOffice();
    await sweep();
    await remindersTo(office.approver.user.email);
    const [first] = await campaignsOf(office.reviewer, 'awaiting_approval');

    t.clock.advance(23 * HOUR);
    expect((await sweep()).reminded).not.toContain(office.office.id);
    t.clock.advance(2 * HOUR);
    expect((await sweep()).reminded).toContain(office.office.id);
    expect((await sweep()).reminded).not.toContain(office.office.id);
    const reminders = await remindersTo(office.approver.user.email);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'A newsletter automática aguarda a sua aprovação',
      'Lembrete: a newsletter automática continua a aguardar a sua aprovação',
    ]);

    // A week on, a newer item has come: the new issue takes the waiting one's place.
    t.clock.advance(WEEK - 25 * HOUR);
    const newer = await h.newsItem(office.office.id, { title: 'Nueva ley' });
    await t.db.update(news).set({ publishedAt: t.clock.now() }).where(eq(news.id, newer.id));
    const reviewer = (await createSignedInUser(t, { officeId: office.office.id, roles: ['client_reviewer'] }))
      .token;
    expect((await sweep()).prepared).toContain(office.office.id);
    const campaigns = await campaignsOf(reviewer);
    expect(campaigns.map((campaign) => campaign.status)).toEqual(['awaiting_approval', 'discarded']);
    expect(campaigns[1]?.id).toBe(first?.id);
    expect(campaigns[0]?.news_ids[0]).toBe(newer.id);
    expect(await remindersTo(office.approver.user.email)).toHaveLength(3);
    expect(await messagesTo(office.reader)).toEqual([]);
  });

  it('is approved or discarded only by who manages the newsletter, in its own office', async () => {
    // A later Monday at 09:10, so that each office's slot is due.
    t.clock.advance(new Date('2026-04-20T07:10:00Z').getTime() - t.clock.now().getTime());
    const office = await approvingOffice();
    const other = await approvingOffice();
    await sweep();
    const [waiting] = await campaignsOf(office.reviewer, 'awaiting_approval');
    const path = `/v1/newsletter/campaigns/${waiting?.id}`;
    expect(await errorOf(await call(office.statistics, 'POST', `${path}/approve`))).toMatchObject({
      status: 403,
    });
    expect(await errorOf(await call(office.statistics, 'POST', `${path}/discard`))).toMatchObject({
      status: 403,
    });
    for (const action of ['approve', 'discard']) {
      expect(await errorOf(await call(other.reviewer, 'POST', `${path}/${action}`))).toMatchObject({
        status: 404,
        code: 'CAMPAIGN_NOT_FOUND',
      });
    }
    expect(await campaignsOf(other.reviewer, 'awaiting_approval')).not.toContainEqual(
      expect.objectContaining({ id: waiting?.id }),
    );
    expect((await call(office.reviewer, 'GET', path)).status).toBe(200);
    expect(await messagesTo(office.reader)).toEqual([]);
  });
});

describe('GET /v1/newsletter/configuration/next_issue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Wednesday 1 April 2026, noon in Madrid.
    t.clock.advance(new Date('2026-04-01T10:00:00Z').getTime() - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  it('answers the next slot, the items the sweep would take, who it reaches and the message as sent', async () => {
    const h = newsletterHelpers(t);
    const setup = await h.newsletterOffice();
    const call = (method: string, path: string, body?: unknown) =>
      requestJson(t.app, method, path, body, { token: setup.reviewer });
    const next = async () =>
      objectOf<NextNewsletterIssue>(await call('GET', '/v1/newsletter/configuration/next_issue'));

    expect(await next()).toMatchObject({ auto_publish: false, run_at: null, news: [], preview: null });

    const configuration = await objectOf<NewsletterConfiguration>(
      await call('GET', '/v1/newsletter/configuration'),
    );
    const saved = await objectOf<NewsletterConfiguration>(
      await call('PUT', '/v1/newsletter/configuration', {
        ...configuration,
        auto_publish: true,
        require_approval: true,
        max_news_per_email: 2,
        subject: 'Boletín del despacho',
      }),
    );
    expect(saved).toMatchObject({ require_approval: true, next_run_at: '2026-04-06T07:00:00.000Z' });
    // Nothing waiting to be sent.
    expect(await next()).toMatchObject({
      auto_publish: true,
      require_approval: true,
      run_at: '2026-04-06T07:00:00.000Z',
      time_zone: 'Europe/Madrid',
      news: [],
      recipients: 0,
      preview: null,
    });

    await h.newsItem(setup.office.id, { title: 'Primera' });
    await h.newsItem(setup.office.id, { title: 'Segunda' });
    await h.newsItem(setup.office.id, { title: 'Tercera' });
    await h.recipients(setup.office.id, [{ email: 'uno@example.test' }, { email: 'dos@example.test' }]);
    const issue = await next();
    expect(issue.news).toHaveLength(2);
    expect(issue.recipients).toBe(2);
    expect(issue.preview?.subject).toBe('Boletín del despacho');
    expect(issue.preview?.html).toContain(issue.news[0]?.title ?? '');

    // Leaving require_approval out keeps it: the schedule's form does not send it.
    const { require_approval: _kept, ...withoutApproval } = saved;
    const again = await objectOf<NewsletterConfiguration>(
      await call('PUT', '/v1/newsletter/configuration', withoutApproval),
    );
    expect(again.require_approval).toBe(true);

    // At the slot, the sweep prepares exactly those items.
    t.clock.advance(new Date('2026-04-06T07:05:00Z').getTime() - t.clock.now().getTime());
    await runAutoPublish(jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: null }));
    const reviewer = (await createSignedInUser(t, { officeId: setup.office.id, roles: ['client_reviewer'] }))
      .token;
    const list = (await (
      await requestJson(t.app, 'GET', '/v1/newsletter/campaigns?status=awaiting_approval', undefined, {
        token: reviewer,
      })
    ).json()) as Page<Campaign>;
    expect(list.objects[0]?.news_ids).toEqual(issue.news.map((item) => item.id));

    // While auto-publish is off, it says only that.
    const off = await requestJson(
      t.app,
      'PUT',
      '/v1/newsletter/configuration',
      { ...withoutApproval, auto_publish: false },
      { token: reviewer },
    );
    expect(off.status).toBe(200);
    const stopped = await objectOf<NextNewsletterIssue>(
      await requestJson(t.app, 'GET', '/v1/newsletter/configuration/next_issue', undefined, {
        token: reviewer,
      }),
    );
    expect(stopped).toMatchObject({ auto_publish: false, run_at: null, news: [], recipients: 0 });
  });
});
