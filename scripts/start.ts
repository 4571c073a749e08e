// `npm start`: builds what changed, then serves the API, the back-office and the widget on one port,
// with the embedded database under DATA_DIR (./data) and the job worker in the same process.
// This is the only way the product is started: the browser tests' web server and the bench run
// `scripts/bootstrap.mjs start` too, so what they test is what users run.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBundles } from './lib/build.ts';
import { root } from './lib/run.ts';

await buildBundles();

process.env.DATA_DIR ??= join(root, 'data');
process.env.GACETA_DEMO ??= '1';
// Errors traced to the TypeScript sources, as `node --enable-source-maps` would.
process.setSourceMapsEnabled(true);
// The API as buildBundles compiled it (apps/api/scripts/build.ts), in this process: one Node fewer
// to start. It handles Ctrl-C itself, closing the database before it leaves.
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
