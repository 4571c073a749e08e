import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RememberingRouter } from './remembering-router';

/** Routes shaped as the API's: a fixed segment beside a parameter, and middleware over a prefix. */
function appWith(router?: RememberingRouter<never>) {
  const app = new Hono(router ? { router } : {});
  app.use('/v1/*', async (c, next) => {
    await next();
    c.header('X-Seen', 'v1');
  });
  app.get('/v1/offices/autocomplete', (c) => c.text('autocomplete'));
  app.get('/v1/offices/:id', (c) => c.text(`office ${c.req.param('id')}`));
  app.get('/v1/offices/:id/users', (c) => c.text(`users of ${c.req.param('id')}`));
  app.get('/public/v1/offices/:key/news', (c) =>
    c.text(`news of ${c.req.param('key')} ${c.req.query('per')}`),
  );
  return app;
}

const PATHS = [
  '/v1/offices/autocomplete',
  '/v1/offices/7',
  '/v1/offices/7/users',
  '/v1/offices/8',
  '/public/v1/offices/abc/news?per=10',
  '/public/v1/offices/def/news?per=5',
  '/nowhere',
];

describe('the remembering router', () => {
  it("answers every request as Hono's own router does, the first time and again", async () => {
    const plain = appWith();
    const remembering = appWith(new RememberingRouter());
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        const [expected, actual] = await Promise.all([plain.request(path), remembering.request(path)]);
        expect({
          round,
          path,
          status: actual.status,
          body: await actual.text(),
          seen: actual.headers.get('X-Seen'),
        }).toEqual({
          round,
          path,
          status: expected.status,
          body: await expected.text(),
          seen: expected.headers.get('X-Seen'),
        });
      }
    }
  });

  it('matches a path once while it is remembered, and forgets everything when full', () => {
    const router = new RememberingRouter<string>();
    // As the API's, so that Hono's TrieRouter answers, a new answer each time it matches.
    router.add('GET', '/v1/offices/autocomplete', 'autocomplete');
    router.add('GET', '/v1/offices/:id', 'office');
    const first = router.match('GET', '/v1/offices/7');
    expect(router.match('GET', '/v1/offices/7')).toBe(first);
    for (let n = 0; n < 10_000; n++) router.match('GET', `/v1/offices/other-${n}`);
    expect(router.match('GET', '/v1/offices/7')).not.toBe(first);
    expect(router.match('GET', '/v1/offices/7')).toEqual(first);
  });
});
