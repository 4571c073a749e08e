import { defineConfig } from 'vite';

// The subscription form, a module of its own beside gaceta.js (/widget/v1/subscribe.js): the
// widget imports it only where a page shows the form, so the news views' file keeps its budget.
export default defineConfig({
  build: {
    target: 'es2022',
    emptyOutDir: false,
    lib: {
      entry: 'src/subscribe.ts',
      formats: ['es'],
      fileName: () => 'v1/subscribe.js',
    },
  },
});
