import * as v from 'valibot';
import { MESSAGES, type MessageKey } from './messages';

export type UrlProblem = 'scheme' | 'trailing_slash' | 'malformed';

// A host name with a dot (or localhost), an optional port, then a path of URL characters only.
const WELL_FORMED =
  /^https?:\/\/(localhost|([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63})(:\d{1,5})?(\/[^\s"'<>]*)?$/i;
// The WHATWG URL parser of browsers and Node; the ES library types this package builds with lack it.
interface ParsedUrl {
  href: string;
  username: string;
  password: string;
}
declare const URL: new (input: string) => ParsedUrl;

// URL parsing drops tabs and line breaks silently: such a value is refused, not rewritten.
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The office URL as browsers parse it (WHATWG URL), with `'` encoded too, so that it can go into
 * any HTML attribute or email: `"`, `<`, `>` and spaces come out as %22, %3C, %3E and %20, the host
 * in lower case and punycode. Null when it does not parse or carries a user name or password.
 */
export function normalizeUrl(value: string): string | null {
  if (CONTROL_CHARACTER.test(value)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return url.href.replaceAll("'", '%27');
}

/** Why an office URL is not acceptable (spec section 5): http(s), well formed, ending with '/'. */
export function urlProblem(value: string): UrlProblem | null {
  if (!/^https?:\/\//i.test(value)) return 'scheme';
  const normalized = normalizeUrl(value);
  if (!normalized || !WELL_FORMED.test(normalized)) return 'malformed';
  if (!value.endsWith('/')) return 'trailing_slash';
  return null;
}

export const URL_MESSAGES: Record<UrlProblem, MessageKey> = {
  scheme: MESSAGES.urlScheme.id,
  trailing_slash: MESSAGES.urlTrailingSlash.id,
  malformed: MESSAGES.urlMalformed.id,
};

/** An office URL: empty means none; otherwise it must pass `urlProblem`, and is stored normalized. */
export const OfficeUrl = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const problem = urlProblem(dataset.value);
      if (problem) addIssue({ message: URL_MESSAGES[problem] });
    }),
    v.transform((value) => (value === '' ? null : normalizeUrl(value))),
    // Checked on what is stored: encoding makes a URL longer.
    v.nullable(v.pipe(v.string(), v.maxLength(2048))),
  ),
  null,
);
