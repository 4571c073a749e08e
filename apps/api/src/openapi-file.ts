// Writes the API's OpenAPI document, as GET /api/openapi.json serves it, to the file named on the
// command line: `npm test` lints it (scripts/test.ts).
import { writeFile } from 'node:fs/promises';
import { apiRoutes } from './app';
import { openApiDocument } from './modules/docs/docs.routes';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: openapi-file.ts <output.json>');
const document = await openApiDocument(apiRoutes);
await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
