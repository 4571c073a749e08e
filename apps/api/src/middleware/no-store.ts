import { createMiddleware } from 'hono/factory';

/**
 * The API's answers hold people's data behind a token: no browser or shared cache may keep them
 * (a shared computer's back button, a proxy). A route that sets its own Cache-Control keeps it.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
