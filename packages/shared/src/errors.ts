import type { FieldMessage } from './messages';

/**
 * Stable error codes shared by the API and the back-office.
 * The API answers `{ code, message, details }`; the back-office translates by `code`.
 * Messages are the spec's (section 8) English texts.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 422, message: 'Validation failed' },
  MALFORMED_JSON: { status: 400, message: 'Malformed JSON body' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  INACTIVE_USER: { status: 401, message: 'Inactive user' },
  TOKEN_INVALID: { status: 401, message: 'Invalid or expired token' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  NOT_FOUND: { status: 404, message: 'No record found' },
  CONFLICT: { status: 409, message: 'The record already exists' },
  RESET_TOKEN_INVALID: { status: 400, message: 'The password reset link is invalid or has expired' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts, try again later' },
  LAST_ACTIVE_USER: { status: 422, message: 'There should be at least one active user' },
  INVALID_URL: { status: 422, message: 'Invalid URL' },
  INVALID_IMAGE: { status: 422, message: 'Avatar should be .png or .jpg and not larger than 2 MB' },
  SUBJECT_IN_USE: { status: 409, message: 'This subject is in use and cannot be deleted' },
  URL_NOT_ALLOWED: { status: 422, message: 'The address is not allowed' },
  URL_FETCH_FAILED: { status: 422, message: 'The address could not be fetched' },
  TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: "This action is not allowed in the news item's current state",
  },
  STALE_REVISION: {
    status: 409,
    message: 'Someone else saved this news item after you opened it; reload it to see their changes',
  },
  CHANNEL_NOT_AVAILABLE: { status: 409, message: 'Publishing on this channel is not available yet' },
  PREVIEW_LINK_INVALID: { status: 403, message: 'This preview link is not valid' },
  PREVIEW_LINK_EXPIRED: { status: 410, message: 'This preview link has expired; ask for a new one' },
  AI_NOT_CONFIGURED: {
    status: 409,
    message: 'This needs an AI provider, which an administrator has not configured',
  },
  AI_PROVIDER_ERROR: {
    status: 502,
    message: 'AI error (if it persists, send the message to the administrator)',
  },
  AI_IMAGE_ERROR: { status: 502, message: 'Error generating the image' },
  STOCK_IMAGES_ERROR: { status: 502, message: 'The image bank did not answer; try again later' },
  // Newsletter settings (the spec's messages).
  SENDER_CODE_INVALID: { status: 422, message: 'Code not valid' },
  SENDER_CODE_UNUSABLE: { status: 409, message: 'Error sending or verifying the activation code' },
  EMAIL_PACKAGE_REQUEST_FAILED: { status: 409, message: 'Error requesting the email package' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is briefly unavailable; try again in a few seconds',
  },
  STORAGE_UNAVAILABLE: { status: 503, message: 'The file could not be stored now; try again later' },
  // Newsletter recipients (spec section 8's import errors).
  IMPORT_TOO_MANY_CONTACTS: { status: 422, message: 'The file has more than 5000 contacts' },
  IMPORT_EMPTY_FILE: { status: 422, message: 'The file is empty' },
  IMPORT_NO_EMAIL_COLUMN: { status: 422, message: 'The file has no email field' },
  IMPORT_INVALID_FILE: { status: 422, message: 'Select a valid CSV/XL file' },
  IMPORT_TOO_COMPLEX: {
    status: 422,
    message: 'The file is too complex to read: save it again as CSV, with only the contacts',
  },
  SUBSCRIPTION_LINK_INVALID: {
    status: 400,
    message: 'This confirmation link is not valid or has expired; subscribe again',
  },
  RESUBSCRIBE_EXPIRED: {
    status: 410,
    message: "More than 30 days have passed since unsubscribing: subscribe again from the office's website",
  },
  RESUBSCRIBE_UNAVAILABLE: {
    status: 409,
    message: 'This link subscribes again only an address that unsubscribed from this newsletter',
  },
  // Newsletter campaigns
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'No newsletter campaign found' },
  CAMPAIGN_INACTIVE: { status: 409, message: "Inactive newsletter can't be deleted" },
  CAMPAIGN_NOT_FAILED: {
    status: 409,
    message: 'Only a newsletter whose sending failed can be resumed',
  },
  CAMPAIGN_NOT_AWAITING_APPROVAL: {
    status: 409,
    message: 'This newsletter is not waiting for approval',
  },
  NEWSLETTER_NOTHING_TO_RESEND: {
    status: 409,
    message: 'No message of this newsletter is waiting to be sent again',
  },
  CUSTOM_NEWSLETTER_FAILED: { status: 422, message: 'Error creating the custom newsletter' },
  NEWSLETTER_SENDER_NOT_VERIFIED: {
    status: 422,
    message: 'The newsletter needs a verified sender: verify one in the newsletter settings',
  },
  NEWSLETTER_NO_RECIPIENTS: {
    status: 422,
    message: 'No subscribed recipient follows the subjects of these news: nothing would be sent',
  },
  NEWSLETTER_ALREADY_SENT: {
    status: 409,
    message: 'Some of these news already went out by newsletter: confirm to send them again',
  },
  NEWSLETTER_QUOTA_EXCEEDED: {
    status: 409,
    message: 'This newsletter needs more emails than the office has left: request an email package',
  },
  SOCIAL_NOT_CONFIGURED: {
    status: 409,
    message: 'This network cannot be connected: an administrator has not configured its app',
  },
  SOCIAL_AUTHORIZATION_INVALID: {
    status: 422,
    message: 'The authorisation expired or was not started here; connect again',
  },
  SOCIAL_NETWORK_UNAVAILABLE: { status: 502, message: 'The network did not answer; try again later' },
  SOCIAL_NETWORK_REFUSED: { status: 422, message: 'The network refused the request' },
  SOCIAL_NOT_CONNECTED: { status: 409, message: 'Connect this network first' },
  SOCIAL_DELETE_FAILED: { status: 502, message: 'Error deleting the post' },
  // The calendar.
  CALENDAR_ENTRY_NOT_MOVABLE: {
    status: 409,
    message: 'Only what is scheduled and still to come can be moved; what went out or is planned stays',
  },
  INTERNAL: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Body of every error response. For a 422 (and a 409 or INVALID_IMAGE about one field) `details`
 * maps a field path to its keyed messages; FORBIDDEN says what was required.
 */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: Record<string, FieldMessage[]> | Record<string, unknown>;
}

/** Client-side messages that have no server counterpart (spec section 8). */
export const NETWORK_ERROR_MESSAGE = 'Network not available or server is down';
