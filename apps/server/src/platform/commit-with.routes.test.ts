import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import { executeAndCommit } from './commit-with.js';
import type { Database, DbOrTx } from './db.js';
import { rowsOf } from './sql-rows.js';

// On the database (PGlite here, PostgreSQL in CI). On PostgreSQL the statement and its COMMIT go together; on
// PGlite executeAndCommit is an ordinary statement and the transaction commits as usual: same outcome.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table cw (id int primary key, note text)`);
});
afterAll(() => database.close());

const ids = async (db: DbOrTx) =>
  (await rowsOf(db, sql`select id from cw order by id`)).map((r) => Number(r.id));
const onPostgres = () => database.kind === 'postgres';

describe('executeAndCommit', () => {
  it('commits the last statement with the work before it, and answers its rows', async () => {
    const { db } = database;
    let seenOutside: number[] = [];
    const answer = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into cw values (1, 'first')`);
      const result = await executeAndCommit(tx, sql`insert into cw values (2, 'last') returning id, note`);
      // On PostgreSQL the transaction is already committed: another connection sees both rows.
      if (onPostgres()) seenOutside = await ids(db);
      return (result as unknown as { rows: unknown[] }).rows;
    });
    expect(answer).toEqual([{ id: 2, note: 'last' }]);
    expect(await ids(db)).toEqual([1, 2]);
    if (onPostgres()) expect(seenOutside).toEqual([1, 2]);
  });

  it('rolls the whole transaction back when the last statement fails', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into cw values (3, 'lost')`);
        await executeAndCommit(tx, sql`insert into cw values (1, 'duplicate key')`);
      }),
    ).rejects.toThrow();
    expect(await ids(db)).toEqual([1, 2]);
    // Every pooled connection is usable afterwards, in and out of transactions.
    await Promise.all(
      [4, 5, 6].map((id) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into cw values (${id}, 'after')`);
          await executeAndCommit(tx, sql`update cw set note = 'ok' where id = ${id}`);
        }),
      ),
    );
    expect(await ids(db)).toEqual([1, 2, 4, 5, 6]);
  });

  it('rolls back when the last statement fails in the driver, before PostgreSQL sees it', async () => {
    const { db } = database;
    if (!onPostgres()) return; // PGlite writes such a parameter
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic; // node-postgres cannot write it (JSON.stringify throws)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into cw values (12, 'lost too')`);
        await executeAndCommit(tx, sql`insert into cw values (13, ${cyclic}::text)`);
      }),
    ).rejects.toThrow();
    expect(await ids(db)).toEqual([1, 2, 4, 5, 6]);
  });

  it('refuses a statement after the committed one (PostgreSQL), which would run outside the transaction', async () => {
    const { db } = database;
    const run = db.transaction(async (tx) => {
      await executeAndCommit(tx, sql`insert into cw values (7, 'committed')`);
      await tx.execute(sql`insert into cw values (8, 'too late')`);
    });
    if (onPostgres()) {
      // (drizzle wraps the driver's error)
      await expect(run).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/after its transaction was committed/) },
      });
      expect(await ids(db)).toEqual([1, 2, 4, 5, 6, 7]);
    } else {
      await run;
      expect(await ids(db)).toEqual([1, 2, 4, 5, 6, 7, 8]);
      await db.execute(sql`delete from cw where id = 8`);
    }
  });

  it('does not end the transaction from a savepoint, nor outside a transaction', async () => {
    const { db } = database;
    let seenOutside: number[] = [];
    await db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await executeAndCommit(savepoint, sql`insert into cw values (9, 'in a savepoint')`);
      });
      if (onPostgres()) seenOutside = await ids(db);
      await tx.execute(sql`insert into cw values (10, 'after the savepoint')`);
    });
    if (onPostgres()) expect(seenOutside).not.toContain(9);
    await executeAndCommit(db, sql`insert into cw values (11, 'no transaction')`);
    expect(await ids(db)).toEqual([1, 2, 4, 5, 6, 7, 9, 10, 11]);
  });
});
