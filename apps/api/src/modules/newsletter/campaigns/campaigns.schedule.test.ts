import type { Calendar } from '@gaceta/shared/calendar';
import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobContext, type ServiceDeps } from '../../../context';
import { emailQuotas, newsletterSenders } from '../../../db/schema';
import { newsletterScheduledSend } from '../../../queue/definitions/newsletter-scheduled-send';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { dyingMailer, newsletterHelpers } from '../../../test/newsletter';
import { LEASE_MS, runSending } from '../sending/sending.service';
import { sendScheduledCampaign } from './campaigns.schedule';

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A custom draft of one item to `count` recipients, from an office whose quota is `quota`. */
async function draftFor(count: number, quota?: number) {
  const setup = await h.newsletterOffice({ quota });
  const item = await h.newsItem(setup.office.id);
  const addresses = Array.from(
    { length: count },
    (_, index) => `p${index}-${setup.office.id.slice(0, 6)}@example.test`,
  );
  await h.recipients(
    setup.office.id,
    addresses.map((email) => ({ email })),
  );
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: [item.id] },
    { token: setup.reviewer },
  );
  return { ...setup, campaign: await objectOf<Campaign>(created), addresses };
}

const schedule = (token: string, id: string, at: Date) =>
  requestJson(t.app, 'POST', `/v1/newsletter/campaigns/${id}/schedule`, { at: at.toISOString() }, { token });

const campaignOf = async (token: string, id: string) =>
  objectOf<Campaign>(await requestJson(t.app, 'GET', `/v1/newsletter/campaigns/${id}`, undefined, { token }));

/** The job the schedule enqueued, run as its worker would once its time came (the clock moved there). */
async function runScheduledJob(officeId: string, campaignId: string, deps: ServiceDeps = t.deps) {
  const [job] = await t.queue.boss.findJobs(newsletterScheduledSend.name, {
    data: { campaign_id: campaignId },
  });
  if (!job) throw new Error('no scheduled job');
  t.clock.advance(Math.max(new Date(job.startAfter).getTime() - t.clock.now().getTime() + 1000, 0));
  const ctx = jobContext(deps, { job: newsletterScheduledSend.name, officeId });
  await sendScheduledCampaign(
    ctx,
    job.data as { office_id: string; campaign_id: string; scheduled_at: string },
  );
}

/** Messages received per address. */
const receivedBy = (addresses: string[]) =>
  addresses.map((address) => t.mails.filter((mail) => mail.to.includes(address)).length);

describe('a custom newsletter scheduled for later', () => {
  it('is checked when scheduled, sent once at its time, and its job enqueued for then', async () => {
    const { office, reviewer, campaign, addresses } = await draftFor(3);
    const past = await schedule(reviewer, campaign.id, new Date(t.clock.now().getTime() - 1000));
    expect(await errorOf(past)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['at'] });

    const at = new Date(t.clock.now().getTime() + 2 * HOUR);
    const scheduled = await objectOf<Campaign>(await schedule(reviewer, campaign.id, at));
    expect(scheduled).toMatchObject({ status: 'draft', scheduled_at: at.toISOString() });
    const jobs = await t.queue.boss.findJobs(newsletterScheduledSend.name, {
      data: { campaign_id: campaign.id },
    });
    expect(jobs.map((job) => new Date(job.startAfter).toISOString())).toEqual([at.toISOString()]);
    // Nothing taken from the quota until it goes.
    const [quota] = await t.db.select().from(emailQuotas).where(eq(emailQuotas.officeId, office.id));
    expect(quota?.sent).toBe(0);

    await runScheduledJob(office.id, campaign.id);
    // The job again (its worker died after the commit, before telling pg-boss): nothing more.
    await runScheduledJob(office.id, campaign.id);
    await h.runSendingJobs();
    expect(receivedBy(addresses)).toEqual([1, 1, 1]);
    expect(await campaignOf(reviewer, campaign.id)).toMatchObject({ status: 'sent', counts: { sent: 3 } });
  });

  it('a moved or unscheduled one is not sent by its old job', async () => {
    const { office, reviewer, campaign, addresses } = await draftFor(1);
    const first = new Date(t.clock.now().getTime() + HOUR);
    await schedule(reviewer, campaign.id, first);
    const [old] = await t.queue.boss.findJobs(newsletterScheduledSend.name, {
      data: { campaign_id: campaign.id },
    });
    await schedule(reviewer, campaign.id, new Date(first.getTime() + HOUR));
    t.clock.advance(first.getTime() - t.clock.now().getTime() + 1000);
    const ctx = jobContext(t.deps, { job: newsletterScheduledSend.name, officeId: office.id });
    await sendScheduledCampaign(
      ctx,
      old?.data as { office_id: string; campaign_id: string; scheduled_at: string },
    );
    expect(await campaignOf(reviewer, campaign.id)).toMatchObject({ status: 'draft' });

    const unscheduled = await requestJson(
      t.app,
      'DELETE',
      `/v1/newsletter/campaigns/${campaign.id}/schedule`,
      undefined,
      {
        token: reviewer,
      },
    );
    expect(await objectOf<Campaign>(unscheduled)).toMatchObject({ status: 'draft', scheduled_at: null });
    await runScheduledJob(office.id, campaign.id);
    await h.runSendingJobs();
    expect(receivedBy(addresses)).toEqual([0]);
  });

  it('refuses a schedule the quota cannot hold, and says why when the sender is gone at its time', async () => {
    const poor = await draftFor(3, 2);
    const refused = await schedule(poor.reviewer, poor.campaign.id, new Date(t.clock.now().getTime() + HOUR));
    expect(await errorOf(refused)).toMatchObject({ code: 'NEWSLETTER_QUOTA_EXCEEDED' });

    const { office, reviewer, sender, campaign, addresses } = await draftFor(2);
    const at = new Date(t.clock.now().getTime() + HOUR);
    expect((await schedule(reviewer, campaign.id, at)).status).toBe(200);
    await t.db.delete(newsletterSenders).where(eq(newsletterSenders.id, sender.id));
    await runScheduledJob(office.id, campaign.id);
    await h.runSendingJobs();
    expect(receivedBy(addresses)).toEqual([0, 0]);
    expect(await h.deliveriesOf(campaign.id)).toEqual([]);
    expect(await campaignOf(reviewer, campaign.id)).toMatchObject({
      status: 'draft',
      stop_code: 'NEWSLETTER_SENDER_NOT_VERIFIED',
    });
    const day = at.toISOString().slice(0, 10);
    const calendar = await requestJson(t.app, 'GET', `/v1/calendar?from=${day}&to=${day}`, undefined, {
      token: reviewer,
    });
    const entry = ((await calendar.json()) as Calendar).objects.find(
      (each) => each.campaign_id === campaign.id,
    );
    expect(entry).toMatchObject({
      status: 'failed',
      reason: 'NEWSLETTER_SENDER_NOT_VERIFIED',
      editable: false,
    });
  });

  it('sends nobody twice when the worker is killed in the middle of its sending', async () => {
    const { office, reviewer, campaign, addresses } = await draftFor(40);
    await schedule(reviewer, campaign.id, new Date(t.clock.now().getTime() + HOUR));
    await runScheduledJob(office.id, campaign.id);
    // The sending run dies after the SMTP server took message 17, as a killed process does.
    const dying = { ...t.deps, mailer: dyingMailer(t.deps.mailer, 17, 'after') };
    void runSending(jobContext(dying, { job: 'newsletter-send', officeId: office.id }), campaign.id);
    await vi.waitUntil(() => receivedBy(addresses).filter(Boolean).length >= 17, {
      timeout: 60_000,
      interval: 5,
    });
    // A restarted worker, once the dead run's lease ran out; and the scheduled job once more.
    t.clock.advance(LEASE_MS + 1000);
    await runScheduledJob(office.id, campaign.id);
    await h.runSendingJobs();
    const received = receivedBy(addresses);
    expect(Math.max(...received)).toBe(1);
    const after = await campaignOf(reviewer, campaign.id);
    expect(after.status).toBe('sent');
    expect(after.counts.sent + after.counts.unknown).toBe(40);
    expect(received.filter(Boolean).length).toBeGreaterThanOrEqual(after.counts.sent);
  });
});
