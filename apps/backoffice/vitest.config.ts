import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Same plugins as the build, so Lingui macros and .po catalogs work in tests.
export default mergeConfig(
  viteConfig,
  defineProject({ test: { name: '@gaceta/backoffice', include: ['src/**/*.test.ts'] } }),
);
