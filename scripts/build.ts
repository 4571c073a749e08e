// `npm run build`: builds the back-office and the widget that the API serves.
import { buildBundles } from './lib/build.ts';

await buildBundles({ force: process.argv.includes('--force') });
