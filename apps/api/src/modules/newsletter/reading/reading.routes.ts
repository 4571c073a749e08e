import { IdParam, ObjectOf } from '@gaceta/shared/common';
import {
  Interests,
  InterestsQuery,
  RecipientActivity,
  RecipientActivityQuery,
} from '@gaceta/shared/newsletter/reading';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { download, localeOf } from '../../../lib/csv-download';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { interests, interestsCsv, recipientActivity } from './reading.service';

const SCORE =
  'score: each message opened counts 1 (a click without an open counts as one), each article of it whose page was clicked 3, each halving every 30 days of age; scanners left out';

/** Who reads what (statistics rights; the provider's admin only while impersonating, audited). */
export const readingRoutes = new Hono<AppEnv>()
  .get(
    '/v1/newsletter/recipients/:id/activity',
    describe({
      access: 'stats.view',
      summary: `One recipient's reading in the range (week, month, year): messages sent, opened and clicked, article by article; the subjects they engage with, scored (${SCORE}); their last engagement; unsubscribes and bounces. Empty where the office tracks nobody or the retention forgot it`,
      tags: ['newsletter recipients'],
      response: { status: 200, schema: ObjectOf(RecipientActivity) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', RecipientActivityQuery),
    async (c) =>
      c.json(
        {
          object: await recipientActivity(c.var.ctx, c.req.valid('param').id, c.req.valid('query').range),
        },
        200,
      ),
  )
  .get(
    '/v1/statistics/interests',
    describe({
      access: 'stats.view',
      summary: `The recipients who engaged with a subject's articles (subject=), one article (news_id=) or an author's (author=) in the range, highest score first (${SCORE}), each with the articles behind it and their last engagement; recipients without any left out. format=csv answers the same as text/csv`,
      tags: ['statistics'],
      response: { status: 200, schema: Interests },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('query', InterestsQuery),
    async (c) => {
      const query = c.req.valid('query');
      if (query.format === 'csv') {
        return download(c, await interestsCsv(c.var.ctx, query, localeOf(c)), query.separator);
      }
      return c.json(await interests(c.var.ctx, query, query), 200);
    },
  );
