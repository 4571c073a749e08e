import * as v from 'valibot';
import { Id } from '../common';
import { CsvQuery } from '../csv';
import { LocalizedText } from '../locales';
import { MESSAGES } from '../messages';
import { count, PeriodEntries, StatisticsRange } from '../statistics';

/**
 * Every channel's figures side by side (docs/dashboards.md), read from the daily roll-ups: per
 * channel ('web' now; 'newsletter' and 'social' when their sources roll up), per measure
 * ('views', 'visitors', 'shares', 'shares.linkedin'…). A channel or measure with nothing in the
 * period is absent rather than zero.
 */
export const ChannelFigures = v.record(v.string(), v.record(v.string(), count));
export type ChannelFigures = v.InferOutput<typeof ChannelFigures>;

export const ScorecardQuery = v.object({ range: v.optional(StatisticsRange, 'month') });
export type ScorecardQuery = v.InferOutput<typeof ScorecardQuery>;

/** GET /v1/news_infos/{id}/scorecard: one article, every channel, per day (per month for a year). */
export const NewsScorecard = v.object({
  ...PeriodEntries,
  news: v.object({ id: Id, title: v.string() }),
  totals: ChannelFigures,
  series: v.array(v.object({ date: v.string(), figures: ChannelFigures })),
});
export type NewsScorecard = v.InferOutput<typeof NewsScorecard>;

export const SCORECARD_GROUPS = ['author', 'subject'] as const;
export type ScorecardGroup = (typeof SCORECARD_GROUPS)[number];

export const ScorecardsQuery = v.object({
  group_by: v.picklist(SCORECARD_GROUPS, MESSAGES.invalid.id),
  range: v.optional(StatisticsRange, 'month'),
  format: v.optional(v.picklist(['json', 'csv'], MESSAGES.invalid.id), 'json'),
  ...CsvQuery.entries,
});
export type ScorecardsQuery = v.InferOutput<typeof ScorecardsQuery>;

/**
 * One author's or subject's articles summed; `key` is the author's name or the subject's id, null
 * for articles without one. An article with two subjects counts in both.
 */
export const ScorecardGroupRow = v.object({
  key: v.nullable(v.string()),
  /** The subject's name, when grouped by subject. */
  subject_name: v.optional(v.nullable(LocalizedText)),
  /** Articles of the group with a figure in the period. */
  news_count: count,
  figures: ChannelFigures,
});
export type ScorecardGroupRow = v.InferOutput<typeof ScorecardGroupRow>;

/** GET /v1/statistics/scorecards: most viewed groups first. */
export const Scorecards = v.object({
  ...PeriodEntries,
  group_by: v.picklist(SCORECARD_GROUPS),
  groups: v.array(ScorecardGroupRow),
});
export type Scorecards = v.InferOutput<typeof Scorecards>;
