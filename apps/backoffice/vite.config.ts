import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Found by path, not from the working directory, so Vitest can also run from the repository root.
const linguiConfigPath = { configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) };
const linguiConfig = getConfig(linguiConfigPath);
const API_ORIGIN = 'http://localhost:3000';
// Everything the API serves itself; the dev server forwards it so the app runs same-origin.
const API_PATHS = [
  '/v1',
  '/auth_user',
  '/auth_user_without_password',
  '/health',
  '/api',
  '/widget',
  '/public',
  // Stored avatars and logos.
  '/files',
];

/** What the application and the sign-in page (vite.sign-in.config.ts) are both built with. */
export const screenPlugins = () => [
  react(),
  babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, linguiConfigPath)] }),
  lingui(linguiConfigPath),
  tailwindcss(),
];

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), ...screenPlugins()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, API_ORIGIN])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
