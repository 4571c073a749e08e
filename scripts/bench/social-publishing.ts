import { join } from 'node:path';
import { root, run } from '../lib/run.ts';
import { quickArgs } from './mode.ts';

/**
 * social_drain_ms and social_calls_per_post: 500 offices' planned and scheduled posts published on
 * the four fake networks by the product's worker, on PGlite (apps/api/src/bench/social-publishing.ts).
 * Returns whether every post took one publish call and stayed within each network's limit.
 */
export async function benchSocialPublishing(): Promise<boolean> {
  const program = join(root, 'apps/api/src/bench/social-publishing.ts');
  return (
    (await run('node', ['--import', 'tsx', program, ...quickArgs], { cwd: join(root, 'apps/api') })) === 0
  );
}
