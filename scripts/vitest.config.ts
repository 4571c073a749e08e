import { defineConfig } from 'vitest/config';

// Tests of the product as a whole, started the way users start it (`npm start`).
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    // Starting the product on a new data folder migrates and seeds it; on a busy machine that is slow.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
