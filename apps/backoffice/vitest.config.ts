import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Same plugins as the build, so Lingui macros and .po catalogs work in tests. The unit tests mock no
// module (globals they stub are stubbed again before each test), so files share a worker's loaded
// modules instead of importing them again each.
export default mergeConfig(
  viteConfig,
  defineProject({ test: { name: '@gaceta/backoffice', include: ['src/**/*.test.ts'], isolate: false } }),
);
