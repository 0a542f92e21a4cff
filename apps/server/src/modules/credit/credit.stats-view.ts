import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/** A consumer's credit limit and available credit (1/10000 yuan); zeros before any limit was set. */
export async function creditOf(db: DbOrTx, userId: number) {
  const [row] = await rowsOf(
    db,
    sql`select credit_limit::text as credit_limit, available::text as available from credit_account
        where user_id = ${userId}`,
  );
  return { limit: BigInt(String(row?.credit_limit ?? 0)), available: BigInt(String(row?.available ?? 0)) };
}
