import { secureHeaders } from 'hono/secure-headers';
import type { RuntimeConfig } from '../context';

/**
 * Headers on every response. The back-office keeps its token in web storage, so the CSP allows no
 * inline or foreign scripts. Styles may be inline: Radix positions popovers with style attributes.
 * Handlers may set their own header (overwrite: false), e.g. the widget's cross-origin resource policy.
 */
export function securityHeaders(config: Pick<RuntimeConfig, 'sentryDsn'>) {
  const connectSrc = ["'self'"];
  if (config.sentryDsn) connectSrc.push(new URL(config.sentryDsn).origin);
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS only makes sense behind https; a deployer's proxy adds it.
    strictTransportSecurity: false,
  });
}
