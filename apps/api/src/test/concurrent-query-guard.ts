import { afterEach } from 'vitest';

/**
 * pg warns (once per process) when a query is sent on a client that is still running one: queries
 * sent together on a transaction's client (Promise.all on `tx`), which pg 9 will refuse. PGlite has
 * no such client, so this matters on PostgreSQL only: there the warning fails the test that caused it.
 */
const CONCURRENT_QUERY = /client is already executing a query/;

if (process.env.TEST_DATABASE_URL) {
  const warnings: Error[] = [];
  process.on('warning', (warning) => {
    if (CONCURRENT_QUERY.test(warning.message)) warnings.push(warning);
  });
  afterEach(() => {
    const [warning] = warnings.splice(0);
    if (warning) throw new Error(`concurrent queries on one client: ${warning.message}`);
  });
}
