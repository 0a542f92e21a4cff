import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * A consumer's API credentials in force at `now` (not revoked, within their validity): how many, how many
 * without a call limit, and the calls left on the others; read on the consumer's rows (api_credential_consumer_idx).
 */
export async function activeCredentials(db: DbOrTx, consumerId: number, now: Date) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n, count(*) filter (where quota_total is null)::int as unlimited,
          coalesce(sum(greatest(quota_total - quota_used, 0)), 0)::text as remaining
        from api_credential
        where consumer_id = ${consumerId} and revoked_at is null and valid_from <= ${now}
          and (valid_until is null or valid_until > ${now})`,
  );
  return {
    active: Number(row?.n ?? 0),
    unlimited: Number(row?.unlimited ?? 0),
    remainingCalls: Number(row?.remaining ?? 0),
  };
}

/**
 * A consumer's data-package deliveries not confirmed yet (pending 0 or downloaded 1). Read on the open deliveries
 * (delivery_record_open_idx): confirmed ones, the bulk, are never touched.
 */
export async function unconfirmedDeliveries(db: DbOrTx, consumerId: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from delivery_record where state < 2 and consumer_id = ${consumerId}`,
  );
  return Number(row?.n ?? 0);
}
