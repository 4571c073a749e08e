import { defineConfig } from 'vite';

// One self-starting file at a versioned path (/widget/v1/gaceta.js), cached immutably by the API.
export default defineConfig({
  build: {
    target: 'es2022',
    lib: {
      entry: 'src/index.ts',
      formats: ['iife'],
      name: 'GacetaWidget',
      fileName: () => 'v1/gaceta.js',
    },
  },
});
