import * as v from 'valibot';
import { Id } from '../common';
import { CsvQuery } from '../csv';
import { MESSAGES } from '../messages';
import { NewsletterFigures } from '../newsletter/campaigns';
import { SocialNetwork } from '../social';
import { count, PeriodEntries, StatisticsRange, WebFigures, WebStatisticsBucket } from '../statistics';

/**
 * The provider's statistics across offices (docs/dashboards.md, decision 047): the website,
 * newsletter and social figures of every office, or of one, summed from the daily roll-ups.
 */

export const AdminStatisticsQuery = v.object({
  range: v.optional(StatisticsRange, 'month'),
  /** One office only; every office without it. */
  office_id: v.optional(Id),
  format: v.optional(v.picklist(['json', 'csv'], MESSAGES.invalid.id), 'json'),
  ...CsvQuery.entries,
});
export type AdminStatisticsQuery = v.InferOutput<typeof AdminStatisticsQuery>;

/** What posts gained on the networks (decision 042). */
export const AdminSocialFigures = v.object({ likes: count, comments: count, shares: count });
export type AdminSocialFigures = v.InferOutput<typeof AdminSocialFigures>;

/** One network's gains in the period, and per day (per month for a year). */
export const AdminSocialNetwork = v.object({
  social_network: SocialNetwork,
  totals: AdminSocialFigures,
  series: v.array(v.object({ date: v.string(), ...AdminSocialFigures.entries })),
});
export type AdminSocialNetwork = v.InferOutput<typeof AdminSocialNetwork>;

/** One office's totals on each channel; the social figures summed over its networks. */
export const AdminOfficeFigures = v.object({
  id: Id,
  name: v.string(),
  web: WebFigures,
  newsletter: NewsletterFigures,
  social: AdminSocialFigures,
});
export type AdminOfficeFigures = v.InferOutput<typeof AdminOfficeFigures>;

/**
 * GET /v1/admin/statistics. Without an office the days are UTC's (`time_zone` 'UTC') and each
 * office's figures are on its own days; with one, the office's time zone, as its own screens.
 * `offices` is most active first (views, newsletter opens and clicks, social likes, comments
 * and shares summed), then by name; every office is listed, those with nothing last.
 */
export const AdminStatistics = v.object({
  ...PeriodEntries,
  office: v.nullable(v.object({ id: Id, name: v.string() })),
  web: v.object({ totals: WebFigures, series: v.array(WebStatisticsBucket) }),
  newsletter: v.object({
    totals: NewsletterFigures,
    series: v.array(v.object({ date: v.string(), ...NewsletterFigures.entries })),
  }),
  social: v.object({ networks: v.array(AdminSocialNetwork) }),
  offices: v.array(AdminOfficeFigures),
});
export type AdminStatistics = v.InferOutput<typeof AdminStatistics>;
