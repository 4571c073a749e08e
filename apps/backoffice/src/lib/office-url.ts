import { URL_MESSAGES, urlProblem } from '@gaceta/shared/urls';
import { translateMessage } from './error-messages';

export const OFFICE_URL_FIELDS = ['website_url', 'news_url', 'contact_url'] as const;
export type OfficeUrlField = (typeof OFFICE_URL_FIELDS)[number];

/** Why a typed office URL is refused, shown while typing (spec section 5); empty is allowed. */
export function officeUrlError(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  const problem = trimmed === '' ? null : urlProblem(trimmed);
  return problem ? translateMessage(URL_MESSAGES[problem]) : undefined;
}
