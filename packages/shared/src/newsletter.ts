import * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * The newsletter's vocabulary, shared by the API, the back-office and the tests. A recipient's
 * status says whether it may be sent to; only `subscribed` receives campaigns.
 * - `pending`: subscribed from the website and not yet confirmed (double opt-in).
 * - `unsubscribed`, `bounced` (a hard bounce), `complained`: stopped for good; an import or a
 *   subscription form never brings them back (only the person, through a new confirmed opt-in).
 */
export const RECIPIENT_STATUSES = ['subscribed', 'pending', 'unsubscribed', 'bounced', 'complained'] as const;
export const RecipientStatus = v.picklist(RECIPIENT_STATUSES);
export type RecipientStatus = v.InferOutput<typeof RecipientStatus>;
/** Statuses that stop sending for good: an import or the office never turns them back. */
export const STOPPED_STATUSES: readonly RecipientStatus[] = ['unsubscribed', 'bounced', 'complained'];
/** Each status as the back-office and the CSV exports name it. */
export const RECIPIENT_STATUS_LABELS = {
  subscribed: MESSAGES.recipientSubscribed,
  pending: MESSAGES.recipientPending,
  unsubscribed: MESSAGES.recipientUnsubscribed,
  bounced: MESSAGES.recipientBounced,
  complained: MESSAGES.recipientComplained,
} satisfies Record<RecipientStatus, { id: string; message: string }>;

/** Where a recipient's consent came from, kept with its date and a hash of the IP (GDPR). */
export const CONSENT_SOURCES = ['back_office', 'import', 'website', 'wordpress'] as const;
export const ConsentSource = v.picklist(CONSENT_SOURCES);
export type ConsentSource = v.InferOutput<typeof ConsentSource>;
export const CONSENT_SOURCE_LABELS = {
  back_office: MESSAGES.consentBackOffice,
  import: MESSAGES.consentImport,
  website: MESSAGES.consentWebsite,
  wordpress: MESSAGES.consentWordpress,
} satisfies Record<ConsentSource, { id: string; message: string }>;

/** The unit of the automatic newsletter's interval: every N weeks, months or years. */
export const NEWSLETTER_INTERVAL_UNITS = ['week', 'month', 'year'] as const;
export const NewsletterIntervalUnit = v.picklist(NEWSLETTER_INTERVAL_UNITS);
export type NewsletterIntervalUnit = v.InferOutput<typeof NewsletterIntervalUnit>;

/** A package of emails an office may request (spec: after a confirmation showing its size). */
export const EMAIL_PACKAGES = [1000, 5000, 10000, 50000] as const;

export const PACKAGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PackageRequestStatus = (typeof PACKAGE_REQUEST_STATUSES)[number];

/** Spec limits: an import holds at most 5000 contacts; an email carries at most (hint) 10 news. */
export const MAX_IMPORT_CONTACTS = 5000;
export const DEFAULT_MAX_NEWS_PER_EMAIL = 10;
