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
  // tsx reads the tsconfig of the folder a process starts in; naming the API's own makes its JSX
  // (the React Email templates) compile the same wherever the command is run from.
  TSX_TSCONFIG_PATH: join(API, 'tsconfig.json'),
};
process.exitCode = await run(process.execPath, ['--import', 'tsx', join(API, 'src/server.ts')], { env });
