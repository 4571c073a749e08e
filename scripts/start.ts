// `npm start`: builds what changed, then serves the API, the back-office and the widget on one port,
// with the embedded database under DATA_DIR (./data) and the job worker in the same process.
import { join } from 'node:path';
import { buildBundles } from './lib/build.ts';
import { root, run } from './lib/run.ts';

await buildBundles();

const env = {
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  GACETA_DEMO: process.env.GACETA_DEMO ?? '1',
};
process.exitCode = await run('node', ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], { env });
