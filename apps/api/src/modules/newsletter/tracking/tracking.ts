// The links every newsletter message carries (open pixel, click redirects, unsubscribe and
// preferences), all made from one signed token of the delivery, so a message costs one HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

/**
 * A key of its own, derived from the app's secret: a newsletter token can pass for no other token,
 * and changing JWT_SECRET voids every link of every message sent.
 */
const linkKey = (secret: string) => createHmac('sha256', secret).update('gaceta newsletter links').digest();

/** 128 bits of HMAC-SHA256, base64url: short enough for every link of a message. */
function signatureOf(secret: string, deliveryId: string): string {
  return createHmac('sha256', linkKey(secret)).update(deliveryId).digest('base64url').slice(0, 22);
}

/** `<delivery id>.<signature>`: what every link of one message carries. */
export function deliveryToken(secret: string, deliveryId: string): string {
  return `${deliveryId}.${signatureOf(secret, deliveryId)}`;
}

/**
 * `c<campaign id>.<signature>`: the pixel and click redirects of every message of a campaign sent
 * without per-person tracking (decision 062). The `c` keeps it from ever reading as a delivery's
 * token, and the signature covers the prefix.
 */
export function campaignToken(secret: string, campaignId: string): string {
  return `c${campaignId}.${signatureOf(secret, `c${campaignId}`)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id a token signs, once its signature is checked; null for anything not signed by us. */
function signedId(secret: string, token: string | undefined, prefix: '' | 'c'): string | null {
  const [signed, signature, ...rest] = (token ?? '').split('.');
  if (!signed || !signature || rest.length > 0 || !signed.startsWith(prefix)) return null;
  const id = signed.slice(prefix.length);
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, signed));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The delivery a token names, or null for anything not signed by us (then the caller answers 404). */
export const deliveryOfToken = (secret: string, token: string | undefined) => signedId(secret, token, '');

/** The campaign a campaign's token names (campaignToken), or null. */
export const campaignOfToken = (secret: string, token: string | undefined) => signedId(secret, token, 'c');

/** Stands for the token while a digest is rendered once for all its recipients (see messageFor). */
export const TOKEN_PLACEHOLDER = 'gacetadeliverytokenplaceholder';
/**
 * Stands for the token of the pixel and click redirects: the message's own with per-person
 * tracking, the campaign's without.
 */
export const TRACKING_PLACEHOLDER = 'gacetatrackingtokenplaceholder';

export interface NewsletterLinks {
  open: string;
  click(index: number): string;
  unsubscribe: string;
  /** The page where a person confirms unsubscribing (the email's visible link). */
  unsubscribePage: string;
  preferences: string;
}

/**
 * The links of the message whose token is `token` (or TOKEN_PLACEHOLDER); the pixel and click
 * redirects carry `trackingToken` (the same token, or the campaign's when nobody is tracked).
 */
export function newsletterLinks(publicUrl: string, token: string, trackingToken = token): NewsletterLinks {
  const base = `${publicUrl}/public/v1/newsletter`;
  return {
    open: `${base}/o/${trackingToken}.gif`,
    click: (index) => `${base}/c/${trackingToken}/${index}`,
    unsubscribe: `${base}/unsubscribe?token=${token}`,
    unsubscribePage: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
    preferences: `${publicUrl}/newsletter/preferences?token=${token}`,
  };
}

/** sanitize-html as a parser only: the HTML was sanitised when it was saved. */
const AS_IS = { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true } as const;

/** The http(s) addresses the links of `html` lead to, in order, each once. */
export function linksOf(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    ...AS_IS,
    exclusiveFilter(frame) {
      const href = frame.tag === 'a' ? frame.attribs.href : undefined;
      if (href && /^https?:\/\//i.test(href) && !found.includes(href)) found.push(href);
      return false;
    },
  });
  return found;
}

/**
 * `html` (sanitised rich text) with each link the campaign knows pointing at its click redirect;
 * a link it does not know (the item changed since sending began) is left as it is, untracked.
 */
export function withTrackedLinks(html: string, links: readonly string[], click: (index: number) => string) {
  return sanitizeHtml(html, {
    ...AS_IS,
    transformTags: {
      a: (tagName, attribs) => {
        const index = attribs.href ? links.indexOf(attribs.href) : -1;
        return { tagName, attribs: index < 0 ? attribs : { ...attribs, href: click(index) } };
      },
    },
  });
}
