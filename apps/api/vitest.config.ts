import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@gaceta/api',
    include: ['src/**/*.test.ts'],
    // Builds one migrated, seeded database per run; each test file starts from a copy.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/concurrent-query-guard.ts'],
    // Files share a worker's loaded modules: each file builds its own app, database and queue, and no
    // API test mocks a module, so re-importing the whole API per file (over a third of the run) buys nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
