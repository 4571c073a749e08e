import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@gaceta/api',
    include: ['src/**/*.test.ts'],
    // Builds one migrated, seeded database per run; each test file starts from a copy.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/concurrent-query-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
