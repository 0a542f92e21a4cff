import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * Grants to one consumer by name (not the grants to every consumer) in force on a China day (YYYY-MM-DD,
 * days inclusive, not revoked), read on that consumer's rows (asset_grant_grantee_idx).
 */
export async function activeGrantCount(db: DbOrTx, granteeId: number, day: string): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from asset_grant
        where grantee_id = ${granteeId} and status = 1 and start_date <= ${day} and end_date >= ${day}`,
  );
  return Number(row?.n ?? 0);
}
