// Who a campaign reaches: each subscribed recipient's digest (the items of the subjects they follow
// in their language, less, when the office asks, those a newsletter already brought them), less the
// recipients who already received the office's daily limit of newsletters; and which of its items
// earlier newsletters of the office already carried, when and to how many.
import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import type { AlreadySentItem } from '@gaceta/shared/newsletter/campaigns';
import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { type Database, rowsOf } from '../../../db/client';
import { type newsletterCampaigns, offices } from '../../../db/schema';
import { newsletterConfigurationOf } from '../configuration/configuration.service';

/** A campaign, or (id null) the items an automatic newsletter would carry now. */
type AudienceCampaign = Pick<
  typeof newsletterCampaigns.$inferSelect,
  'officeId' | 'newsIds' | 'skipPreviousRecipients'
> & { id: string | null };

const uuids = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (iso: string) => sql`${iso}::timestamptz`;

/**
 * The office's rules for who receives what: its language (recipients without one read it, and an
 * item naming no language is written in it), whether items in another language are left out, and
 * its daily limit with the bounds of its day (on its clock) at `now`.
 */
export interface AudienceRules {
  officeLanguage: string;
  leaveOutOtherLanguages: boolean;
  maxPerDay: number;
  day: { from: string; to: string };
}

/** The first instant of `date` on the office's clock (a midnight a change skips moves forward). */
const startOfDay = (date: string, timeZone: string) =>
  wallClockToInstant({ date, time: '00:00' }, timeZone) ?? `${date}T00:00:00Z`;

export async function audienceRules(db: Database, officeId: string, now: Date): Promise<AudienceRules> {
  const [office] = await db
    .select({ tolgeo: offices.tolgeo, timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw new Error(`office ${officeId} is gone`);
  const configuration = await newsletterConfigurationOf(db, officeId);
  const today = instantToWallClock(now.toISOString(), office.timeZone).date;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    officeLanguage: AREA_LANGUAGES[office.tolgeo as AreaCode] ?? 'es',
    leaveOutOtherLanguages: configuration.other_language_items === 'leave_out',
    maxPerDay: configuration.max_newsletters_per_day,
    day: { from: startOfDay(today, office.timeZone), to: startOfDay(tomorrow, office.timeZone) },
  };
}

/**
 * `prior`: who already received which of the campaign's items, from the office's other newsletters.
 * A message that failed never left; one still waiting or whose outcome is unknown counts as received,
 * so leaving those recipients out never doubles a message.
 */
const priorCte = (campaign: AudienceCampaign) => sql`prior as (
  select distinct d.recipient_id, n.id as news_id
  from newsletter_campaigns c
  join newsletter_deliveries d on d.campaign_id = c.id
  cross join lateral unnest(d.news_ids) as n(id)
  where c.office_id = ${campaign.officeId}::uuid and c.id is distinct from ${campaign.id}::uuid
    and c.news_ids && ${uuids(campaign.newsIds)} and d.status <> 'failed' and d.recipient_id is not null
    and n.id = any(${uuids(campaign.newsIds)}))`;

/**
 * `today`: how many newsletters of the office each recipient received in the office's day: messages
 * sent that day, or made that day and still waiting (or of unknown outcome); a failed one never
 * left. Test messages make no delivery, so they never count.
 */
const todayCte = (campaign: AudienceCampaign, rules: AudienceRules) => sql`today as (
  select recipient_id, count(*)::int as received
  from newsletter_deliveries
  where office_id = ${campaign.officeId}::uuid and status <> 'failed' and recipient_id is not null
    and coalesce(sent_at, created_at) >= ${at(rules.day.from)}
    and coalesce(sent_at, created_at) < ${at(rules.day.to)}
  group by recipient_id)`;

/**
 * The items of recipient `r`'s message, in the campaign's order: those sharing a subject with the
 * recipient (every item when they follow none); with `inTheirLanguage`, only those written in the
 * recipient's language (the office's when they chose none; an item naming none is in the office's);
 * less those in `prior` when `skipPrevious`.
 */
const digestOf = (
  campaign: AudienceCampaign,
  rules: AudienceRules,
  { skipPrevious, inTheirLanguage }: { skipPrevious: boolean; inTheirLanguage: boolean },
) => {
  const office = sql`${rules.officeLanguage}::text`;
  return sql`array(
  select x.id from unnest(${uuids(campaign.newsIds)}) with ordinality as x(id, ord)
  join news n on n.id = x.id
  where (cardinality(r.subject_ids) = 0 or n.subject_ids && r.subject_ids)
    ${inTheirLanguage ? sql`and coalesce(r.language, ${office}) = any(case when cardinality(n.languages) = 0 then array[${office}] else n.languages end)` : sql``}
    ${skipPrevious ? sql`and not exists (select 1 from prior p where p.recipient_id = r.id and p.news_id = x.id)` : sql``}
  order by x.ord)`;
};

/** The office's subscribed, active recipients, as `r`. */
const receiving = (campaign: AudienceCampaign): SQL =>
  sql`r.office_id = ${campaign.officeId}::uuid and r.status = 'subscribed' and r.active`;

/** Whether recipient `r` already received the office's daily limit (`t` is their row of `today`). */
const atDailyLimit = (rules: AudienceRules) => sql`coalesce(t.received, 0) >= ${rules.maxPerDay}`;

/** What starting a campaign did: its messages, and the recipients each rule left without one. */
export interface Deliveries {
  messages: number;
  skippedDailyLimit: number;
  leftOutByLanguage: number;
}

/**
 * One message per recipient whose digest is not empty and who has not reached the office's daily
 * limit; the office's launches take turns (a transaction lock), so two campaigns started at once
 * cannot both pass a recipient's limit. The Message-ID is fixed now, so any later attempt carries
 * the same one.
 */
export async function createDeliveries(ctx: ServiceContext, campaign: AudienceCampaign): Promise<Deliveries> {
  const host = new URL(ctx.config.publicUrl).hostname;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter-day:${campaign.officeId}`}))`);
  const rules = await audienceRules(ctx.db, campaign.officeId, ctx.clock.now());
  const skipPrevious = campaign.skipPreviousRecipients;
  const result = await ctx.db.execute(sql`
    with ${priorCte(campaign)}, ${todayCte(campaign, rules)}, candidates as (
      select gen_random_uuid() as delivery_id, r.id, r.office_id, r.email, r.language,
        d.news_ids, d.of_their_subjects, ${atDailyLimit(rules)} as at_limit
      from newsletter_recipients r
      cross join lateral (
        select ${digestOf(campaign, rules, { skipPrevious, inTheirLanguage: rules.leaveOutOtherLanguages })} as news_ids,
          ${digestOf(campaign, rules, { skipPrevious, inTheirLanguage: false })} as of_their_subjects
      ) d
      left join today t on t.recipient_id = r.id
      where ${receiving(campaign)}
    ), inserted as (
      insert into newsletter_deliveries (id, campaign_id, office_id, recipient_id, email, news_ids, locale, message_id)
      select c.delivery_id, ${campaign.id}::uuid, c.office_id, c.id, c.email, c.news_ids, c.language,
        '<' || c.delivery_id || '@' || ${host} || '>'
      from candidates c
      where cardinality(c.news_ids) > 0 and not c.at_limit
      returning 1)
    select (select count(*) from inserted)::int as messages,
      count(*) filter (where cardinality(c.news_ids) > 0 and c.at_limit)::int as at_limit,
      count(*) filter (where cardinality(c.news_ids) = 0 and cardinality(c.of_their_subjects) > 0)::int as language
    from candidates c`);
  const [row] = rowsOf<{ messages: number; at_limit: number; language: number }>(result);
  return {
    messages: Number(row?.messages ?? 0),
    skippedDailyLimit: Number(row?.at_limit ?? 0),
    leftOutByLanguage: Number(row?.language ?? 0),
  };
}

/**
 * Who sending a campaign now would reach: `recipients`, the messages it makes (one email of the
 * quota each); `skippedDailyLimit`, recipients with items for them left out for having received the
 * office's daily limit today; `leftOutByLanguage`, recipients whose subjects meet the items, none of
 * them in their language. Each again `…SkippingPrevious`, leaving out what recipients received.
 */
export interface AudienceCounts {
  recipients: number;
  skippingPrevious: number;
  skippedDailyLimit: number;
  skippedDailyLimitSkippingPrevious: number;
  leftOutByLanguage: number;
  leftOutByLanguageSkippingPrevious: number;
}

/** How many messages the campaign would make at `now`: with every recipient, and leaving out what they received. */
export async function audienceCounts(
  db: Database,
  campaign: AudienceCampaign,
  now: Date,
): Promise<AudienceCounts> {
  const rules = await audienceRules(db, campaign.officeId, now);
  const inTheirLanguage = rules.leaveOutOtherLanguages;
  const result = await db.execute(sql`
    with ${priorCte(campaign)}, ${todayCte(campaign, rules)}, candidates as (
      select d.*, ${atDailyLimit(rules)} as at_limit
      from newsletter_recipients r
      cross join lateral (
        select ${digestOf(campaign, rules, { skipPrevious: false, inTheirLanguage })} as all_items,
          ${digestOf(campaign, rules, { skipPrevious: false, inTheirLanguage: false })} as all_of_their_subjects,
          ${digestOf(campaign, rules, { skipPrevious: true, inTheirLanguage })} as new_items,
          ${digestOf(campaign, rules, { skipPrevious: true, inTheirLanguage: false })} as new_of_their_subjects
      ) d
      left join today t on t.recipient_id = r.id
      where ${receiving(campaign)})
    select
      count(*) filter (where cardinality(all_items) > 0 and not at_limit)::int as recipients,
      count(*) filter (where cardinality(all_items) > 0 and at_limit)::int as at_limit,
      count(*) filter (where cardinality(all_items) = 0 and cardinality(all_of_their_subjects) > 0)::int as language,
      count(*) filter (where cardinality(new_items) > 0 and not at_limit)::int as recipients_new,
      count(*) filter (where cardinality(new_items) > 0 and at_limit)::int as at_limit_new,
      count(*) filter (where cardinality(new_items) = 0 and cardinality(new_of_their_subjects) > 0)::int as language_new
    from candidates`);
  const [row] = rowsOf<Record<string, number>>(result);
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    recipients: n('recipients'),
    skippingPrevious: n('recipients_new'),
    skippedDailyLimit: n('at_limit'),
    skippedDailyLimitSkippingPrevious: n('at_limit_new'),
    leftOutByLanguage: n('language'),
    leftOutByLanguageSkippingPrevious: n('language_new'),
  };
}

/**
 * The items among `newsIds` that another newsletter of the office carried (one that left draft),
 * in the order given: when a message with it last went (or, still waiting, when its newsletter
 * started), to how many addresses and in how many newsletters. Failed messages are not counted.
 */
export async function alreadySent(
  db: Database,
  officeId: string,
  newsIds: readonly string[],
  exceptCampaignId: string | null,
): Promise<AlreadySentItem[]> {
  if (newsIds.length === 0) return [];
  const result = await db.execute(sql`
    select x.id, n.title, max(coalesce(d.sent_at, c.started_at, c.created_at)) as sent_at,
      count(distinct d.email)::int as recipients, count(distinct c.id)::int as newsletters
    from unnest(${uuids(newsIds)}) as x(id)
    join news n on n.id = x.id
    join newsletter_campaigns c on c.office_id = ${officeId}::uuid and c.status <> 'draft'
      and c.id is distinct from ${exceptCampaignId}::uuid and x.id = any(c.news_ids)
    join newsletter_deliveries d on d.campaign_id = c.id and d.status <> 'failed' and x.id = any(d.news_ids)
    group by x.id, n.title`);
  const rows = rowsOf<{
    id: string;
    title: string;
    sent_at: Date | string;
    recipients: number;
    newsletters: number;
  }>(result);
  return newsIds.flatMap((id) => {
    const row = rows.find((each) => each.id === id);
    return row
      ? [
          {
            id,
            title: row.title,
            sent_at: new Date(row.sent_at).toISOString(),
            recipients: Number(row.recipients),
            newsletters: Number(row.newsletters),
          },
        ]
      : [];
  });
}
