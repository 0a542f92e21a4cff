import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * The gateway's figures as the operator's statistics read them: calls per month from the daily usage rows
 * (api_usage_daily_day_idx), the gateways' last reports, and the days whose calls are not yet in the ledger.
 */

/** Billed, failed and refused calls per month (YYYY-MM) of the China days from `fromDay` (YYYY-MM-DD) on. */
export async function callsByMonth(db: DbOrTx, fromDay: string) {
  const rows = await rowsOf(
    db,
    sql`select substr(day, 1, 7) as month, sum(calls)::text as calls, sum(failed)::text as failed,
          sum(refused)::text as refused
        from api_usage_daily where day >= ${fromDay} group by 1`,
  );
  return new Map(
    rows.map((r) => [
      String(r.month),
      { calls: Number(r.calls), failed: Number(r.failed), refused: Number(r.refused) },
    ]),
  );
}

/** Gateways that ever reported: how many, how many since `onlineSince`, and the newest report. */
export async function gatewayPresence(db: DbOrTx, onlineSince: Date) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as total, count(*) filter (where last_seen_at >= ${onlineSince})::int as online,
          max(last_seen_at) as last_seen from gateway_node`,
  );
  return {
    total: Number(row?.total ?? 0),
    online: Number(row?.online ?? 0),
    lastSeenAt: row?.last_seen ? new Date(row.last_seen as string | Date) : null,
  };
}

/** Usage days before `today` whose calls are not (or no longer) in the evidence ledger, and the oldest day. */
export async function evidenceBacklog(db: DbOrTx, today: string) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n, min(day) as oldest from api_usage_daily
        where evidence_calls is distinct from calls and day < ${today}`,
  );
  return { count: Number(row?.n ?? 0), oldestDay: row?.oldest ? String(row.oldest) : null };
}

/**
 * Billed, failed and refused calls of one seller's API goods per month of the China days from `fromDay` on, from
 * that seller's usage rows only (api_usage_daily_seller_idx).
 */
export async function sellerCallsByMonth(db: DbOrTx, sellerId: number, fromDay: string) {
  const rows = await rowsOf(
    db,
    sql`select substr(day, 1, 7) as month, sum(calls)::text as calls, sum(failed)::text as failed,
          sum(refused)::text as refused
        from api_usage_daily where seller_id = ${sellerId} and day >= ${fromDay} group by 1`,
  );
  return new Map(
    rows.map((r) => [
      String(r.month),
      { calls: Number(r.calls), failed: Number(r.failed), refused: Number(r.refused) },
    ]),
  );
}
