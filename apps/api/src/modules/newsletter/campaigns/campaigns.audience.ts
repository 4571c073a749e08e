// Who a campaign reaches: each subscribed recipient's digest (the items of the subjects they follow,
// less, when the office asks, those a newsletter already brought them), and which of its items
// earlier newsletters of the office already carried, when and to how many.
import type { AlreadySentItem } from '@gaceta/shared/newsletter/campaigns';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { newsletterCampaigns } from '../../../db/schema';

type AudienceCampaign = Pick<
  typeof newsletterCampaigns.$inferSelect,
  'id' | 'officeId' | 'newsIds' | 'skipPreviousRecipients'
>;

/** node-postgres and PGlite both answer { rows }. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const uuids = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

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
  where c.office_id = ${campaign.officeId}::uuid and c.id <> ${campaign.id}::uuid
    and c.news_ids && ${uuids(campaign.newsIds)} and d.status <> 'failed' and d.recipient_id is not null
    and n.id = any(${uuids(campaign.newsIds)}))`;

/**
 * The items of recipient `r`'s message, in the campaign's order: those sharing a subject with the
 * recipient (every item when they follow none), less those in `prior` when `skipPrevious`.
 */
const digestOf = (campaign: AudienceCampaign, skipPrevious: boolean) => sql`array(
  select x.id from unnest(${uuids(campaign.newsIds)}) with ordinality as x(id, ord)
  join news n on n.id = x.id
  where (cardinality(r.subject_ids) = 0 or n.subject_ids && r.subject_ids)
    ${skipPrevious ? sql`and not exists (select 1 from prior p where p.recipient_id = r.id and p.news_id = x.id)` : sql``}
  order by x.ord)`;

/** The office's subscribed, active recipients, as `r`. */
const receiving = (campaign: AudienceCampaign): SQL =>
  sql`r.office_id = ${campaign.officeId}::uuid and r.status = 'subscribed' and r.active`;

/**
 * One message per recipient whose digest is not empty. The Message-ID is fixed now, so any later
 * attempt carries the same one. Answers how many messages were made.
 */
export async function createDeliveries(ctx: ServiceContext, campaign: AudienceCampaign): Promise<number> {
  const host = new URL(ctx.config.publicUrl).hostname;
  const result = await ctx.db.execute(sql`
    with ${priorCte(campaign)}, inserted as (
    insert into newsletter_deliveries (id, campaign_id, office_id, recipient_id, email, news_ids, locale, message_id)
    select d.id, ${campaign.id}::uuid, r.office_id, r.id, r.email, d.news_ids, r.language,
      '<' || d.id || '@' || ${host} || '>'
    from newsletter_recipients r
    cross join lateral (
      select gen_random_uuid() as id, ${digestOf(campaign, campaign.skipPreviousRecipients)} as news_ids
    ) d
    where ${receiving(campaign)} and cardinality(d.news_ids) > 0
    returning 1)
    select count(*)::int as n from inserted`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** How many messages the campaign would make now: with every recipient, and leaving out what they received. */
export async function audienceCounts(
  db: Database,
  campaign: AudienceCampaign,
): Promise<{ recipients: number; skippingPrevious: number }> {
  const result = await db.execute(sql`
    with ${priorCte(campaign)}
    select count(*) filter (where cardinality(d.all_items) > 0)::int as recipients,
      count(*) filter (where cardinality(d.new_items) > 0)::int as skipping
    from newsletter_recipients r
    cross join lateral (
      select ${digestOf(campaign, false)} as all_items, ${digestOf(campaign, true)} as new_items
    ) d
    where ${receiving(campaign)}`);
  const [row] = rowsOf<{ recipients: number; skipping: number }>(result);
  return { recipients: row?.recipients ?? 0, skippingPrevious: row?.skipping ?? 0 };
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
