import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * The platform's commission as the operator's statistics read it: the sum of the platform's bill lines (order
 * commission, per-use commission, refunds and adjustments, signed) by the China day they were booked, one
 * statement on bill_line_platform_created_idx. Lines are only appended, so a closed day's sum never changes.
 */

/** The platform's net commission (1/10000 yuan) per China day in [from, to); days without lines are left out. */
export async function commissionByDay(db: DbOrTx, from: Date, to: Date): Promise<Map<string, bigint>> {
  const rows = await rowsOf(
    db,
    sql`select to_char(created_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') as day,
          sum(amount)::text as amount
        from bill_line where party = 'platform' and created_at >= ${from} and created_at < ${to} group by 1`,
  );
  return new Map(rows.map((r) => [String(r.day), BigInt(String(r.amount))]));
}

/** The platform's net commission booked in [from, to). */
export async function commissionBetween(db: DbOrTx, from: Date, to: Date): Promise<bigint> {
  const [row] = await rowsOf(
    db,
    sql`select coalesce(sum(amount), 0)::text as amount from bill_line
        where party = 'platform' and created_at >= ${from} and created_at < ${to}`,
  );
  return BigInt(String(row?.amount ?? 0));
}

/**
 * One party's net amount per bill month (YYYY-MM) from `fromMonth` on: a seller's income, a consumer's spending.
 * Reads the party's own lines only (bill_line_party_user_idx); months without lines are left out.
 */
export async function partyAmountByMonth(
  db: DbOrTx,
  party: 'seller' | 'consumer',
  userId: number,
  fromMonth: string,
): Promise<Map<string, bigint>> {
  const rows = await rowsOf(
    db,
    sql`select month, sum(amount)::text as amount from bill_line
        where party = ${party} and user_id = ${userId} and month >= ${fromMonth} group by month`,
  );
  return new Map(rows.map((r) => [String(r.month), BigInt(String(r.amount))]));
}
