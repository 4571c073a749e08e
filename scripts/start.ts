// `npm start`: builds what changed, then serves the API, the back-office and the widget on one port,
// with the embedded database under DATA_DIR (./data) and the job worker in the same process.
// This is the only way the product is started: the browser tests' web server and the bench run
// `scripts/bootstrap.mjs start` too, so what they test is what users run.
import { join } from 'node:path';
import { buildBundles } from './lib/build.ts';
import { root, run } from './lib/run.ts';

const API = join(root, 'apps/api');

await buildBundles();

const env = {
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  GACETA_DEMO: process.env.GACETA_DEMO ?? '1',
};
// The API as buildBundles compiled it (apps/api/scripts/build.ts), its errors traced to the sources.
process.exitCode = await run(process.execPath, ['--enable-source-maps', join(API, 'dist/server.js')], {
  env,
});
