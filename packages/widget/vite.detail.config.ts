import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The article's view, a module of its own beside gaceta.js (/widget/v1/detail.js): the widget imports
// it the first time it shows an article, so the list and the slider do not carry it (decision 064).
// It uses gaceta.js's Preact, handed over by src/preact-bridge.ts, which stands in for 'preact' here.
export default defineConfig({
  resolve: { alias: { preact: fileURLToPath(new URL('src/preact-bridge.ts', import.meta.url)) } },
  build: {
    target: 'es2022',
    // An ES library build keeps its whitespace by default; this file is loaded as it is.
    rolldownOptions: { output: { minify: true } },
    emptyOutDir: false,
    lib: {
      entry: 'src/detail.ts',
      formats: ['es'],
      fileName: () => 'v1/detail.js',
    },
  },
});
