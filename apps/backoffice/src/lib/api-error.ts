import type { ErrorBody } from '@gaceta/shared/errors';
import type { FieldMessage } from '@gaceta/shared/messages';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { type ClientErrorCode, messageForCode, translateFieldMessage } from './error-messages';

/** Every failed API call ends as one of these, its message already in the interface language. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    /** The messages per field of a 422 (or a 409 naming its field), joined with ', ', to show beside each field. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The error's details as the API sent them (e.g. the headers an import found). */
    readonly details: ErrorBody['details'] = undefined,
  ) {
    super(message);
  }
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ErrorBody).code === 'string';
}

function isFieldMessage(item: unknown): item is FieldMessage {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as FieldMessage).key === 'string' &&
    typeof (item as FieldMessage).message === 'string'
  );
}

/** The translated field messages of an error's details, in order; other details are left out. */
function detailMessages(details: ErrorBody['details']): Record<string, string[]> {
  if (!details) return {};
  return Object.fromEntries(
    Object.entries(details).map(([field, items]) => [
      field,
      (Array.isArray(items) ? items : []).filter(isFieldMessage).map(translateFieldMessage),
    ]),
  );
}

function clientError(code: ClientErrorCode, fallback: string): ApiError {
  return new ApiError(null, code, messageForCode(code, fallback));
}

export function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (isNetworkError(error) || isTimeoutError(error)) {
    return clientError('NETWORK', 'Network not available or server is down');
  }
  if (!isHTTPError(error)) return clientError('UNEXPECTED', error.message);

  const status = error.response.status;
  const body = isErrorBody(error.data) ? error.data : null;
  if (status >= 500)
    return new ApiError(status, 'INTERNAL', messageForCode('INTERNAL', 'Internal server error'));

  const code = body?.code ?? 'UNEXPECTED';
  const fields = detailMessages(body?.details);
  // Spec section 8: a 422 shows its field messages joined with ', ' (a 409 about a field, too).
  const joined = Object.values(fields).flat();
  const message =
    joined.length > 0 ? joined.join(', ') : messageForCode(code, body?.message ?? error.response.statusText);
  const retryAfter = Number(error.response.headers.get('Retry-After'));
  return new ApiError(
    status,
    code,
    message,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, messages]) => messages.length > 0)
        .map(([field, messages]) => [field, messages.join(', ')]),
    ),
    body?.details,
  );
}
