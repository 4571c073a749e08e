// What a campaign's messages are made of: the office (name, logo, theme colours, language,
// disclaimers) and each item's newsletter version. Read once per sending run; each digest (a set of
// items) is rendered once, and each message only puts its own token into that rendering.
import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import type { Locale } from '@gaceta/shared/locales';
import type { CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { PER_PERSON_RETENTION_MONTHS } from '@gaceta/shared/newsletter/settings';
import { defaultTheme, officeLogoUrl, sharePageUrl } from '@gaceta/shared/website/markup';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { news, newsContents, type newsletterCampaigns, newsPublications, offices } from '../../../db/schema';
import type { RenderedEmail } from '../../../emails/layout';
import type { NewsletterEmailInput, NewsletterTexts, NewsletterTracking } from '../../../emails/newsletter';
import { type EmailImage, emailImage } from '../../files/stored-images';
import { disclaimersByLanguage } from '../../office-settings/disclaimers.service';
import { storedTheme, visibleAt, webPublication } from '../../website/website.service';
import { newsletterConfigurationOf } from '../configuration/configuration.service';
import {
  linksOf,
  newsletterLinks,
  TOKEN_PLACEHOLDER,
  TRACKING_PLACEHOLDER,
  withTrackedLinks,
} from '../tracking/tracking';
import { hostsOf, newsletterItemHtml } from './campaigns.item-html';

export interface CampaignItem {
  id: string;
  title: string;
  /** The newsletter version, sanitised when it was saved. */
  html: string;
  /**
   * Its page on the website; null while the item is not on the website (a custom newsletter may
   * carry one that is ready but not published there): its message then has no "read on the web"
   * button that would open "this news does not exist".
   */
  shareUrl: string | null;
  /** Its newsletter version's image, else the item's own, with the text that describes it. */
  image: (EmailImage & { alt: string }) | null;
  /** The languages it is written in (the office's when the item names none). */
  languages: string[];
}

/** What of a campaign its messages are made from: the office, the items and the texts written. */
export type CampaignSource = Pick<
  typeof newsletterCampaigns.$inferSelect,
  'officeId' | 'newsIds' | 'subject' | 'preheader' | 'intro'
> &
  Partial<Pick<typeof newsletterCampaigns.$inferSelect, 'perPersonTracking' | 'startedAt'>>;

export interface CampaignContent {
  officeKey: string;
  /** The office's language: the messages of recipients who chose none. */
  locale: Locale;
  office: NewsletterEmailInput['office'];
  /** The office's disclaimer in each language it wrote one in. */
  disclaimers: Map<Locale, string>;
  /** The campaign's items that still exist, in the campaign's order. */
  items: CampaignItem[];
  /** The subject, preheader and introduction the office wrote (null: generated per message). */
  written: { [Key in keyof NewsletterTexts]: string | null };
  /** What the footer tells the reader of their opens and clicks (decision 062). */
  tracking: NewsletterTracking;
}

/**
 * Whether a campaign's messages track each reader, and for how long: as frozen when it started
 * sending, else (a draft, a preview, the next issue) as the office's switch stands.
 */
async function trackingOf(ctx: ServiceContext, campaign: CampaignSource): Promise<NewsletterTracking> {
  const configuration = await newsletterConfigurationOf(ctx.db, campaign.officeId);
  const current = configuration.per_person_tracking ?? true;
  return {
    perPerson: campaign.startedAt ? (campaign.perPersonTracking ?? current) : current,
    retentionMonths: configuration.per_person_retention_months ?? PER_PERSON_RETENTION_MONTHS.default,
  };
}

/** The office's side of a campaign, its items as they are now and the texts it was given. */
export async function campaignContent(
  ctx: ServiceContext,
  campaign: CampaignSource,
): Promise<CampaignContent> {
  const { officeId, newsIds } = campaign;
  const [office] = await ctx.db
    .select({
      name: offices.name,
      key: offices.publicKey,
      tolgeo: offices.tolgeo,
      address: offices.address,
      phone: offices.phone,
      email: offices.email,
      websiteUrl: offices.websiteUrl,
      newsUrl: offices.newsUrl,
      privacyUrl: offices.privacyUrl,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw new Error(`office ${officeId} is gone`);
  const theme = (await storedTheme(ctx.db, officeId)) ?? defaultTheme(office.name);
  const locale = AREA_LANGUAGES[office.tolgeo as AreaCode] ?? 'es';
  const rows =
    newsIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: news.id,
            title: news.title,
            slug: news.slug,
            imageKey: news.imageKey,
            imageDescription: news.imageDescription,
            languages: news.languages,
            version: newsContents,
            onWeb: sql<boolean>`coalesce(${visibleAt(ctx.clock.now())}, false)`,
          })
          .from(news)
          .leftJoin(
            newsContents,
            and(eq(newsContents.newsId, news.id), eq(newsContents.channel, 'newsletter')),
          )
          .leftJoin(newsPublications, webPublication)
          .where(and(eq(news.officeId, officeId), inArray(news.id, [...newsIds])));
  const { publicUrl } = ctx.config;
  // The item's own pages, whose links in its text give way to the message's one button.
  const hosts = hostsOf([publicUrl, office.websiteUrl, office.newsUrl]);
  const items = await Promise.all(
    newsIds.flatMap((id) => {
      const row = rows.find((each) => each.id === id);
      if (!row) return [];
      const title = row.version?.title || row.title;
      const folder = row.version?.imageKey ?? row.imageKey;
      return [
        (async (): Promise<CampaignItem> => {
          const image = folder ? await emailImage(ctx, folder) : null;
          return {
            id,
            title,
            html: await newsletterItemHtml(
              row.version?.content ?? '',
              { slug: row.slug, hosts },
              theme.heading_color,
            ),
            shareUrl: row.onWeb ? sharePageUrl(publicUrl, office.key, row.slug) : null,
            image: image && { ...image, alt: row.imageDescription || title },
            languages: row.languages.length > 0 ? row.languages : [locale],
          };
        })(),
      ];
    }),
  );
  return {
    officeKey: office.key,
    locale,
    office: {
      name: office.name,
      logoUrl: officeLogoUrl(publicUrl, office.key),
      headingColor: theme.heading_color,
      backgroundColor: theme.background_color,
      fontColor: theme.font_color,
      address: office.address,
      phone: office.phone,
      email: office.email,
      websiteUrl: office.websiteUrl,
      privacyUrl: office.privacyUrl,
    },
    disclaimers: await disclaimersByLanguage(ctx, officeId),
    items,
    written: { subject: campaign.subject, preheader: campaign.preheader, intro: campaign.intro },
    tracking: await trackingOf(ctx, campaign),
  };
}

/** The addresses a campaign's click redirects may lead to: each share page, then the items' own links. */
export function campaignLinks(content: CampaignContent): string[] {
  const links = content.items.flatMap((item) => item.shareUrl ?? []);
  for (const item of content.items) {
    for (const link of linksOf(item.html)) if (!links.includes(link)) links.push(link);
  }
  return links;
}

/** The items of one digest (those `newsIds` names), in the campaign's order. */
export const digestItems = (content: CampaignContent, newsIds: readonly string[]) =>
  content.items.filter((item) => newsIds.includes(item.id));

/**
 * The message of one digest (the items `newsIds` names) in one language (the recipient's; null:
 * the office's), tracked through `links`: rendered with TOKEN_PLACEHOLDER where each recipient's
 * token goes, and TRACKING_PLACEHOLDER where the pixel's and redirects' token goes. Without `links` it is the office's preview: no pixel, no redirects, so the office's
 * own reading is never counted; a `test` copy is the same, its subject marked as a test.
 */
export async function renderDigest(
  ctx: ServiceContext,
  content: CampaignContent,
  newsIds: readonly string[],
  links: readonly string[] | null,
  language: Locale | null = null,
  { test = false }: { test?: boolean } = {},
): Promise<RenderedEmail> {
  const { renderNewsletter } = await import('../../../emails/newsletter');
  const tracked = links && newsletterLinks(ctx.config.publicUrl, TOKEN_PLACEHOLDER, TRACKING_PLACEHOLDER);
  const track = (url: string) => {
    const index = links?.indexOf(url) ?? -1;
    return tracked && index >= 0 ? tracked.click(index) : url;
  };
  const items = digestItems(content, newsIds).map((item) => ({
    title: item.title,
    html: tracked && links ? withTrackedLinks(item.html, links, tracked.click) : item.html,
    readMoreUrl: item.shareUrl && track(item.shareUrl),
    image: item.image,
    languages: item.languages,
  }));
  const locale = language ?? content.locale;
  return renderNewsletter({
    locale,
    office: content.office,
    items,
    disclaimer: content.disclaimers.get(locale) ?? null,
    links: tracked,
    written: content.written,
    tracking: content.tracking,
    test,
  });
}

/**
 * The texts of the office's preview (every item, the office's language): those it goes out with,
 * and those it would have had the office written none.
 */
export async function previewTexts(
  content: CampaignContent,
): Promise<{ texts: NewsletterTexts; generated: NewsletterTexts }> {
  const { generatedTexts, messageTexts } = await import('../../../emails/newsletter');
  const { locale, office, items, written } = content;
  return {
    texts: messageTexts({ locale, office, items, written }),
    generated: generatedTexts(locale, office.name, items),
  };
}

/**
 * The office's preview of a message of `source`'s items (a campaign, or the automatic newsletter's
 * next issue): every item, in the office's language, without tracking (the office's own reading is
 * never counted as an open or a click), with the texts it would have had none been written.
 */
export async function messagePreview(ctx: ServiceContext, source: CampaignSource): Promise<CampaignPreview> {
  const content = await campaignContent(ctx, source);
  const { subject, html, text } = await renderDigest(ctx, content, source.newsIds, null);
  const { texts, generated } = await previewTexts(content);
  return { subject, preheader: texts.preheader, html, text, locale: content.locale, generated };
}
