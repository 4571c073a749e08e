import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

/**
 * A view's module of its own beside gaceta.js (/widget/v1/<name>.js), imported by the widget when
 * the view is first needed, so the list does not carry it (decisions 064 and 065): detail.js, the
 * article's view; slider.js, the slider's view and controls. It uses gaceta.js's Preact, handed
 * over by src/preact-bridge.ts, which stands in for 'preact' here.
 */
export function lazyViewConfig(name: 'detail' | 'slider'): UserConfig {
  return defineConfig({
    resolve: { alias: { preact: fileURLToPath(new URL('src/preact-bridge.ts', import.meta.url)) } },
    build: {
      target: 'es2022',
      // An ES library build keeps its whitespace by default; this file is loaded as it is.
      rolldownOptions: { output: { minify: true } },
      emptyOutDir: false,
      lib: {
        entry: `src/${name}.ts`,
        formats: ['es'],
        fileName: () => `v1/${name}.js`,
      },
    },
  });
}
