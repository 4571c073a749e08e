import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ErrorCode } from '@gaceta/shared/errors';
import ipaddr from 'ipaddr.js';
import { AppError } from './app-error';

/**
 * GET a user-given URL without letting it reach our own network (SSRF).
 * Every hop's host is resolved here, every address checked, and the socket connects to the checked
 * address, so a second DNS answer cannot swap in a private one (docs/decisions/002-ssrf-safe-fetch.md).
 */

export type SafeFetchFailure =
  | 'URL_NOT_ALLOWED'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'BAD_URL'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_ERROR';

const ERROR_CODES: Record<SafeFetchFailure, ErrorCode> = {
  BAD_URL: 'INVALID_URL',
  URL_NOT_ALLOWED: 'URL_NOT_ALLOWED',
  TOO_LARGE: 'URL_FETCH_FAILED',
  TIMEOUT: 'URL_FETCH_FAILED',
  TOO_MANY_REDIRECTS: 'URL_FETCH_FAILED',
  HTTP_ERROR: 'URL_FETCH_FAILED',
};

/** An AppError, so a route can let it through as a 422; `failure` and `reason` are for the logs. */
export class SafeFetchError extends AppError {
  override readonly name = 'SafeFetchError';
  constructor(
    readonly failure: SafeFetchFailure,
    readonly reason: string,
    /** The status the remote server answered with, for HTTP_ERROR. */
    readonly upstreamStatus?: number,
    cause?: unknown,
  ) {
    super(ERROR_CODES[failure]);
    if (cause !== undefined) this.cause = cause;
  }
}

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  /** Time for the whole call, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Sent to every hop, whatever its host: never put credentials here. */
  headers?: Record<string, string>;
  /** Decides whether an address may be contacted; tests widen it to reach a server on loopback. */
  allowAddress?: (address: string) => boolean;
  /** Resolves a host name to all its addresses; tests replace DNS with it. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface SafeFetchResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  contentType: string | null;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// IANA hands out global IPv6 unicast only from 2000::/3; anything outside it is not the public internet.
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for a public unicast address. ipaddr.js names every special range (loopback, private,
 * linkLocal — which holds the 169.254.169.254 metadata service —, carrierGradeNat, uniqueLocal — which
 * holds fd00:ec2::254 —, multicast, broadcast, unspecified, reserved, 6to4, teredo…); anything it does
 * not call plain 'unicast' is refused. An IPv4-mapped IPv6 address is judged as the IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip instanceof ipaddr.IPv4 || ip.match(GLOBAL_UNICAST_IPV6);
}

export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  // DNS lookups take no signal, so the whole call races the deadline as well.
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    return await Promise.race([followRedirects(input, options, signal), deadline]);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw new SafeFetchError('TIMEOUT', `No complete answer within ${timeoutMs} ms`);
    throw new SafeFetchError('HTTP_ERROR', `Request failed: ${(error as Error).message}`, undefined, error);
  }
}

async function followRedirects(
  input: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeFetchResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = parseHttpUrl(input);
  for (let redirects = 0; ; redirects++) {
    const address = await vetHost(url, options);
    const response = await get(url, address, options.headers ?? {}, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new SafeFetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`);
      }
      url = parseHttpUrl(location, url);
      continue;
    }
    if (status >= 400) {
      response.destroy();
      throw new SafeFetchError('HTTP_ERROR', `The server answered ${status}`, status);
    }
    return {
      url: url.href,
      status,
      headers: response.headers,
      body: await readBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES),
      contentType: response.headers['content-type'] ?? null,
    };
  }
}

function parseHttpUrl(input: string, base?: URL): URL {
  const url = URL.parse(input, base?.href);
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new SafeFetchError('BAD_URL', 'Only http and https addresses can be fetched');
  }
  return url;
}

/** Resolves the host (unless it is an IP literal) and returns an address only if all of them are allowed. */
async function vetHost(url: URL, options: SafeFetchOptions): Promise<LookupAddress> {
  const allowAddress = options.allowAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await (options.resolve ?? resolveAll)(host);
  const [first] = addresses;
  // One bad address refuses the host: the operating system might have picked any of them.
  if (!first || !addresses.every((entry) => allowAddress(entry.address))) {
    throw new SafeFetchError('URL_NOT_ALLOWED', `${host} resolves to an address that may not be fetched`);
  }
  return first;
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return lookup(hostname, { all: true, order: 'verbatim' });
}

function get(
  url: URL,
  address: LookupAddress,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  // Hands the socket the vetted address; the host name still serves for Host, SNI and certificates.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false so no pooled socket, opened for another address, is ever reused.
    const request = client.get(url, { headers, signal, lookup: pinned, agent: false }, resolve);
    request.on('error', reject);
  });
}

async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new SafeFetchError('TOO_LARGE', `The answer is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream, so the rest is never downloaded.
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
