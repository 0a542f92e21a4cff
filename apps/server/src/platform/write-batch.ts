import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from './db.js';

/** The writes deferred in a transaction opened by `transactionWithWriteBatch`, not yet sent. */
const batches = new WeakMap<object, SQL[]>();

/**
 * Runs `work` in a transaction in which `writeOrDefer` collects writes instead of sending them one by one: they
 * go to the database together, as one statement, when `flushWrites` is called (before a statement that must
 * see them or that locks a row every transaction contends for) and in any case before the commit. On a hot
 * path every round trip costs the server more CPU than PostgreSQL spends on a small insert.
 */
export function transactionWithWriteBatch<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    batches.set(tx, []);
    const result = await work(tx);
    await flushWrites(tx);
    return result;
  });
}

/**
 * Sends `write` now, or, inside `transactionWithWriteBatch`, with the transaction's other deferred writes before
 * it commits. Only for a write whose answer nobody reads, that no later statement of the transaction reads
 * before a `flushWrites`, and that touches no row another deferred write touches (the writes of one statement
 * see the same snapshot, not each other). Its errors surface at the flush, and roll the transaction back.
 */
export async function writeOrDefer(db: DbOrTx, write: SQL): Promise<void> {
  const batch = batches.get(db);
  if (batch) batch.push(write);
  else await db.execute(write);
}

/** Sends the deferred writes of `db`'s transaction, if any, as one statement (data-modifying WITH queries). */
export async function flushWrites(db: DbOrTx): Promise<void> {
  const batch = batches.get(db);
  if (!batch?.length) return;
  const writes = batch.splice(0);
  if (writes.length === 1) {
    await db.execute(writes[0]!);
    return;
  }
  const parts = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select ${sql.raw(String(writes.length))} as writes`);
}
