import { defineConfig } from 'drizzle-kit';

// Only used by `pnpm db:generate`; the app applies the committed migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
