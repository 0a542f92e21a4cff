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
 * it commits. Only for a write (insert, update or delete without RETURNING) whose answer nobody reads, that no later statement of the transaction reads
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

/**
 * Writes as data-modifying WITH queries (`queries`) and a condition (`written`) that holds once all of them ran.
 * PostgreSQL runs a WITH query nobody reads only after the main query, so after every lock the main query takes;
 * a query that tests `written` before it locks a row runs the writes first, and the row stays locked for less.
 */
export function writesBefore(writes: SQL[]): { queries: SQL; written: SQL } {
  const name = (i: number) => sql.raw(`w${i}`);
  return {
    queries: sql.join(
      writes.map((write, i) => sql`${name(i)} as (${write} returning 1)`),
      sql`, `,
    ),
    written: sql`(select count(*) from (${sql.join(
      writes.map((_, i) => sql`select 1 from ${name(i)}`),
      sql` union all `,
    )}) as written) >= 0`,
  };
}
