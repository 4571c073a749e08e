import {
  articleUrl,
  defaultTheme,
  feedUrls,
  SLUG_PLACEHOLDER,
  sharePageUrl,
  type ThemeCustomization,
  type ThemeCustomizationInput,
  type WebsiteConfiguration,
  type WebsiteConfigurationInput,
  WIDGET_PATH,
} from '@gaceta/shared/website';
import { eq, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { offices, officeThemes } from '../../db/schema';
import { requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { findOffice } from '../offices/offices.service';
import { storedTheme } from './website.service';

/**
 * The back-office side of the website channel, always for the caller's own office: its theme
 * (settings.theme) and what its website embeds (website.manage). The public side reads the same
 * rows (website.service.ts).
 */

async function themeCustomization(ctx: ServiceContext, officeId: string): Promise<ThemeCustomization> {
  const office = await findOffice(ctx.db, officeId);
  return { object: await storedTheme(ctx.db, officeId), defaults: defaultTheme(office.name) };
}

/** GET /v1/theme_customization: the stored theme, null while there is none, and the defaults. */
export async function getThemeCustomization(ctx: ServiceContext): Promise<ThemeCustomization> {
  return themeCustomization(ctx, requirePermission(ctx, 'settings.theme'));
}

/** PUT /v1/theme_customization: creates or replaces the office's theme, with its audit entry. */
export async function saveThemeCustomization(
  ctx: ServiceContext,
  input: ThemeCustomizationInput,
): Promise<ThemeCustomization> {
  const officeId = requirePermission(ctx, 'settings.theme');
  const values = {
    headingColor: input.heading_color,
    fontFamily: input.font_family,
    fontWeight: input.font_weight,
    header: input.header,
    footer: input.footer,
    backgroundColor: input.background_color,
    fontColor: input.font_color,
  };
  await withTransaction(ctx, async (ctx) => {
    // updated_at moves with every save: the public theme's ETag derives from it (decision 018).
    await ctx.db
      .insert(officeThemes)
      .values({ officeId, ...values })
      .onConflictDoUpdate({ target: officeThemes.officeId, set: { ...values, updatedAt: sql`now()` } });
    await recordAudit(ctx, { action: 'website.theme', targetId: officeId, officeId, data: { ...input } });
  });
  return themeCustomization(ctx, officeId);
}

/** GET /v1/website_configuration: the office's key, the widget's URL, its feeds and URL patterns. */
export async function getWebsiteConfiguration(ctx: ServiceContext): Promise<WebsiteConfiguration> {
  const office = await findOffice(ctx.db, requirePermission(ctx, 'website.manage'));
  const { publicUrl } = ctx.config;
  const feeds = feedUrls(publicUrl, office.publicKey);
  return {
    public_key: office.publicKey,
    widget_url: `${publicUrl}${WIDGET_PATH}`,
    rss_url: feeds.rss,
    json_feed_url: feeds.json,
    // The contract's functions with an empty slug, then the placeholder (which they would encode).
    share_page_pattern: sharePageUrl(publicUrl, office.publicKey, '') + SLUG_PLACEHOLDER,
    news_url: office.newsUrl,
    article_url_pattern: office.newsUrl ? articleUrl(office.newsUrl, '') + SLUG_PLACEHOLDER : null,
    web_window: office.webWindow,
  };
}

/** PUT /v1/website_configuration: the office's choices (the default web window), audited. */
export async function saveWebsiteConfiguration(
  ctx: ServiceContext,
  input: WebsiteConfigurationInput,
): Promise<WebsiteConfiguration> {
  const officeId = requirePermission(ctx, 'website.manage');
  await withTransaction(ctx, async (ctx) => {
    await ctx.db.update(offices).set({ webWindow: input.web_window }).where(eq(offices.id, officeId));
    await recordAudit(ctx, {
      action: 'website.configuration',
      targetId: officeId,
      officeId,
      data: { ...input },
    });
  });
  return getWebsiteConfiguration(ctx);
}
