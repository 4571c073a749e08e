/**
 * What the calendar feed says, in the user's language (apps/api/src/lib/i18n.ts reads the shared
 * catalogs; the back-office's `i18n:extract` finds these by their comments).
 */
export const FEED_TEXTS = {
  name: /*i18n*/ { id: 'calendar.feed.name', message: 'Gaceta: {office}' },
  web: /*i18n*/ { id: 'calendar.feed.web', message: 'Website' },
  newsletter: /*i18n*/ { id: 'calendar.feed.newsletter', message: 'Newsletter' },
  plannedNewsletter: /*i18n*/ {
    id: 'calendar.feed.planned_newsletter',
    message: 'Automatic newsletter (planned)',
  },
  plannedSocial: /*i18n*/ { id: 'calendar.feed.planned_social', message: 'Social planning (planned)' },
  webUntil: /*i18n*/ { id: 'calendar.feed.web_until', message: 'On the website until {date}' },
  failed: /*i18n*/ { id: 'calendar.feed.failed', message: 'Failed: {reason}' },
  carries: /*i18n*/ { id: 'calendar.feed.carries', message: 'Would carry: {titles}' },
} as const;
