import type { ErrorCode } from '@gaceta/shared/errors';
import { issueMessage } from '@gaceta/shared/issues';
import type { FieldMessage, MessageKey, MessageParams } from '@gaceta/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';
import { i18n } from './i18n';

/** Client-side failures that have no server error code. */
export type ClientErrorCode = 'NETWORK' | 'UNEXPECTED';

/** The interface's wording for each error code: a code added to the API must be worded here too. */
const CODE_MESSAGES: Record<ErrorCode | ClientErrorCode, MessageDescriptor> = {
  NETWORK: msg`Network not available or server is down`,
  UNEXPECTED: msg`Something went wrong. Please try again.`,
  VALIDATION_FAILED: msg`Some fields are not valid`,
  MALFORMED_JSON: msg`The request could not be read`,
  PAYLOAD_TOO_LARGE: msg`The request is too large`,
  UNAUTHENTICATED: msg`Your session has ended. Please sign in again.`,
  INVALID_CREDENTIALS: msg`Invalid email or password`,
  INACTIVE_USER: msg`Your user is inactive. Ask your office's user account manager to activate it.`,
  TOKEN_INVALID: msg`Your session has ended. Please sign in again.`,
  FORBIDDEN: msg`You do not have permission to do this`,
  NOT_FOUND: msg`No record found`,
  CONFLICT: msg`The record already exists`,
  RESET_TOKEN_INVALID: msg`The password reset link is invalid or has expired`,
  RATE_LIMITED: msg`Too many attempts, try again later`,
  LAST_ACTIVE_USER: msg`There should be at least one active user`,
  INVALID_URL: msg`Invalid URL`,
  INVALID_IMAGE: msg`Avatar should be .png or .jpg and not larger than 2 MB`,
  SUBJECT_IN_USE: msg`This subject is in use and cannot be deleted`,
  URL_NOT_ALLOWED: msg`The address is not allowed`,
  TRANSITION_NOT_ALLOWED: msg`This action is not allowed in the news item's current state`,
  STALE_REVISION: msg`Someone else saved this news item after you opened it. Reload it to see their changes.`,
  CHANNEL_NOT_AVAILABLE: msg`Publishing on this channel is not available yet`,
  // Newsletter campaigns
  CAMPAIGN_NOT_FOUND: msg`No newsletter campaign found`,
  CAMPAIGN_INACTIVE: msg`Inactive newsletter can't be deleted`,
  CAMPAIGN_NOT_FAILED: msg`Only a newsletter whose sending failed can be resumed`,
  CAMPAIGN_NOT_AWAITING_APPROVAL: msg`This newsletter is no longer waiting for approval: it was approved or discarded`,
  NEWSLETTER_NOTHING_TO_RESEND: msg`No message of this newsletter is waiting to be sent again`,
  CUSTOM_NEWSLETTER_FAILED: msg`Error creating the custom newsletter`,
  NEWSLETTER_SENDER_NOT_VERIFIED: msg`The newsletter needs a verified sender: verify one in the newsletter settings`,
  NEWSLETTER_NO_RECIPIENTS: msg`No subscribed recipient follows the subjects of these news: nothing would be sent`,
  NEWSLETTER_ALREADY_SENT: msg`Some of these news already went out by newsletter: confirm to send them again`,
  NEWSLETTER_QUOTA_EXCEEDED: msg`This newsletter needs more emails than the office has left: request an email package`,
  PREVIEW_LINK_INVALID: msg`This preview link is not valid. Ask whoever sent it for a new one.`,
  PREVIEW_LINK_EXPIRED: msg`This preview link has expired. Ask whoever sent it for a new one.`,
  URL_FETCH_FAILED: msg`The address could not be fetched`,
  AI_NOT_CONFIGURED: msg`An administrator must configure an AI provider for this`,
  AI_PROVIDER_ERROR: msg`AI error (if it persists, send the message to the administrator)`,
  AI_IMAGE_ERROR: msg`Error generating the image`,
  STOCK_IMAGES_ERROR: msg`The image bank did not answer; try again later`,
  SERVICE_UNAVAILABLE: msg`The service is briefly unavailable. Try again in a few seconds.`,
  STORAGE_UNAVAILABLE: msg`The file could not be stored now. Try again later.`,
  SOCIAL_NOT_CONFIGURED: msg`This network cannot be connected: an administrator has not configured its app`,
  SOCIAL_AUTHORIZATION_INVALID: msg`The authorisation expired or was not started here; connect again`,
  SOCIAL_NETWORK_UNAVAILABLE: msg`The network did not answer; try again later`,
  SOCIAL_NETWORK_REFUSED: msg`The network refused the request`,
  SOCIAL_NOT_CONNECTED: msg`Connect this network first`,
  SOCIAL_DELETE_FAILED: msg`Error deleting the post`,
  CALENDAR_ENTRY_NOT_MOVABLE: msg`Only what is scheduled and still to come can be moved: what went out or is planned stays where it is`,
  INTERNAL: msg`Internal server error`,
  SENDER_CODE_INVALID: msg`Code not valid`,
  SENDER_CODE_UNUSABLE: msg`Error sending or verifying the activation code`,
  EMAIL_PACKAGE_REQUEST_FAILED: msg`Error requesting the email package`,
  // Newsletter recipients.
  IMPORT_TOO_MANY_CONTACTS: msg`The file has more than 5000 contacts`,
  IMPORT_EMPTY_FILE: msg`The file is empty`,
  IMPORT_NO_EMAIL_COLUMN: msg`The file has no email field`,
  IMPORT_INVALID_FILE: msg`Select a valid CSV/XL file`,
  IMPORT_TOO_COMPLEX: msg`The file is too complex to read: save it again as CSV, with only the contacts`,
  SUBSCRIPTION_LINK_INVALID: msg`This confirmation link is not valid or has expired; subscribe again`,
  RESUBSCRIBE_EXPIRED: msg`More than 30 days have passed since unsubscribing: subscribe again from the office's website`,
  RESUBSCRIBE_UNAVAILABLE: msg`This link subscribes again only an address that unsubscribed from this newsletter`,
};

export function messageForCode(code: string, fallback: string): string {
  const descriptor = (CODE_MESSAGES as Partial<Record<string, MessageDescriptor>>)[code];
  return descriptor ? i18n._(descriptor) : fallback;
}

/**
 * A message by key (packages/shared/src/messages.ts), from the shared catalog. `english` is
 * shown if the catalog lacks the key (a newer API than this back-office).
 */
export function translateMessage(key: MessageKey, params?: MessageParams, english?: string): string {
  return i18n._({ id: key, ...(english ? { message: english } : {}), ...(params ? { values: params } : {}) });
}

/** A field message of the API's details, in the interface language. */
export function translateFieldMessage({ key, params, message }: FieldMessage): string {
  return translateMessage(key, params, message);
}

/** A field message of a shared schema checked in the browser. */
export function translateIssue(issue: v.BaseIssue<unknown>): string {
  return translateFieldMessage(issueMessage(issue));
}
