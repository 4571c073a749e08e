import { join } from 'node:path';
import { root, run } from '../lib/run.ts';
import { quickArgs } from './mode.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * newsletter_messages_per_s: a 5,000-recipient campaign sent to a local SMTP server with all its
 * bookkeeping (budget 150, goal 300), on PGlite and, when a server answers, on PostgreSQL with one
 * and with two worker processes (apps/api/src/bench/newsletter-sending.ts). Returns whether every
 * figure stayed within budget.
 */
export async function benchNewsletterSending(): Promise<boolean> {
  const program = join(root, 'apps/api/src/bench/newsletter-sending.ts');
  const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const codes = [
    await run('node', ['--import', 'tsx', program, ...quickArgs], { cwd: join(root, 'apps/api') }),
    await run('node', ['--import', 'tsx', program, postgresUrl, ...quickArgs], {
      cwd: join(root, 'apps/api'),
    }),
  ];
  return codes.every((code) => code === 0);
}
