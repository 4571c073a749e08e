import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component tests (*.test.tsx): React pieces rendered in jsdom and driven as a user would, with
// Testing Library. The unit tests (*.test.ts) keep the plain, faster Node environment.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: '@gaceta/backoffice-components',
      include: ['src/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup-components.ts'],
    },
  }),
);
