import { rmSync } from 'node:fs';

/** The run's data folder (database, outbox) is thrown away with the server. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
