// The yardstick of `npm run bench`'s public path figures (scripts/bench/public-feed.ts): a bare
// Hono hello-world on @hono/node-server, run the same way as the app and measured in the same run.
// Its port is its argument; prints one JSON line when it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
const server = serve({ fetch: app.fetch, port: Number(process.argv[2]) }, () => {
  console.log(JSON.stringify({ ready: true }));
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
