// `npm test` fails on any import circle in apps/ and packages/ (the house stays a house:
// docs/architecture.md), and on an API import that runs back up its floors (decision 026).
// Type-only imports count: they tie modules together for a reader too.

const api = 'apps/api/src';
// Tests and benchmarks stand above everything they exercise.
const product = { pathNot: ['\\.test\\.tsx?$', `^${api}/(test|bench)/`] };

/** An import from `from` to `to` is an arrow back up the API's floors. */
const downOnly = (name, comment, from, to) => ({
  name,
  severity: 'error',
  comment,
  from: { path: `^${api}/${from}`, ...product },
  to: { path: `^${api}/${to}` },
});
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself through its imports.',
      from: {},
      to: { circular: true },
    },
    downOnly(
      'lib-knows-no-house',
      'lib/ is infrastructure without domain knowledge: it imports env.ts and itself only.',
      'lib/',
      '(?!lib/|env\\.ts$)',
    ),
    downOnly(
      'emails-and-db-below-context',
      'The emails and the database stand below the context and every module.',
      '(emails|db)/',
      '(context\\.ts|runtime\\.ts|modules|middleware|queue|jobs|app\\.ts)',
    ),
    downOnly(
      'context-knows-no-module',
      'The context is the bottom of the request-handling house: no module, queue or middleware under it.',
      'context\\.ts$',
      '(modules|middleware|queue|jobs)/',
    ),
    downOnly(
      'queue-below-modules',
      'Job definitions and the queue stand below the services that enqueue jobs.',
      'queue/',
      '(modules|middleware|jobs)/',
    ),
    downOnly(
      'middleware-below-modules',
      'Middleware signs requests in and checks access; every other module stands above it.',
      'middleware/',
      'modules/(?!access/|sessions/)',
    ),
    downOnly(
      'modules-below-the-registries',
      "modules.ts gathers the modules' manifests and the app, the server and the worker use it: no module imports them, nor the platform's own jobs.",
      'modules/',
      '(jobs/|modules\\.ts$|app\\.ts$|server\\.ts$|worker\\.ts$)',
    ),
    downOnly(
      'platform-jobs-know-no-module',
      "jobs/ holds the platform's own jobs (system emails, the database's upkeep); a module's jobs live in its folder.",
      'jobs/',
      'modules/',
    ),
    downOnly(
      'news-knows-no-channel',
      'News publishes through the channels its context carries (the manifests, modules.ts): it imports none of them.',
      'modules/news/',
      'modules/(newsletter|social|website)/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|coverage)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
