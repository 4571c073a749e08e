import type {
  Draft,
  DraftProblem,
  NetworkCapabilities,
  SocialAccount,
  SocialNetwork,
} from '@gaceta/shared/social';

/**
 * One interface for the four networks (docs/social.md). An adapter speaks its network's documented
 * HTTP protocol to base URLs taken from configuration, so the tests run it against local fakes.
 * Adapters hold no state and touch no database: the services store what they return.
 */

/** What a connection keeps, encrypted, to act for the office. */
export interface Credentials {
  accessToken: string;
  /** OAuth 1.0a's token secret (X). */
  accessSecret?: string;
  refreshToken?: string;
  /** When the access token stops working; null when the network did not say. */
  expiresAt: Date | null;
  /** The account posts go to: a LinkedIn person or organisation URN, an X user, a Page, an Instagram user. */
  accountId: string;
  accountName: string;
  /** Other accounts the same token may post as (LinkedIn: the member's profile and administered pages). */
  accounts?: SocialAccount[];
}

/** How a failure is to be handled: the services decide retries and disconnection from this alone. */
export const ERROR_KINDS = [
  'refresh_needed',
  'reauthorization_required',
  'rate_limited',
  'temporary',
  'bad_request',
  'permission',
  'quota_exhausted',
  'billing',
  'not_found',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** A network's refusal or silence, classified. Its message never carries a token. */
export class NetworkError extends Error {
  constructor(
    readonly network: SocialNetwork,
    readonly kind: ErrorKind,
    message: string,
    readonly details: {
      status?: number;
      /** Seconds to wait, from Retry-After or the network's rate-limit reset header. */
      retryAfter?: number;
      /** True when the request may have been carried out (a timeout after sending a post). */
      ambiguous?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface MediaFile {
  bytes: Uint8Array<ArrayBuffer>;
  mime: string;
  /** A public URL of the same image, for networks that fetch it themselves (Instagram). */
  publicUrl: string;
  altText: string;
}

export interface PostInput {
  text: string;
  /** The article's public page, for networks that post a link. */
  link: string | null;
  media: readonly string[];
}

export type PublishResult =
  | { state: 'published'; remoteId: string; permalink: string }
  /** The network is still processing (an Instagram container): check again later with `remoteId`. */
  | { state: 'pending'; remoteId: string };

export interface PostMetrics {
  likes: number;
  comments: number;
  shares: number;
  impressions: number | null;
}

/** What the office's browser does to authorise: open `url`; the server keeps `pending`. */
export interface AuthorizationStart {
  url: string;
  /** The key the return carries (OAuth 1.0a's request token, or OAuth 2.0's state). */
  key: string;
  /** Kept server-side with a short expiry: X's request token secret. */
  secret?: string;
}

export interface AuthorizationReturn {
  code?: string;
  /** OAuth 2.0's state, already matched against the one kept server-side. */
  state?: string;
  redirectUri?: string;
  oauthToken?: string;
  oauthVerifier?: string;
  secret?: string;
  /** Facebook: the user token the browser obtained and the page to post to. */
  accessToken?: string;
  pageName?: string;
  /** Instagram: the Facebook page whose linked account to take. */
  pageId?: string;
  organization?: boolean;
}

export interface NetworkAdapter {
  readonly network: SocialNetwork;
  readonly capabilities: NetworkCapabilities;
  /** Whether this installation has the app credentials the network needs. */
  readonly available: boolean;
  beginAuthorization(input: {
    callbackUrl: string;
    state: string;
    organization: boolean;
  }): Promise<AuthorizationStart>;
  completeAuthorization(input: AuthorizationReturn): Promise<Credentials>;
  /** The pages a user token may post to, for the office to choose (Facebook); absent elsewhere. */
  pagesOf?(userToken: string): Promise<SocialAccount[]>;
  /** New credentials from a refresh token, or null when the network or app has none. */
  refresh(credentials: Credentials): Promise<Credentials | null>;
  /** Reads the account with the credentials: throws a NetworkError when they no longer work. */
  inspect(credentials: Credentials): Promise<{ accountName: string }>;
  validate(draft: Draft): DraftProblem[];
  uploadMedia(credentials: Credentials, media: MediaFile): Promise<string>;
  publish(credentials: Credentials, post: PostInput): Promise<PublishResult>;
  checkPending(credentials: Credentials, remoteId: string): Promise<PublishResult>;
  /**
   * Looks for a post this account made with `post`'s text since `since`: after an ambiguous
   * failure, publishing checks here before trying again (LinkedIn has no idempotency key).
   */
  findRecent(credentials: Credentials, post: PostInput, since: Date): Promise<PublishResult | null>;
  delete(credentials: Credentials, remoteId: string): Promise<void>;
  metrics(credentials: Credentials, remoteId: string): Promise<PostMetrics>;
  permalink(credentials: Credentials, remoteId: string): string;
  /** The kind of a failed answer, from its status, body and headers. */
  classify(status: number, body: unknown, headers: Headers): ErrorKind;
}

/** How long one network call may take before it counts as an ambiguous failure. */
export const NETWORK_TIMEOUT_MS = 15_000;

/** Seconds to wait from Retry-After or an `x-rate-limit-reset`/`x-ratelimit-reset` epoch header. */
export function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter)) return Number(retryAfter);
  const reset = headers.get('x-rate-limit-reset') ?? headers.get('x-ratelimit-reset');
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) - Math.floor(now / 1000));
  return undefined;
}

/** Classification every network shares for statuses that mean the same everywhere. */
export function classifyStatus(status: number): ErrorKind {
  if (status === 401) return 'reauthorization_required';
  if (status === 402) return 'billing';
  if (status === 403) return 'permission';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500 || status === 408) return 'temporary';
  return 'bad_request';
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** A publish: a timeout or dropped connection then may have posted (NetworkError.details.ambiguous). */
  creates?: boolean;
  timeoutMs?: number;
}

/**
 * One HTTP call to a network: answers the response of a 2xx, throws a classified NetworkError
 * otherwise. The message names the method, the path and the status, never the query (tokens
 * travel there on Facebook).
 */
export async function callNetwork(
  adapter: Pick<NetworkAdapter, 'network' | 'classify'>,
  url: string,
  options: CallOptions = {},
): Promise<Response> {
  const method = options.method ?? 'GET';
  const where = `${method} ${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: options.headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? NETWORK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new NetworkError(adapter.network, 'temporary', `${where}: no answer (${reason})`, {
      ambiguous: options.creates === true,
    });
  }
  if (response.ok) return response;
  const text = await response.text();
  const body = parseBody(text);
  const kind = adapter.classify(response.status, body, response.headers);
  throw new NetworkError(adapter.network, kind, `${where}: ${response.status} ${summary(body)}`, {
    status: response.status,
    retryAfter: retryAfterOf(response.headers),
  });
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The network's own words about the failure, short, for the log and the post's error. */
function summary(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 200);
  const record = (body ?? {}) as Record<string, unknown>;
  const error = record.error as Record<string, unknown> | undefined;
  const text = error?.message ?? record.detail ?? record.message ?? record.title ?? '';
  return String(text).slice(0, 200);
}

/** A JSON answer of a call that succeeded. */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
