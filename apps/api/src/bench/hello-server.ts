// The yardstick of `npm run bench`'s public path figures (scripts/bench/public-feed.ts): a bare
// Hono server on @hono/node-server, run the same way as the app and measured in the same run. Its
// port is its first argument. Given a URL as its second, it fetches that answer once at start and
// then answers the same body, content type and ETag, with a 304 when If-None-Match names the ETag:
// what the app would do if it did nothing but answer. Prints one JSON line when it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, mirrored] = process.argv.slice(2);
const app = new Hono();
if (mirrored) {
  const response = await fetch(mirrored);
  const body = await response.text();
  const etag = response.headers.get('etag') ?? '';
  const type = response.headers.get('content-type') ?? 'application/json';
  app.get('*', (c) => {
    if (c.req.header('if-none-match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(body, { status: 200, headers: { 'Content-Type': type, ETag: etag } });
  });
} else {
  app.get('/', (c) => c.text('Hello Hono!'));
}
const server = serve({ fetch: app.fetch, port: Number(port) }, () => {
  console.log(JSON.stringify({ ready: true }));
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
