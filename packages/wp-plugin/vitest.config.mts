import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@gaceta/wp-plugin', include: ['tests/**/*.test.ts'] } });
