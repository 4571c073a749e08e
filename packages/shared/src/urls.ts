import * as v from 'valibot';
import { MESSAGES, type MessageKey } from './messages';

export type UrlProblem = 'scheme' | 'trailing_slash' | 'malformed';

// A host name with a dot (or localhost), an optional port, then any path without spaces.
const WELL_FORMED = /^https?:\/\/(localhost|([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63})(:\d{1,5})?(\/\S*)?$/i;

/** Why an office URL is not acceptable (spec section 5): http(s), well formed, ending with '/'. */
export function urlProblem(value: string): UrlProblem | null {
  if (!/^https?:\/\//i.test(value)) return 'scheme';
  if (!WELL_FORMED.test(value)) return 'malformed';
  if (!value.endsWith('/')) return 'trailing_slash';
  return null;
}

export const URL_MESSAGES: Record<UrlProblem, MessageKey> = {
  scheme: MESSAGES.urlScheme.id,
  trailing_slash: MESSAGES.urlTrailingSlash.id,
  malformed: MESSAGES.urlMalformed.id,
};

/** An office URL: empty means none; otherwise it must pass `urlProblem`. */
export const OfficeUrl = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2048),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const problem = urlProblem(dataset.value);
      if (problem) addIssue({ message: URL_MESSAGES[problem] });
    }),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);
