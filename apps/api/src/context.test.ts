import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext, type ServiceContext, withTransaction } from './context';
import { offices } from './db/schema';
import { createTestApp, type TestApp } from './test/harness';

/** Runs on PGlite and, with TEST_DATABASE_URL, on node-postgres: the two drivers drizzle is given. */

let t: TestApp;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = jobContext(t.deps, { job: 'test', officeId: null });
});
afterAll(() => t.close());

const insertOffice = (db: ServiceContext['db'], name: string) => db.insert(offices).values({ name });
const officeNamed = async (name: string) => t.db.select().from(offices).where(eq(offices.name, name));

describe('withTransaction', () => {
  it('commits what the work wrote, through the handle it hands over', async () => {
    const name = `tx-${randomUUID()}`;
    await withTransaction(ctx, async (tx) => {
      expect(tx.db).not.toBe(ctx.db);
      await insertOffice(tx.db, name);
    });
    expect(await officeNamed(name)).toHaveLength(1);
  });

  it('joins an open transaction instead of nesting one', async () => {
    await withTransaction(ctx, async (outer) => {
      await withTransaction(outer, async (inner) => {
        expect(inner.db).toBe(outer.db);
      });
    });
  });

  it('rolls back the inner work with the outer when the outer fails later', async () => {
    const inner = `inner-${randomUUID()}`;
    const outer = `outer-${randomUUID()}`;
    await expect(
      withTransaction(ctx, async (tx) => {
        await insertOffice(tx.db, outer);
        await withTransaction(tx, (nested) => insertOffice(nested.db, inner));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await officeNamed(inner)).toEqual([]);
    expect(await officeNamed(outer)).toEqual([]);
  });

  it('keeps the actor and the rest of the context', async () => {
    await withTransaction(ctx, async (tx) => {
      expect(tx.actor).toEqual(ctx.actor);
      expect(tx.clock).toBe(ctx.clock);
    });
  });
});
