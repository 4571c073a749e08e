import pg from 'pg';
import type { Db } from 'pg-boss';

/**
 * A connection for a pg-boss on PostgreSQL whose TestClock needs a setting on every session. pg-boss's
 * own pool queues that setting behind a new connection's first query, which pg reports as concurrent
 * queries on one client (and the concurrent-query guard fails the test); here each connection runs
 * it before anything else.
 */
export function sessionSetupPool(connectionString: string): Db & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', () => {});
  let statements: string[] = [];
  let version = 0;
  const setUp = new WeakMap<pg.PoolClient, number>();
  return {
    async setSessionStatements(next) {
      statements = next;
      version++;
    },
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        if (setUp.get(client) !== version) {
          for (const statement of statements) await client.query(statement);
          setUp.set(client, version);
        }
        return await client.query(text, values);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
