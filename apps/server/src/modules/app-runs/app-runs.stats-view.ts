import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * A consumer's runs not finished (not started 0 or running 1). Read on the unfinished runs (app_run_active_uq):
 * finished ones, the bulk, are never touched.
 */
export async function unfinishedRuns(db: DbOrTx, consumerId: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from app_run where operation_type < 2 and consumer_id = ${consumerId}`,
  );
  return Number(row?.n ?? 0);
}
