import { defineConfig } from 'vite';

// One self-starting file, cached immutably under /widget/ by the API.
export default defineConfig({
  build: {
    target: 'es2020',
    lib: {
      entry: 'src/index.tsx',
      formats: ['iife'],
      name: 'GacetaWidget',
      fileName: () => 'gaceta-widget.js',
    },
  },
});
