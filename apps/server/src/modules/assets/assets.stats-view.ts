import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/** The data assets as the operator's statistics count them: per status, and created since an instant. */
export async function assetCounts(db: DbOrTx, createdSince: Date) {
  const byStatus = await rowsOf(
    db,
    sql`select status, count(*)::int as n from data_source group by status order by status`,
  );
  const [fresh] = await rowsOf(
    db,
    sql`select count(*)::int as n from data_source where created_at >= ${createdSince}`,
  );
  return {
    byStatus: byStatus.map((r) => ({ status: Number(r.status), count: Number(r.n) })),
    createdSince: Number(fresh?.n ?? 0),
  };
}

/** One supplier's data assets per status, read on its own rows (data_source_owner_name_uq). */
export async function ownerAssetCounts(db: DbOrTx, ownerId: number) {
  const rows = await rowsOf(
    db,
    sql`select status, count(*)::int as n from data_source where owner_id = ${ownerId} group by status`,
  );
  return rows.map((r) => ({ status: Number(r.status), count: Number(r.n) }));
}
