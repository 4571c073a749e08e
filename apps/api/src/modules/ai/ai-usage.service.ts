import type { AiEngineName, AiUsage, AiUsageByOffice } from '@gaceta/shared/ai';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { aiUsage, offices } from '../../db/schema';
import type { TokenUsage } from '../../lib/ai-provider';
import { AppError } from '../../lib/app-error';
import { aiCalls, aiTokens } from '../../lib/metrics';
import { requireAdmin } from '../access/guards';
import { enforceRateLimits } from '../access/rate-limit';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The range GET /v1/ai/usage/offices sums when none is asked: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** Counts one AI call against the office's limit per minute; 429 RATE_LIMITED with Retry-After beyond it. */
export async function countAiCall(ctx: ServiceContext, officeId: string): Promise<void> {
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: `ai:${officeId}`, rule: { limit: ctx.config.ai.callsPerMinute, windowMs: MINUTE_MS } },
  ]);
}

/** Adds one call (and its tokens) to the office's row for today, action and engine. */
export async function recordAiUsage(
  ctx: ServiceContext,
  officeId: string,
  entry: { action: string; engine: AiEngineName; usage: TokenUsage | null },
): Promise<void> {
  const inputTokens = entry.usage?.inputTokens ?? 0;
  const outputTokens = entry.usage?.outputTokens ?? 0;
  aiCalls.inc({ engine: entry.engine });
  if (inputTokens > 0) aiTokens.inc({ engine: entry.engine, direction: 'input' }, inputTokens);
  if (outputTokens > 0) aiTokens.inc({ engine: entry.engine, direction: 'output' }, outputTokens);
  await ctx.db
    .insert(aiUsage)
    .values({
      officeId,
      day: ctx.clock.now().toISOString().slice(0, 10),
      action: entry.action,
      engine: entry.engine,
      calls: 1,
      inputTokens,
      outputTokens,
    })
    .onConflictDoUpdate({
      target: [aiUsage.officeId, aiUsage.day, aiUsage.action, aiUsage.engine],
      set: {
        calls: sql`${aiUsage.calls} + 1`,
        inputTokens: sql`${aiUsage.inputTokens} + ${inputTokens}`,
        outputTokens: sql`${aiUsage.outputTokens} + ${outputTokens}`,
      },
    });
}

/** GET /v1/ai/usage: one office's AI calls per day (UTC), action and engine, for the platform's admins. */
export async function getAiUsage(
  ctx: ServiceContext,
  query: { office_id: string; from?: string; to?: string },
): Promise<AiUsage> {
  requireAdmin(ctx);
  const [office] = await ctx.db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.id, query.office_id));
  if (!office) throw new AppError('NOT_FOUND');
  const rows = await ctx.db
    .select()
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.officeId, office.id),
        query.from ? gte(aiUsage.day, query.from) : undefined,
        query.to ? lte(aiUsage.day, query.to) : undefined,
      ),
    )
    .orderBy(asc(aiUsage.day), asc(aiUsage.action), asc(aiUsage.engine));
  const days = rows.map((row) => ({
    day: row.day,
    action: row.action,
    engine: row.engine,
    calls: row.calls,
    input_tokens: row.inputTokens,
    output_tokens: row.outputTokens,
  }));
  const sum = (pick: (row: (typeof days)[number]) => number) =>
    days.reduce((total, row) => total + pick(row), 0);
  return {
    office_id: office.id,
    totals: {
      calls: sum((row) => row.calls),
      input_tokens: sum((row) => row.input_tokens),
      output_tokens: sum((row) => row.output_tokens),
    },
    days,
  };
}

/** GET /v1/ai/usage/offices: what each office spent on AI over a range of UTC days, most calls first. */
export async function getAiUsageByOffice(
  ctx: ServiceContext,
  query: { from?: string; to?: string },
): Promise<AiUsageByOffice> {
  requireAdmin(ctx);
  const today = ctx.clock.now().getTime();
  const to = query.to ?? new Date(today).toISOString().slice(0, 10);
  const from = query.from ?? new Date(today - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const calls = sql<number>`sum(${aiUsage.calls})::int`;
  const rows = await ctx.db
    .select({
      office_id: offices.id,
      name: offices.name,
      calls,
      input_tokens: sql<number>`sum(${aiUsage.inputTokens})::int`,
      output_tokens: sql<number>`sum(${aiUsage.outputTokens})::int`,
    })
    .from(aiUsage)
    .innerJoin(offices, eq(offices.id, aiUsage.officeId))
    .where(and(gte(aiUsage.day, from), lte(aiUsage.day, to)))
    .groupBy(offices.id, offices.name)
    .orderBy(desc(calls), asc(offices.name));
  return { from, to, offices: rows };
}
