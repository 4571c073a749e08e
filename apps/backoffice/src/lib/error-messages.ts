import type { ErrorCode } from '@gaceta/shared/errors';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE } from '@gaceta/shared/password';
import { URL_MESSAGES } from '@gaceta/shared/urls';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/** Client-side failures that have no server error code. */
export type ClientErrorCode = 'NETWORK' | 'UNEXPECTED';

/**
 * The interface's wording for each error code. A code missing here (added to the API later)
 * falls back to the server's own message.
 */
const CODE_MESSAGES: Partial<Record<ErrorCode | ClientErrorCode, MessageDescriptor>> = {
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
  UNSAFE_URL: msg`The address is not allowed`,
  TRANSITION_NOT_ALLOWED: msg`This action is not allowed in the news item's current state`,
  STALE_REVISION: msg`Someone else saved this news item after you opened it. Reload it to see their changes.`,
  CHANNEL_NOT_AVAILABLE: msg`Publishing on this channel is not available yet`,
  INTERNAL: msg`Internal server error`,
};

/** Field messages of the shared schemas (English on the wire), in the interface language. */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Email is required': msg`Email is required`,
  'Email is too long': msg`Email is too long`,
  'Email must be valid': msg`Email must be valid`,
  'Password is required': msg`Password is required`,
  'Token is required': msg`The password reset link is incomplete`,
  [PASSWORD_POLICY_MESSAGE]: msg`Password must be 8 to 64 characters with a lowercase letter, an uppercase letter, a digit and a special character`,
  [PASSWORD_MISMATCH_MESSAGE]: msg`Password confirmation does not match`,
  [URL_MESSAGES.scheme]: msg`Invalid URL (missing http(s))`,
  [URL_MESSAGES.trailing_slash]: msg`Invalid URL (missing trailing slash)`,
  [URL_MESSAGES.malformed]: msg`Invalid URL`,
  'Name is required': msg`Name is required`,
  'Id number is required': msg`Id number is required`,
  'Country is required': msg`Country is required`,
  'Phone is required': msg`Phone is required`,
  'City is required': msg`City is required`,
  'Zip code is required': msg`Zip code is required`,
  'Message is required': msg`Message is required`,
  'You must accept the terms': msg`You must accept the terms`,
  'Choose at least one subject': msg`Choose at least one subject`,
  'Choose an office or name a new one': msg`Choose your office or give the name of a new one`,
  'Code must be 2 to 60 lowercase letters, digits or _': msg`Code must be 2 to 60 lowercase letters, digits or _`,
  'Unknown time zone': msg`Unknown time zone`,
  'Unknown area': msg`Unknown area`,
  'Logo should be .png, .jpg or .webp and not larger than 2 MB': msg`Logo should be .png, .jpg or .webp and not larger than 2 MB`,
  'First name is required': msg`First name is required`,
  'Last name is required': msg`Last name is required`,
  'Role is required': msg`Choose at least one role`,
};

export function messageForCode(code: string, fallback: string): string {
  const descriptor = CODE_MESSAGES[code as ErrorCode | ClientErrorCode];
  return descriptor ? i18n._(descriptor) : fallback;
}

export function translateFieldMessage(message: string): string {
  const descriptor = FIELD_MESSAGES[message];
  if (descriptor) return i18n._(descriptor);
  // The shared schemas' length limit (common.ts), which carries its number.
  const max = /^At most (\d+) characters$/.exec(message)?.[1];
  return max ? i18n._(msg`At most ${max} characters`) : message;
}
