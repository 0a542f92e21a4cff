import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db.js';
import { ViewCounter } from './mall.views.js';

const dialect = new PgDialect();

/** A database that records the batches written (params: id, type, n per good) and fails as told. */
function fakeDb(failures: unknown[] = []) {
  const batches: number[][] = [];
  const db = {
    execute: async (query: SQL) => {
      const failure = failures.shift();
      if (failure) throw failure;
      batches.push(dialect.sqlToQuery(query).params as number[]);
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  return { db, batches };
}

describe('ViewCounter', () => {
  it('adds up views per good and writes them sorted by id in one statement', async () => {
    const { db, batches } = fakeDb();
    const views = new ViewCounter(db);
    views.add(9, 5);
    views.add(3, 2);
    views.add(9, 5);
    expect(views.waiting(9)).toBe(2);
    await views.flush();
    expect(batches).toEqual([[3, 2, 1, 9, 5, 2]]);
    expect(views.waiting(9)).toBe(0);
    await views.flush();
    expect(batches).toHaveLength(1);
  });

  it('keeps a batch the database refused, drops one whose outcome is unknown', async () => {
    const refused = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const broken = new Error('Connection terminated unexpectedly');
    const { db, batches } = fakeDb([refused, broken]);
    const errors: boolean[] = [];
    const views = new ViewCounter(db, { onError: (_e, kept) => errors.push(kept) });
    views.add(1, 5);
    await views.flush();
    expect(views.waiting(1)).toBe(1);
    views.add(1, 5);
    await views.flush();
    // Unknown outcome: dropped rather than risk counting twice.
    expect(views.waiting(1)).toBe(0);
    expect(errors).toEqual([true, false]);
    views.add(1, 5);
    await views.flush();
    expect(batches).toEqual([[1, 5, 1]]);
  });

  it('writes at once when many goods wait, and what is left on stop', async () => {
    const { db, batches } = fakeDb();
    const views = new ViewCounter(db, { maxPending: 2, intervalMs: 60_000 });
    views.start();
    views.add(1, 5);
    views.add(2, 5);
    views.add(3, 5);
    await views.stop();
    expect(batches.flat().filter((_, i) => i % 3 === 0)).toEqual([1, 2, 3]);
  });

  it('serialises flushes: views counted during a write go into the next batch, once', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    let started: () => void = () => {};
    const writing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const db = {
      execute: async (query: SQL) => {
        batches.push(dialect.sqlToQuery(query).params as number[]);
        if (batches.length === 1) {
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return { rows: [] };
      },
    } as unknown as DbOrTx;
    const views = new ViewCounter(db);
    views.add(1, 5);
    const first = views.flush();
    await writing;
    views.add(1, 5);
    // Shown while the first batch is being written and the second waits.
    expect(views.waiting(1)).toBe(2);
    const second = views.flush();
    release();
    await Promise.all([first, second]);
    expect(batches).toEqual([
      [1, 5, 1],
      [1, 5, 1],
    ]);
    expect(views.waiting(1)).toBe(0);
  });

  it('never lets a figure read straddle a batch write (stored + waiting stays exact)', async () => {
    let stored = 0;
    let commit: () => void = () => {};
    const db = {
      execute: async (query: SQL) => {
        const params = dialect.sqlToQuery(query).params as number[];
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
        stored += params[2]!;
        return { rows: [] };
      },
    } as unknown as DbOrTx;
    const views = new ViewCounter(db);
    views.add(1, 5);
    views.add(1, 5);
    // A read is under way (it has not read the row yet) when a flush starts: the write waits for it.
    let readRow: () => void = () => {};
    const rowRead = new Promise<void>((resolve) => {
      readRow = resolve;
    });
    const slowRead = views.readFigure(1, async () => {
      await rowRead;
      return stored;
    });
    const flushed = views.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    readRow();
    const before = await slowRead;
    expect(before.value + before.waiting).toBe(2);
    // A read started during the write waits for the commit, then sees the views stored and none waiting.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const during = views.readFigure(1, async () => stored);
    commit();
    await flushed;
    const after = await during;
    expect(after).toEqual({ value: 2, waiting: 0 });
  });
});
