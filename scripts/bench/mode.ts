/**
 * `npm run bench -- --quick` (a step of `npm test`): a few iterations of each figure on small
 * fixtures, so a broken bench shows at once; budgets are printed but not enforced. The API-side
 * measurements (apps/api/src/bench) are passed `--quick` too.
 */
export const QUICK = process.argv.includes('--quick');

/** The arguments that carry the mode to an API-side measurement. */
export const quickArgs: string[] = QUICK ? ['--quick'] : [];

/** How many times to measure: `full` normally, `quick` in the quick mode. */
export const iterations = (full: number, quick: number) => (QUICK ? quick : full);

/** A figure past its budget fails the bench, except in the quick mode. */
export function overBudget(): void {
  if (!QUICK) process.exitCode = 1;
}
