import { and, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import {
  apiUsageDaily,
  gatewayConfigChange,
  gatewayLease,
  gatewayNode,
  gatewayPluginVersion,
  gatewayTestKey,
} from './gateway.table.js';

export type UsageDailyRow = typeof apiUsageDaily.$inferSelect;

/** The newest configuration change (0: none yet). */
export async function latestConfigChange(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ id: gatewayConfigChange.id })
    .from(gatewayConfigChange)
    .orderBy(desc(gatewayConfigChange.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function countConfigChanges(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gatewayConfigChange);
  return row?.n ?? 0;
}

/** Keeps the newest `keep` change rows. */
export async function pruneConfigChanges(db: DbOrTx, latest: number, keep = 1000) {
  await db.delete(gatewayConfigChange).where(lt(gatewayConfigChange.id, latest - keep));
}

/** The node row of a gateway, created at its first call; `lock`: for update. */
export async function ensureNode(tx: DbOrTx, id: string, now: Date, lock = false) {
  await tx
    .insert(gatewayNode)
    .values({ id, lastSeq: 0, lastSeenAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const q = tx.select().from(gatewayNode).where(eq(gatewayNode.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row!;
}

export async function advanceNode(tx: DbOrTx, id: string, lastSeq: number, now: Date) {
  await tx
    .update(gatewayNode)
    .set({ lastSeq, lastSeenAt: now, updatedAt: now })
    .where(eq(gatewayNode.id, id));
}

export async function touchNode(tx: DbOrTx, id: string, now: Date) {
  await tx.update(gatewayNode).set({ lastSeenAt: now }).where(eq(gatewayNode.id, id));
  await tx.update(gatewayLease).set({ updatedAt: now }).where(eq(gatewayLease.gatewayId, id));
}

/** Gateways seen since `since` (online), newest first. */
export function nodesSeenSince(db: DbOrTx, since: Date) {
  return db
    .select()
    .from(gatewayNode)
    .where(gte(gatewayNode.lastSeenAt, since))
    .orderBy(desc(gatewayNode.lastSeenAt));
}

/** Deletes the leases of a credential whose gateway has not reported since `staleBefore`; answers the calls they held. */
export async function dropStaleLeases(tx: DbOrTx, credentialId: number, staleBefore: Date): Promise<number> {
  const dropped = await tx
    .delete(gatewayLease)
    .where(and(eq(gatewayLease.credentialId, credentialId), lt(gatewayLease.updatedAt, staleBefore)))
    .returning({ reserved: gatewayLease.reserved });
  return dropped.reduce((n, l) => n + l.reserved, 0);
}

export async function reservedOf(tx: DbOrTx, credentialId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${gatewayLease.reserved}), 0)` })
    .from(gatewayLease)
    .where(eq(gatewayLease.credentialId, credentialId));
  return Number(row?.total ?? 0);
}

/** Adds `calls` to a gateway's lease of a credential. */
export async function addToLease(
  tx: DbOrTx,
  gatewayId: string,
  credentialId: number,
  calls: number,
  now: Date,
) {
  await tx.execute(sql`insert into gateway_lease (gateway_id, credential_id, reserved, created_at, updated_at)
    values (${gatewayId}, ${credentialId}, ${calls}, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz)
    on conflict (gateway_id, credential_id) do update
      set reserved = gateway_lease.reserved + ${calls}, updated_at = excluded.updated_at`);
}

/**
 * Takes up to `calls` off a gateway's lease of a credential (used or handed back); answers how many the lease
 * held of them, never more than it had (a gateway cannot hand back what it was not given).
 */
export async function takeFromLease(
  tx: DbOrTx,
  gatewayId: string,
  credentialId: number,
  calls: number,
  now: Date,
): Promise<number> {
  const where = and(eq(gatewayLease.gatewayId, gatewayId), eq(gatewayLease.credentialId, credentialId));
  const [lease] = await tx
    .select({ reserved: gatewayLease.reserved })
    .from(gatewayLease)
    .where(where)
    .for('update');
  if (!lease) return 0;
  const taken = Math.min(Math.max(calls, 0), lease.reserved);
  await tx
    .update(gatewayLease)
    .set({ reserved: lease.reserved - taken, updatedAt: now })
    .where(where);
  return taken;
}

/** Deletes every lease of a gateway; answers what each held. */
export function releaseAllLeases(tx: DbOrTx, gatewayId: string) {
  return tx
    .delete(gatewayLease)
    .where(eq(gatewayLease.gatewayId, gatewayId))
    .returning({ credentialId: gatewayLease.credentialId, reserved: gatewayLease.reserved });
}

/** Adds one usage line to the day's counters of a credential. */
export async function addUsage(
  tx: DbOrTx,
  row: Omit<UsageDailyRow, 'createdAt' | 'updatedAt' | 'evidenceCalls'>,
  now: Date,
) {
  const at = now.toISOString();
  await tx.execute(sql`insert into api_usage_daily (credential_id, day, order_id, item_id, consumer_id, seller_id,
      calls, failed, refused, status_2xx, status_3xx, status_4xx, status_5xx, latency_sum_ms, latency_buckets,
      created_at, updated_at)
    values (${row.credentialId}, ${row.day}, ${row.orderId}, ${row.itemId}, ${row.consumerId}, ${row.sellerId},
      ${row.calls}, ${row.failed}, ${row.refused}, ${row.status2xx}, ${row.status3xx}, ${row.status4xx},
      ${row.status5xx}, ${row.latencySumMs}, ${`{${row.latencyBuckets.join(',')}}`}::bigint[],
      ${at}::timestamptz, ${at}::timestamptz)
    on conflict (credential_id, day) do update set
      calls = api_usage_daily.calls + excluded.calls,
      failed = api_usage_daily.failed + excluded.failed,
      refused = api_usage_daily.refused + excluded.refused,
      status_2xx = api_usage_daily.status_2xx + excluded.status_2xx,
      status_3xx = api_usage_daily.status_3xx + excluded.status_3xx,
      status_4xx = api_usage_daily.status_4xx + excluded.status_4xx,
      status_5xx = api_usage_daily.status_5xx + excluded.status_5xx,
      latency_sum_ms = api_usage_daily.latency_sum_ms + excluded.latency_sum_ms,
      latency_buckets = array(select a + b from unnest(api_usage_daily.latency_buckets,
        excluded.latency_buckets) with ordinality as u(a, b, i) order by i),
      updated_at = excluded.updated_at`);
}

/** Daily rows from `fromDay` on, of one credential, or of a seller's goods (or every good: sellerId null). */
export function usageRows(
  db: DbOrTx,
  filter: { credentialId?: number; sellerId?: number | null; itemId?: number },
  fromDay: string,
) {
  return db
    .select()
    .from(apiUsageDaily)
    .where(
      and(
        gte(apiUsageDaily.day, fromDay),
        filter.credentialId === undefined ? undefined : eq(apiUsageDaily.credentialId, filter.credentialId),
        filter.sellerId == null ? undefined : eq(apiUsageDaily.sellerId, filter.sellerId),
        filter.itemId === undefined ? undefined : eq(apiUsageDaily.itemId, filter.itemId),
      ),
    )
    .limit(100_000);
}

// --- plugins ---------------------------------------------------------------------------------------------------

export type PluginVersionRow = typeof gatewayPluginVersion.$inferSelect;

export async function currentPlugins(db: DbOrTx, itemId: number): Promise<PluginVersionRow | null> {
  const [row] = await db
    .select()
    .from(gatewayPluginVersion)
    .where(eq(gatewayPluginVersion.itemId, itemId))
    .orderBy(desc(gatewayPluginVersion.version))
    .limit(1);
  return row ?? null;
}

/** The newest plugin version of each of the goods. */
export async function currentPluginsOf(
  db: DbOrTx,
  itemIds: number[],
): Promise<Map<number, PluginVersionRow>> {
  const byItem = new Map<number, PluginVersionRow>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectDistinctOn([gatewayPluginVersion.itemId])
    .from(gatewayPluginVersion)
    .where(inArray(gatewayPluginVersion.itemId, itemIds))
    .orderBy(gatewayPluginVersion.itemId, desc(gatewayPluginVersion.version));
  for (const r of rows) byItem.set(r.itemId, r);
  return byItem;
}

export async function pluginVersion(db: DbOrTx, itemId: number, version: number) {
  const [row] = await db
    .select()
    .from(gatewayPluginVersion)
    .where(and(eq(gatewayPluginVersion.itemId, itemId), eq(gatewayPluginVersion.version, version)));
  return row ?? null;
}

export async function pagePluginVersions(db: DbOrTx, itemId: number, page: number, limit: number) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(gatewayPluginVersion)
      .where(eq(gatewayPluginVersion.itemId, itemId))
      .orderBy(desc(gatewayPluginVersion.version))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(gatewayPluginVersion).where(eq(gatewayPluginVersion.itemId, itemId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Inserts the next version of a good's plugins (the unique index refuses a concurrent duplicate). */
export async function insertPluginVersion(
  tx: DbOrTx,
  row: Pick<PluginVersionRow, 'itemId' | 'config' | 'note' | 'createdBy' | 'createdAt'>,
) {
  const [inserted] = await tx
    .insert(gatewayPluginVersion)
    .values({
      ...row,
      version: sql`(select coalesce(max(version), 0) + 1 from gateway_plugin_version where item_id = ${row.itemId})`,
    })
    .returning();
  return inserted!;
}

// --- test keys -------------------------------------------------------------------------------------------------

export async function insertTestKey(tx: DbOrTx, row: typeof gatewayTestKey.$inferInsert) {
  await tx.insert(gatewayTestKey).values(row);
}

export function liveTestKeys(db: DbOrTx, now: Date) {
  return db.select().from(gatewayTestKey).where(gt(gatewayTestKey.expiresAt, now));
}

export async function deleteExpiredTestKeys(db: DbOrTx, before: Date) {
  await db.delete(gatewayTestKey).where(lt(gatewayTestKey.expiresAt, before));
}

/** Days before `today` whose billed calls differ from what the ledger holds, oldest first. */
export function usageDueForEvidence(db: DbOrTx, today: string, limit: number) {
  return db
    .select()
    .from(apiUsageDaily)
    .where(
      and(
        lt(apiUsageDaily.day, today),
        sql`${apiUsageDaily.evidenceCalls} is distinct from ${apiUsageDaily.calls}`,
      ),
    )
    .orderBy(apiUsageDaily.day)
    .limit(limit);
}

export async function lockUsageDay(tx: DbOrTx, credentialId: number, day: string) {
  const [row] = await tx
    .select()
    .from(apiUsageDaily)
    .where(and(eq(apiUsageDaily.credentialId, credentialId), eq(apiUsageDaily.day, day)))
    .for('update');
  return row ?? null;
}

export async function setEvidenceCalls(tx: DbOrTx, credentialId: number, day: string, calls: number) {
  await tx
    .update(apiUsageDaily)
    .set({ evidenceCalls: calls })
    .where(and(eq(apiUsageDaily.credentialId, credentialId), eq(apiUsageDaily.day, day)));
}

/** A consumer's daily rows (newest day first) and the totals over the same filter. */
export async function pageConsumerUsage(
  db: DbOrTx,
  consumerId: number,
  filter: { orderId?: number; from?: string; to?: string },
  page: number,
  limit: number,
) {
  const where = and(
    eq(apiUsageDaily.consumerId, consumerId),
    filter.orderId === undefined ? undefined : eq(apiUsageDaily.orderId, filter.orderId),
    filter.from === undefined ? undefined : gte(apiUsageDaily.day, filter.from),
    filter.to === undefined ? undefined : lte(apiUsageDaily.day, filter.to),
  );
  const [list, [totals]] = await Promise.all([
    db
      .select()
      .from(apiUsageDaily)
      .where(where)
      .orderBy(desc(apiUsageDaily.day), desc(apiUsageDaily.orderId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        rows: count(),
        calls: sql<string>`coalesce(sum(${apiUsageDaily.calls}), 0)`,
        failed: sql<string>`coalesce(sum(${apiUsageDaily.failed}), 0)`,
        refused: sql<string>`coalesce(sum(${apiUsageDaily.refused}), 0)`,
      })
      .from(apiUsageDaily)
      .where(where),
  ]);
  return {
    list,
    total: totals?.rows ?? 0,
    totals: {
      calls: Number(totals?.calls ?? 0),
      failed: Number(totals?.failed ?? 0),
      refused: Number(totals?.refused ?? 0),
    },
  };
}
