import { defineConfig } from 'vitest/config';

// Each project keeps its own config (the API's sets up the database template).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/wp-plugin',
      'apps/api',
      'apps/backoffice',
      // The back-office's component tests (jsdom), apart from its unit tests.
      'apps/backoffice/vitest.components.config.ts',
      // The product started with `npm start` (scripts/start.test.ts).
      'scripts',
    ],
  },
});
