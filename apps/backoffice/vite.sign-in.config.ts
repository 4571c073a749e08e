import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { screenPlugins } from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A message id as the Lingui macros leave it in compiled code: `{ id: "svINCY" }`. */
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`]+)\1/g;

/**
 * Keeps in each catalog chunk only the messages the page's code names: the application's catalog
 * is 18 KB on the wire, the sign-in page's share of it under one. Ids are read from every module
 * as the macros compiled it; a catalog is cut as its chunk is rendered, before its name is hashed.
 */
function onlyMessagesUsed(): Plugin {
  const used = new Set<string>();
  return {
    name: 'gaceta:only-messages-used',
    enforce: 'post',
    transform(code, id) {
      if (id.endsWith('.po')) return;
      for (const [, , messageId] of code.matchAll(MESSAGE_ID)) used.add(messageId as string);
    },
    async renderChunk(code, chunk) {
      if (!chunk.facadeModuleId?.endsWith('.po')) return;
      const catalog: { messages: Record<string, unknown> } = await import(
        `data:text/javascript,${encodeURIComponent(code)}`
      );
      const kept = Object.entries(catalog.messages).filter(([id]) => used.has(id));
      return `export const messages = ${JSON.stringify(Object.fromEntries(kept))};`;
    },
  };
}

/**
 * The sign-in page (/login) as a page of its own, built after the application into the same dist:
 * the same screen's components on Preact instead of React, without the router, so a first visit
 * downloads a fraction of the application (docs/decisions/029-a-small-sign-in-page.md).
 */
export default defineConfig({
  plugins: [...screenPlugins(), onlyMessagesUsed()],
  resolve: {
    alias: [
      { find: /^@\/lib\/api-client$/, replacement: here('./src/sign-in/api-client.ts') },
      { find: '@', replacement: here('./src') },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^@tanstack\/react-router$/, replacement: here('./src/sign-in/router.tsx') },
      { find: /^@tanstack\/react-query$/, replacement: here('./src/sign-in/query.tsx') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: {
      input: here('./sign-in.html'),
      // Its own names: a cut catalog must never take the name of the application's whole one.
      output: {
        entryFileNames: 'assets/sign-in-[hash].js',
        chunkFileNames: 'assets/sign-in-[name]-[hash].js',
      },
    },
  },
});
