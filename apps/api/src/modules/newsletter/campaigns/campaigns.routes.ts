import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { IdParam, ObjectOf, PageOf } from '@gaceta/shared/common';
import {
  Campaign,
  CampaignAudience,
  CampaignListQuery,
  CampaignPreview,
  CampaignRecipient,
  CampaignRecipientsCsvQuery,
  CampaignRecipientsQuery,
  CampaignStatistics,
  CreateCampaignInput,
  NewsletterStatistics,
  NewsletterStatisticsCsvQuery,
  NewsletterStatisticsQuery,
  NextNewsletterIssue,
  ScheduleCampaignInput,
  SendCampaignInput,
  TestSendInput,
  UpdateCampaignInput,
} from '@gaceta/shared/newsletter/campaigns';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { download, localeOf } from '../../../lib/csv-download';
import { messageResponse } from '../../../lib/i18n';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { nextIssue } from './campaigns.auto';
import { scheduleCampaign, unscheduleCampaign } from './campaigns.schedule';
import {
  approveCampaign,
  campaignAudience,
  createCustomCampaign,
  deleteCampaign,
  discardCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  previewSentCampaign,
  resendUnknown,
  resumeCampaign,
  sendCampaign,
  updateCampaign,
} from './campaigns.service';
import {
  campaignRecipients,
  campaignRecipientsCsv,
  campaignStatistics,
  campaignsCsv,
  newsletterStatistics,
} from './campaigns.statistics';
import { sendTestMessage } from './test-message';

const tags = ['newsletter campaigns'] as const;

export const campaignsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/newsletter/campaigns',
    describe({
      access: 'newsletter.manage',
      summary:
        "The office's newsletter campaigns, newest first (of one status with ?status=), each with its counts of messages by status",
      tags,
      response: { status: 200, schema: PageOf(Campaign) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', CampaignListQuery),
    async (c) => c.json(await listCampaigns(c.var.ctx, c.req.valid('query')), 200),
  )
  .post(
    '/v1/newsletter/campaigns',
    describe({
      access: 'newsletter.manage',
      summary:
        'Create a custom newsletter (a draft) of items ready to publish or published (else naming each refused and why), from a verified sender, with its subject, preheader and introduction if written; items a newsletter already carried need confirm_resend',
      tags,
      response: { status: 201, schema: ObjectOf(Campaign), description: 'Created' },
      errors: [
        'VALIDATION_FAILED',
        'CUSTOM_NEWSLETTER_FAILED',
        'NEWSLETTER_SENDER_NOT_VERIFIED',
        'NEWSLETTER_ALREADY_SENT',
      ],
    }),
    validate('json', CreateCampaignInput),
    async (c) => c.json(await createCustomCampaign(c.var.ctx, c.req.valid('json')), 201),
  )
  .get(
    '/v1/newsletter/campaigns/:id',
    describe({
      access: 'newsletter.manage',
      summary:
        'One campaign with its counts (pending, sending, sent, failed, unknown, bounced, unsubscribed, opened, clicked)',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await getCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .patch(
    '/v1/newsletter/campaigns/:id',
    describe({
      access: 'newsletter.manage',
      summary:
        "A draft's subject, preheader and introduction (null: generated in each message's language) and whether each recipient's message leaves out the items they already received",
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_INACTIVE'],
    }),
    validate('param', IdParam),
    validate('json', UpdateCampaignInput),
    async (c) => c.json(await updateCampaign(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .get(
    '/v1/newsletter/campaigns/:id/audience',
    describe({
      access: 'newsletter.manage',
      summary:
        'How many messages sending the campaign now makes (and takes from the quota), with and without the items each recipient already received; the quota left; its items other newsletters carried, when and to how many',
      tags,
      response: { status: 200, schema: ObjectOf(CampaignAudience) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await campaignAudience(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/test',
    describe({
      access: 'newsletter.manage',
      summary:
        "Send the campaign's message, marked as a test in its subject, to the caller's own address or a verified sender of the office; no quota, no statistics",
      tags,
      response: { status: 202, schema: MessageResponse, description: 'Queued' },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'RATE_LIMITED'],
    }),
    validate('param', IdParam),
    validate('json', TestSendInput),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await sendTestMessage(c.var.ctx, c.req.valid('param').id, c.req.valid('json')),
        ),
        202,
      ),
  )
  .get(
    '/v1/newsletter/campaigns/:id/preview',
    describe({
      access: 'newsletter.manage',
      summary: 'The campaign as a recipient of all its items sees it (HTML and text), without tracking',
      tags,
      response: { status: 200, schema: ObjectOf(CampaignPreview) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await previewCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/send',
    describe({
      access: 'newsletter.manage',
      summary:
        'Send a draft: one message per subscribed recipient with the items of the subjects they follow (less those they already received, with skip_previous_recipients); items a newsletter already carried need confirm_resend; refused when the quota cannot hold it',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: [
        'VALIDATION_FAILED',
        'CAMPAIGN_NOT_FOUND',
        'CAMPAIGN_INACTIVE',
        'CUSTOM_NEWSLETTER_FAILED',
        'NEWSLETTER_SENDER_NOT_VERIFIED',
        'NEWSLETTER_ALREADY_SENT',
        'NEWSLETTER_NO_RECIPIENTS',
        'NEWSLETTER_QUOTA_EXCEEDED',
      ],
    }),
    validate('param', IdParam),
    validate('json', SendCampaignInput),
    async (c) => c.json(await sendCampaign(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/schedule',
    describe({
      access: 'newsletter.manage',
      summary:
        'Schedule a custom draft to go out at `at` (or move its time): checked now as a send is (items, verified sender, items already sent need confirm_resend, the quota for the messages it would make), sent once at its time; a campaign that can no longer go then stays a draft with the reason in stop_code',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: [
        'VALIDATION_FAILED',
        'CAMPAIGN_NOT_FOUND',
        'CAMPAIGN_INACTIVE',
        'CUSTOM_NEWSLETTER_FAILED',
        'NEWSLETTER_SENDER_NOT_VERIFIED',
        'NEWSLETTER_ALREADY_SENT',
        'NEWSLETTER_QUOTA_EXCEEDED',
      ],
    }),
    validate('param', IdParam),
    validate('json', ScheduleCampaignInput),
    async (c) => c.json(await scheduleCampaign(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete(
    '/v1/newsletter/campaigns/:id/schedule',
    describe({
      access: 'newsletter.manage',
      summary: 'Unschedule a draft: it stays a draft until sent or scheduled again',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_INACTIVE'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await unscheduleCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/approve',
    describe({
      access: 'newsletter.manage',
      summary:
        'Approve an automatic newsletter waiting for approval: it is sent as a draft is (verified sender, recipients, quota; items a newsletter carried since need confirm_resend)',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: [
        'VALIDATION_FAILED',
        'CAMPAIGN_NOT_FOUND',
        'CAMPAIGN_NOT_AWAITING_APPROVAL',
        'NEWSLETTER_SENDER_NOT_VERIFIED',
        'NEWSLETTER_ALREADY_SENT',
        'NEWSLETTER_NO_RECIPIENTS',
        'NEWSLETTER_QUOTA_EXCEEDED',
      ],
    }),
    validate('param', IdParam),
    validate('json', SendCampaignInput),
    async (c) => c.json(await approveCampaign(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/discard',
    describe({
      access: 'newsletter.manage',
      summary:
        'Discard an automatic newsletter waiting for approval: it is never sent, and stays in the history as discarded',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_AWAITING_APPROVAL'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await discardCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .get(
    '/v1/newsletter/configuration/next_issue',
    describe({
      access: 'newsletter.manage',
      summary:
        "The automatic newsletter's next issue: when (the office's clock), the items it would carry now, how many messages it would make and its message as sent",
      tags,
      response: { status: 200, schema: ObjectOf(NextNewsletterIssue) },
    }),
    async (c) => c.json({ object: await nextIssue(c.var.ctx) }, 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/resend_unknown',
    describe({
      access: 'newsletter.manage',
      summary:
        "After the office confirms: send again the messages whose SMTP outcome was ambiguous ('unknown'); never one marked sent",
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: [
        'VALIDATION_FAILED',
        'CAMPAIGN_NOT_FOUND',
        'NEWSLETTER_NOTHING_TO_RESEND',
        'NEWSLETTER_QUOTA_EXCEEDED',
      ],
    }),
    validate('param', IdParam),
    async (c) => c.json(await resendUnknown(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/newsletter/campaigns/:id/resume',
    describe({
      access: 'newsletter.manage',
      summary:
        'Resume a campaign whose sending failed: it is sending again, and only the messages still waiting are sent; none sent goes twice',
      tags,
      response: { status: 200, schema: ObjectOf(Campaign) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_FAILED', 'NEWSLETTER_QUOTA_EXCEEDED'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await resumeCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .delete(
    '/v1/newsletter/campaigns/:id',
    describe({
      access: 'newsletter.manage',
      summary:
        "Delete a draft campaign (one that started sending cannot be: 'Inactive newsletter can't be deleted')",
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_INACTIVE'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await deleteCampaign(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  )
  .get(
    '/v1/statistics/newsletter',
    describe({
      access: 'stats.view',
      summary:
        'Newsletter figures (sent, delivered, opened, clicked, bounced, unsubscribed; open and click rates over the messages delivered) per campaign, with its subject, and per day or month in the office time zone; scanners left out',
      tags,
      response: { status: 200, schema: ObjectOf(NewsletterStatistics) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', NewsletterStatisticsQuery),
    async (c) => c.json({ object: await newsletterStatistics(c.var.ctx, c.req.valid('query')) }, 200),
  )
  .get(
    '/v1/statistics/newsletter/campaigns.csv',
    describe({
      access: 'stats.view',
      summary:
        'The newsletters of the period as CSV (start, kind, subject, news, sent, delivered, opened, clicked, bounced, unsubscribed, open and click rates in percent; formula-like cells escaped)',
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', NewsletterStatisticsCsvQuery),
    async (c) => {
      const { separator, ...query } = c.req.valid('query');
      return download(c, await campaignsCsv(c.var.ctx, query, localeOf(c)), separator);
    },
  )
  .get(
    '/v1/statistics/newsletter/campaigns/:id',
    describe({
      access: 'stats.view',
      summary:
        "One campaign's figures (kind, subject, start, news; sent, delivered, opened, clicked, bounced, unsubscribed, rates) and the recipients who clicked each of its links, named by the article each opens",
      tags,
      response: { status: 200, schema: ObjectOf(CampaignStatistics) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json({ object: await campaignStatistics(c.var.ctx, c.req.valid('param').id) }, 200),
  )
  .get(
    '/v1/statistics/newsletter/campaigns/:id/preview',
    describe({
      access: 'stats.view',
      summary:
        'A campaign that started sending as a recipient of all its items sees it (HTML and text), read-only and without tracking, for statistics readers',
      tags,
      response: { status: 200, schema: ObjectOf(CampaignPreview) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await previewSentCampaign(c.var.ctx, c.req.valid('param').id), 200),
  )
  .get(
    '/v1/statistics/newsletter/campaigns/:id/recipients',
    describe({
      access: 'stats.view',
      summary:
        "A campaign's messages: each recipient's address and name, status, send date, whether they opened or clicked; filter= keeps those who opened, clicked, bounced or unsubscribed",
      tags,
      response: { status: 200, schema: PageOf(CampaignRecipient) },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', CampaignRecipientsQuery),
    async (c) =>
      c.json(await campaignRecipients(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .get(
    '/v1/statistics/newsletter/campaigns/:id/recipients.csv',
    describe({
      access: 'stats.view',
      summary:
        "A campaign's messages as CSV, one line per recipient (narrowed by filter= as the list): address, name, status, send date (on the office's clock), opened, clicked, error; formula-like cells escaped",
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED', 'CAMPAIGN_NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', CampaignRecipientsCsvQuery),
    async (c) => {
      const { separator, filter } = c.req.valid('query');
      return download(
        c,
        await campaignRecipientsCsv(c.var.ctx, c.req.valid('param').id, filter, localeOf(c)),
        separator,
      );
    },
  );
