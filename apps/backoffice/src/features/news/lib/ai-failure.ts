import { ApiError } from '@/lib/api-error';
import { messageForCode } from '@/lib/error-messages';

/** The interface's words for a failed AI call; anything unexpected is the spec's generic AI error. */
export function failure(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'UNEXPECTED')
    return error.message;
  return messageForCode(
    'AI_PROVIDER_ERROR',
    'AI error (if it persists, send the message to the administrator)',
  );
}

/** A problem with the input found before calling, shown as its own message. */
export class AiInputError extends Error {
  override name = 'AiInputError';
}
