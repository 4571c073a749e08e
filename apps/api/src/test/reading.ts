import { randomUUID } from 'node:crypto';
import type { NewsletterEventKind } from '@gaceta/shared/newsletter/campaigns';
import { sharePageUrl } from '@gaceta/shared/website/markup';
import { newsletterCampaigns, newsletterDeliveries, newsletterEvents } from '../db/schema';
import type { TestApp } from './harness';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type DeliveryRow = typeof newsletterDeliveries.$inferSelect;

/**
 * Who read what, written directly: a sent campaign whose links are its items' share pages and one
 * source, its messages and their opens and clicks, at the instants a test chooses (the reading
 * pages, the interest list and the retention read them).
 */
export function readingHelpers(t: TestApp) {
  async function sentCampaign(
    office: { id: string; publicKey: string },
    items: readonly { id: string; slug: string }[],
    startedAt: Date,
    values: Partial<typeof newsletterCampaigns.$inferInsert> = {},
  ): Promise<CampaignRow> {
    const [row] = await t.db
      .insert(newsletterCampaigns)
      .values({
        officeId: office.id,
        kind: 'custom',
        status: 'sent',
        newsIds: items.map((item) => item.id),
        links: [
          ...items.map((item) => sharePageUrl(t.config.publicUrl, office.publicKey, item.slug)),
          'https://boe.es/fuente',
        ],
        startedAt,
        finishedAt: startedAt,
        ...values,
      })
      .returning();
    if (!row) throw new Error('campaign insert returned no row');
    return row;
  }

  async function message(
    campaign: CampaignRow,
    recipient: { id: string; email: string } | null,
    sentAt: Date,
    values: Partial<typeof newsletterDeliveries.$inferInsert> = {},
  ): Promise<DeliveryRow> {
    const [row] = await t.db
      .insert(newsletterDeliveries)
      .values({
        campaignId: campaign.id,
        officeId: campaign.officeId,
        recipientId: recipient?.id ?? null,
        email: recipient?.email ?? `gone-${randomUUID().slice(0, 8)}@example.test`,
        newsIds: campaign.newsIds,
        status: 'sent',
        messageId: `<${randomUUID()}@test>`,
        sentAt,
        ...values,
      })
      .returning();
    if (!row) throw new Error('delivery insert returned no row');
    return row;
  }

  /** An event of `delivery`; a click on `link` (an index of its campaign's links). */
  async function event(
    delivery: DeliveryRow,
    campaign: CampaignRow,
    kind: NewsletterEventKind,
    at: Date,
    options: { link?: number; automated?: boolean } = {},
  ) {
    const url = options.link === undefined ? null : (campaign.links[options.link] ?? null);
    await t.db.insert(newsletterEvents).values({
      officeId: delivery.officeId,
      deliveryId: delivery.id,
      kind,
      at,
      url,
      linkIndex: options.link ?? null,
      automated: options.automated ?? false,
    });
  }

  return { sentCampaign, message, event };
}

export const DAY_MS = 86_400_000;
