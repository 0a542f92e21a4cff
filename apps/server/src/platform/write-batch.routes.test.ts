import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import type { Database, DbOrTx } from './db.js';
import { rowsOf } from './sql-rows.js';
import { flushWrites, transactionWithWriteBatch, writeOrDefer, writesBefore } from './write-batch.js';

// On the database (PGlite here, PostgreSQL in CI).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table wb_a (id int primary key, note text)`);
  await database.db.execute(sql`create table wb_b (id int primary key, n int not null)`);
});
afterAll(() => database.close());

const count = async (db: DbOrTx, table: 'wb_a' | 'wb_b') =>
  Number((await rowsOf(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);

describe('write batch', () => {
  it('sends a write at once outside a batched transaction', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await writeOrDefer(tx, sql`insert into wb_a values (1, 'now')`);
      expect(await count(tx, 'wb_a')).toBe(1);
    });
    await writeOrDefer(db, sql`insert into wb_a values (2, 'now')`);
    expect(await count(db, 'wb_a')).toBe(2);
  });

  it('defers writes to the flush, sends them as one statement, and commits them with the work', async () => {
    const { db } = database;
    const answer = await transactionWithWriteBatch(db, async (tx) => {
      await writeOrDefer(tx, sql`insert into wb_a values (10, ${"it's"})`);
      await writeOrDefer(
        tx,
        sql`insert into wb_b values (10, 1) on conflict (id) do update set n = wb_b.n + 1`,
      );
      await writeOrDefer(tx, sql`update wb_a set note = 'changed' where id = 1`);
      expect(await count(tx, 'wb_a')).toBe(2);
      const sent = vi.spyOn(tx, 'execute');
      await flushWrites(tx);
      expect(sent).toHaveBeenCalledTimes(1);
      sent.mockRestore();
      expect(await count(tx, 'wb_a')).toBe(3);
      expect(await count(tx, 'wb_b')).toBe(1);
      await writeOrDefer(tx, sql`insert into wb_b values (11, 5)`);
      return 'done';
    });
    expect(answer).toBe('done');
    // The write deferred after the flush went with the commit.
    expect(await count(db, 'wb_b')).toBe(2);
    const notes = await rowsOf(db, sql`select id, note from wb_a where id in (1, 10) order by id`);
    expect(notes).toEqual([
      { id: 1, note: 'changed' },
      { id: 10, note: "it's" },
    ]);
  });

  it('rolls the whole transaction back when a deferred write fails at the flush', async () => {
    const { db } = database;
    const before = [await count(db, 'wb_a'), await count(db, 'wb_b')];
    await expect(
      transactionWithWriteBatch(db, async (tx) => {
        await tx.execute(sql`insert into wb_b values (20, 1)`);
        await writeOrDefer(tx, sql`insert into wb_a values (21, 'fine')`);
        await writeOrDefer(tx, sql`insert into wb_a values (1, 'duplicate key')`);
      }),
    ).rejects.toThrow();
    expect([await count(db, 'wb_a'), await count(db, 'wb_b')]).toEqual(before);
  });

  it('writesBefore: a statement runs its writes before it locks its row (PostgreSQL)', async (ctx) => {
    if (!process.env.DATABASE_URL) ctx.skip(); // PGlite runs one transaction at a time
    const { db } = database;
    await db.execute(sql`insert into wb_b values (40, 0)`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select n from wb_b where id = 40 for update`);
      locked();
      await released;
    });
    await isLocked;
    const batch = writesBefore([
      sql`insert into wb_a values (41, 'before the lock')`,
      sql`update wb_b set n = n + 1 where id = 10`,
    ]);
    const waiter = db.transaction((tx) =>
      rowsOf(
        tx,
        sql`with ${batch.queries}, head as (select n from wb_b where id = 40 and ${batch.written} for update)
          select n from head`,
      ),
    );
    // Wait until the statement waits for the row lock.
    for (let i = 0; i < 100; i++) {
      const waiting = await rowsOf(
        db,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%head as%'`,
      );
      if (waiting[0]!.n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Its insert already ran: another transaction inserting the same key waits for it.
    const third = await db
      .transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '300ms'`);
        await tx.execute(sql`insert into wb_a values (41, 'third')`);
      })
      .then(
        () => 'inserted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(third).toMatch(/lock timeout/);
    release();
    await holder;
    expect(await waiter).toEqual([{ n: 0 }]);
    expect(await rowsOf(db, sql`select note from wb_a where id = 41`)).toEqual([{ note: 'before the lock' }]);
  });
});
