import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * The accounts as the operator's statistics count them: per role type by registration review (sp_type) and
 * status. Identity owns what active, pending and rejected mean.
 */

export interface UserStateCounts {
  roleType: number;
  total: number;
  active: number;
  disabled: number;
  pending: number;
  rejected: number;
}

/** Accounts per role type (only role types that have accounts) by state. */
export async function userCountsByRole(db: DbOrTx): Promise<UserStateCounts[]> {
  const rows = await rowsOf(
    db,
    sql`select role_type, count(*)::int as total,
          count(*) filter (where sp_type = 1 and status = 1)::int as active,
          count(*) filter (where status = 0)::int as disabled,
          count(*) filter (where sp_type in (0, 3))::int as pending,
          count(*) filter (where sp_type = 2)::int as rejected
        from sys_user group by role_type order by role_type`,
  );
  return rows.map((r) => ({
    roleType: Number(r.role_type),
    total: Number(r.total),
    active: Number(r.active),
    disabled: Number(r.disabled),
    pending: Number(r.pending),
    rejected: Number(r.rejected),
  }));
}

/** Accounts created since the start of today and of this month (`today` is not before `month`). */
export async function usersCreatedSince(db: DbOrTx, since: { today: Date; month: Date }) {
  const [row] = await rowsOf(
    db,
    sql`select count(*) filter (where created_at >= ${since.today})::int as today, count(*)::int as month
        from sys_user where created_at >= ${since.month}`,
  );
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
