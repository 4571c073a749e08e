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
    // Messages by key shared with the API: field messages (packages/shared/src/messages.ts) and
    // system emails (apps/api/src/emails) and the calendar feed's texts. The API reads the same files (apps/api/src/lib/i18n.ts).
    {
      path: '<rootDir>/../../packages/shared/src/i18n/{locale}',
      include: [
        '<rootDir>/../../packages/shared/src/messages.ts',
        '<rootDir>/../api/src/emails',
        '<rootDir>/../api/src/modules/calendar/calendar-feed-texts.ts',
      ],
    },
  ],
});
