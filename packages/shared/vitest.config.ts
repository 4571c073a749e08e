import { defineProject } from 'vitest/config';

// Pure functions and schemas, no module mocks: files share a worker's loaded modules instead of
// importing them again each (most of these files' time was that import).
export default defineProject({ test: { name: '@gaceta/shared', isolate: false } });
