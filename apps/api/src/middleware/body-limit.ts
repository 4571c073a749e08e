import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A route that takes larger bodies (uploads) is listed here with its own limit. */
export interface BodyLimitRule {
  path: RegExp;
  maxSize: number;
}

export function limitBodies(rules: BodyLimitRule[] = [], defaultMaxSize = DEFAULT_BODY_LIMIT) {
  // The rest of the body is left unread, and Node ends such a connection after answering: say so,
  // or a keep-alive client sends its next request into a closing socket.
  const onError = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, { Connection: 'close' });
  };
  const defaultLimit = bodyLimit({ maxSize: defaultMaxSize, onError });
  const ruleLimits = rules.map((rule) => ({
    path: rule.path,
    limit: bodyLimit({ maxSize: rule.maxSize, onError }),
  }));
  return createMiddleware(async (c, next) => {
    const rule = ruleLimits.find(({ path }) => path.test(c.req.path));
    return (rule?.limit ?? defaultLimit)(c, next);
  });
}
