import { MESSAGES } from '@gaceta/shared/messages';
import {
  DEFAULT_NEWSLETTER_CONFIGURATION,
  type NewsletterConfiguration,
  type NewsletterConfigurationInput,
  nextNewsletterRun,
  PER_PERSON_RETENTION_MONTHS,
} from '@gaceta/shared/newsletter/settings';
import { and, eq, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import type { Database } from '../../../db/client';
import { newsletterConfigurations, newsletterSenders } from '../../../db/schema';
import { fieldError } from '../../../lib/app-error';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { findOffice } from '../../offices/offices.service';
import { toSender, verifiedSender } from '../senders/senders.service';

/**
 * The newsletter's settings, one row per office: the automatic newsletter's, and how many
 * newsletters a recipient receives a day and in which languages; an office without a row has the
 * defaults (DEFAULT_NEWSLETTER_CONFIGURATION). Times are read on the office's clock.
 */

type ConfigurationRow = typeof newsletterConfigurations.$inferSelect;

/** The office's stored settings, or the defaults, in the shape the API takes them. */
export async function newsletterConfigurationOf(
  db: Database,
  officeId: string,
): Promise<Required<NewsletterConfigurationInput>> {
  const [row] = await db
    .select()
    .from(newsletterConfigurations)
    .where(eq(newsletterConfigurations.officeId, officeId));
  return row ? configurationInputOf(row) : DEFAULT_NEWSLETTER_CONFIGURATION;
}

/** A stored row in the shape the API takes it (and nextNewsletterRun reads). */
export function configurationInputOf(row: ConfigurationRow): Required<NewsletterConfigurationInput> {
  return {
    max_news_per_email: row.maxNewsPerEmail,
    max_newsletters_per_day: row.maxNewslettersPerDay,
    other_language_items: row.otherLanguageItems,
    interval: row.interval,
    interval_unit: row.intervalUnit,
    sending_days: row.sendingDays as NewsletterConfigurationInput['sending_days'],
    send_from: row.sendFrom,
    send_until: row.sendUntil,
    auto_publish: row.autoPublish,
    require_approval: row.requireApproval,
    per_person_tracking: row.perPersonTracking,
    per_person_retention_months: row.perPersonRetentionMonths,
    sender_id: row.senderId,
    subject: row.subject,
    preheader: row.preheader,
    intro: row.intro,
  };
}

async function configurationOf(ctx: ServiceContext, officeId: string): Promise<NewsletterConfiguration> {
  const configuration = await newsletterConfigurationOf(ctx.db, officeId);
  const office = await findOffice(ctx.db, officeId);
  const [sender] = configuration.sender_id
    ? await ctx.db
        .select()
        .from(newsletterSenders)
        .where(
          and(eq(newsletterSenders.id, configuration.sender_id), eq(newsletterSenders.officeId, officeId)),
        )
    : [];
  const nextRun = configuration.auto_publish
    ? nextNewsletterRun(configuration, office.timeZone, ctx.clock.now()).toISOString()
    : null;
  return {
    ...configuration,
    require_approval: configuration.require_approval ?? false,
    per_person_tracking: configuration.per_person_tracking ?? true,
    per_person_retention_months:
      configuration.per_person_retention_months ?? PER_PERSON_RETENTION_MONTHS.default,
    sender: sender ? toSender(sender) : null,
    time_zone: office.timeZone,
    next_run_at: nextRun,
  };
}

/** GET /v1/newsletter/configuration. */
export async function getNewsletterConfiguration(ctx: ServiceContext): Promise<NewsletterConfiguration> {
  return configurationOf(ctx, requirePermission(ctx, 'newsletter.manage'));
}

/**
 * PUT /v1/newsletter/configuration: replaces the settings. The sender must be a verified address of
 * the office, and automatic sending needs one: a newsletter is never sent from an unproven address.
 */
export async function saveNewsletterConfiguration(
  ctx: ServiceContext,
  input: NewsletterConfigurationInput,
): Promise<NewsletterConfiguration> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    if (input.sender_id && !(await verifiedSender(ctx.db, officeId, input.sender_id, { lock: true }))) {
      throw fieldError('VALIDATION_FAILED', 'sender_id', MESSAGES.senderNotVerified.id);
    }
    if (input.auto_publish && !input.sender_id) {
      throw fieldError('VALIDATION_FAILED', 'auto_publish', MESSAGES.autoPublishNeedsSender.id);
    }
    const values = {
      maxNewsPerEmail: input.max_news_per_email,
      maxNewslettersPerDay: input.max_newsletters_per_day,
      otherLanguageItems: input.other_language_items,
      interval: input.interval,
      intervalUnit: input.interval_unit,
      sendingDays: input.sending_days,
      sendFrom: input.send_from,
      sendUntil: input.send_until,
      autoPublish: input.auto_publish,
      // Left out, it stays as stored (false for a first save).
      ...(input.require_approval !== undefined && { requireApproval: input.require_approval }),
      ...(input.per_person_tracking !== undefined && { perPersonTracking: input.per_person_tracking }),
      ...(input.per_person_retention_months !== undefined && {
        perPersonRetentionMonths: input.per_person_retention_months,
      }),
      senderId: input.sender_id,
      subject: input.subject,
      preheader: input.preheader,
      intro: input.intro,
    };
    await ctx.db
      .insert(newsletterConfigurations)
      .values({ officeId, ...values })
      .onConflictDoUpdate({
        target: newsletterConfigurations.officeId,
        set: { ...values, updatedAt: sql`now()` },
      });
    await recordAudit(ctx, {
      action: 'newsletter.configuration',
      targetId: officeId,
      officeId,
      data: { ...input },
    });
  });
  return configurationOf(ctx, officeId);
}
