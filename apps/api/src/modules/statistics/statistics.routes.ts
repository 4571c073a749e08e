import { IdParam, ObjectOf } from '@gaceta/shared/common';
import {
  NewsWebStatistics,
  StatisticsCsvQuery,
  StatisticsQuery,
  WebsiteStatistics,
} from '@gaceta/shared/statistics';
import {
  NewsScorecard,
  ScorecardQuery,
  Scorecards,
  ScorecardsQuery,
} from '@gaceta/shared/statistics/scorecards';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { download, localeOf } from '../../lib/csv-download';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getNewsScorecard, getScorecards, scorecardsCsv } from './scorecards.service';
import {
  getNewsWebStatistics,
  getWebsiteStatistics,
  newsStatisticsCsv,
  websiteStatisticsCsv,
} from './web-statistics.service';

const tags = ['statistics'] as const;
const RANGE = 'range: week and month by day, year by month, in the office’s time zone';

/** The statistics screens (spec: statistics/website and the per-news statistics modal). */
export const statisticsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/statistics/website',
    describe({
      access: 'stats.view',
      summary: `The office's website figures over time and its most read news (${RANGE})`,
      tags,
      response: { status: 200, schema: ObjectOf(WebsiteStatistics) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', StatisticsQuery),
    async (c) => c.json({ object: await getWebsiteStatistics(c.var.ctx, c.req.valid('query').range) }, 200),
  )
  .get(
    '/v1/statistics/website.csv',
    describe({
      access: 'stats.view',
      summary: 'The website figures as CSV, a line per day (a month for the year range)',
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', StatisticsCsvQuery),
    async (c) => {
      const { range, separator } = c.req.valid('query');
      return download(c, await websiteStatisticsCsv(c.var.ctx, range, localeOf(c)), separator);
    },
  )
  .get(
    '/v1/statistics/website/news.csv',
    describe({
      access: 'stats.view',
      summary: 'Every news item read in the range as CSV, most read first',
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', StatisticsCsvQuery),
    async (c) => {
      const { range, separator } = c.req.valid('query');
      return download(c, await newsStatisticsCsv(c.var.ctx, range, localeOf(c)), separator);
    },
  )
  .get(
    '/v1/statistics/website/news/:id',
    describe({
      access: 'stats.view',
      summary: "One news item's website views, visitors and share clicks in the range",
      tags,
      response: { status: 200, schema: ObjectOf(NewsWebStatistics) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', StatisticsQuery),
    async (c) =>
      c.json(
        {
          object: await getNewsWebStatistics(c.var.ctx, c.req.valid('param').id, c.req.valid('query').range),
        },
        200,
      ),
  )
  .get(
    '/v1/news_infos/:id/scorecard',
    describe({
      access: 'stats.view',
      summary: `One news item's figures on every channel side by side, over time, from the daily roll-ups (${RANGE})`,
      tags,
      response: { status: 200, schema: ObjectOf(NewsScorecard) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', ScorecardQuery),
    async (c) =>
      c.json(
        { object: await getNewsScorecard(c.var.ctx, c.req.valid('param').id, c.req.valid('query').range) },
        200,
      ),
  )
  .get(
    '/v1/statistics/scorecards',
    describe({
      access: 'stats.view',
      summary:
        'The news items summed per author or subject, every channel side by side, most viewed first; format=csv answers the same as text/csv',
      tags,
      response: { status: 200, schema: ObjectOf(Scorecards) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', ScorecardsQuery),
    async (c) => {
      const { group_by: groupBy, range, format, separator } = c.req.valid('query');
      if (format === 'csv')
        return download(c, await scorecardsCsv(c.var.ctx, groupBy, range, localeOf(c)), separator);
      return c.json({ object: await getScorecards(c.var.ctx, groupBy, range) }, 200);
    },
  );
