import type { ServiceDeps } from '../../context';
import { aiUsage } from '../../db/schema';

/**
 * The demo office's use of the AI assistant over the last 30 days, as the offline engine (the demo's
 * engine) records it: calls without tokens. On working days its writers correct spelling and write
 * summaries, optimise SEO for each new article and now and then make a cover; weekends are quiet.
 * Fixed figures, so every start tells the same story; a restart adds nothing.
 */
const WORKING_DAY: [action: string, calls: number][] = [
  ['correct', 6],
  ['summary', 2],
  ['seo', 2],
  ['shorten', 1],
];
const DAY_MS = 86_400_000;

export async function seedDemoAiUsage(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const today = deps.clock.now().getTime();
  const rows = Array.from({ length: 30 }, (_, back) => new Date(today - back * DAY_MS))
    .filter((day) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
    .flatMap((day, index) => {
      const actions = index % 3 === 0 ? [...WORKING_DAY, ['cover_image', 1] as const] : WORKING_DAY;
      return actions.map(([action, calls]) => ({
        officeId,
        day: day.toISOString().slice(0, 10),
        action,
        engine: 'offline' as const,
        calls: calls + (index % 2),
        inputTokens: 0,
        outputTokens: 0,
      }));
    });
  const inserted = await deps.db
    .insert(aiUsage)
    .values(rows)
    .onConflictDoNothing()
    .returning({ day: aiUsage.day });
  return inserted.length > 0;
}
