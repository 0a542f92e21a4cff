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
  const writes = takeWrites(db);
  if (!writes) return;
  if (writes.length === 1) {
    await db.execute(writes[0]!);
    return;
  }
  await db.execute(sql`with ${withQueries(writes)} select ${sql.raw(String(writes.length))} as writes`);
}

/**
 * Takes the deferred writes of `db`'s transaction out of its batch, for a statement that sends them itself
 * (as `withQueries` in its WITH list); null when there are none. The caller must send them.
 */
export function takeWrites(db: DbOrTx): SQL[] | null {
  const batch = batches.get(db);
  return batch?.length ? batch.splice(0) : null;
}

/** `w0 as (…), w1 as (…)`: writes as data-modifying WITH queries (each runs once, whether read or not). */
export function withQueries(writes: SQL[]): SQL {
  return sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
    sql`, `,
  );
}
