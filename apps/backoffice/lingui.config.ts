import { defineConfig } from '@lingui/conf';

export default defineConfig({
  locales: ['es', 'en', 'pt'],
  // Messages are written in English in the code; Spanish is the default interface language.
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
});
