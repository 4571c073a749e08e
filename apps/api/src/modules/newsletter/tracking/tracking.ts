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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The delivery a token names, or null for anything not signed by us (then the caller answers 404). */
export function deliveryOfToken(secret: string, token: string | undefined): string | null {
  const [deliveryId, signature, ...rest] = (token ?? '').split('.');
  if (!deliveryId || !signature || rest.length > 0 || !UUID.test(deliveryId)) return null;
  const expected = Buffer.from(signatureOf(secret, deliveryId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deliveryId : null;
}

/** Stands for the token while a digest is rendered once for all its recipients (see messageFor). */
export const TOKEN_PLACEHOLDER = 'gacetadeliverytokenplaceholder';

export interface NewsletterLinks {
  open: string;
  click(index: number): string;
  unsubscribe: string;
  /** The page where a person confirms unsubscribing (the email's visible link). */
  unsubscribePage: string;
  preferences: string;
}

/** The links of the message whose token is `token` (or TOKEN_PLACEHOLDER). */
export function newsletterLinks(publicUrl: string, token: string): NewsletterLinks {
  const base = `${publicUrl}/public/v1/newsletter`;
  return {
    open: `${base}/o/${token}.gif`,
    click: (index) => `${base}/c/${token}/${index}`,
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
