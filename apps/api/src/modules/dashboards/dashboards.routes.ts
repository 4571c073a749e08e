import { ObjectOf } from '@gaceta/shared/common';
import { AdminStatistics, AdminStatisticsQuery } from '@gaceta/shared/statistics/admin';
import { AdminDashboard, Dashboard, DashboardQuery } from '@gaceta/shared/statistics/dashboards';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { download, localeOf } from '../../lib/csv-download';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getAdminDashboard } from './admin-dashboard.service';
import { adminStatisticsCsv, getAdminStatistics } from './admin-statistics.service';
import { getDashboard } from './dashboards.service';

const tags = ['dashboards'] as const;

/** The client dashboard (any office user, panel by panel) and the provider's. */
export const dashboardRoutes = new Hono<AppEnv>()
  .get(
    '/v1/dashboard',
    describe({
      access: 'authenticated',
      summary:
        "The office's dashboard in the range (last week, month or year in its time zone): only the panels the caller's roles allow (news with news.read; web, newsletter and social with stats.view)",
      tags,
      response: { status: 200, schema: ObjectOf(Dashboard) },
      errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
    }),
    validate('query', DashboardQuery),
    async (c) => c.json({ object: await getDashboard(c.var.ctx, c.req.valid('query').range) }, 200),
  )
  .get(
    '/v1/admin/dashboard',
    describe({
      access: 'admin',
      summary:
        "The provider's dashboard: offices, the library, emails against quotas, social connections needing reconnection, jobs failed in the last day, the most active offices and AI use",
      tags,
      response: { status: 200, schema: ObjectOf(AdminDashboard) },
    }),
    async (c) => c.json({ object: await getAdminDashboard(c.var.ctx) }, 200),
  )
  .get(
    '/v1/admin/statistics',
    describe({
      access: 'admin',
      summary:
        "The provider's statistics across offices from the daily roll-ups: website, newsletter and social totals and series, and each office's totals, most active first; office_id narrows them to one office (in its time zone; without it, UTC days); format=csv answers a line per office as text/csv",
      tags,
      response: { status: 200, schema: ObjectOf(AdminStatistics) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('query', AdminStatisticsQuery),
    async (c) => {
      const { format, separator, ...query } = c.req.valid('query');
      if (format === 'csv')
        return download(c, await adminStatisticsCsv(c.var.ctx, query, localeOf(c)), separator);
      return c.json({ object: await getAdminStatistics(c.var.ctx, query) }, 200);
    },
  );
