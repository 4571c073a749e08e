import type { Hono } from 'hono';
import type { AppEnv, NewsChannels, RollupSource, ServiceDeps } from '../context';
import type { JobDefinition } from '../queue/queue';

/** One part of the demo (GACETA_DEMO): writes it through the services; true when it wrote anything. */
export interface DemoSeed {
  /** What it seeds, for the start's log ("demo newsletter campaigns seeded"). */
  what: string;
  seed(deps: ServiceDeps, officeId: string): Promise<boolean>;
}

/**
 * What a module adds to the house, declared in its own `<module>.module.ts` and gathered in
 * `modules.ts`: the app mounts its routes, the server and the worker start its jobs, News publishes
 * through its channels, the daily roll-ups read its sources, and the demo runs its seeds. A new
 * module is one manifest and one line in `modules.ts` (docs/adding-a-module.md).
 */
export interface ApiModule {
  name: string;
  /** Routes under the API's middleware (session, CSRF, no-store), mounted in the order of MODULES. */
  routes?: readonly Hono<AppEnv>[];
  /** Pages for people outside the back-office (an article, an unsubscribe), after the API's routes. */
  pages?: readonly Hono<AppEnv>[];
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different payloads live in one list
  jobs?: readonly JobDefinition<any>[];
  channels?: NewsChannels;
  rollupSources?: readonly RollupSource[];
  /** Run in the order of MODULES: a seed may rely on those of the modules before its own. */
  demo?: readonly DemoSeed[];
}
