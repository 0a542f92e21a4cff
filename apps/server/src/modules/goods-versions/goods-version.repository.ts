import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offsetOf, type PageRequest } from '../../platform/paging.js';
import { writeOrDefer } from '../../platform/write-batch.js';
import { goodsCase, goodsVersion, goodsVersionOrder } from './goods-version.table.js';

export type VersionRow = typeof goodsVersion.$inferSelect;
export type NewVersion = typeof goodsVersion.$inferInsert;
export type CaseRow = typeof goodsCase.$inferSelect;
export type NewCase = typeof goodsCase.$inferInsert;

export async function findVersion(db: DbOrTx, id: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(goodsVersion).where(eq(goodsVersion.id, id));
  return row ?? null;
}

export async function lockVersion(db: DbOrTx, id: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(goodsVersion).where(eq(goodsVersion.id, id)).for('update');
  return row ?? null;
}

export function findVersionsByIds(db: DbOrTx, ids: number[]): Promise<VersionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(goodsVersion).where(inArray(goodsVersion.id, ids));
}

export async function findVersionNo(
  db: DbOrTx,
  itemId: number,
  versionNo: string,
): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(goodsVersion)
    .where(and(eq(goodsVersion.itemId, itemId), sql`lower(${goodsVersion.versionNo}) = lower(${versionNo})`));
  return row ?? null;
}

export async function pageVersions(db: DbOrTx, p: PageRequest, itemId: number, status?: number) {
  const where = and(
    eq(goodsVersion.itemId, itemId),
    status === undefined ? undefined : eq(goodsVersion.status, status),
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(goodsVersion)
      .where(where)
      .orderBy(desc(goodsVersion.createdAt), desc(goodsVersion.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(goodsVersion).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Listed versions of a good, newest listing first. */
export function listedVersions(db: DbOrTx, itemId: number): Promise<VersionRow[]> {
  return db
    .select()
    .from(goodsVersion)
    .where(and(eq(goodsVersion.itemId, itemId), eq(goodsVersion.status, 1)))
    .orderBy(desc(goodsVersion.listedAt), desc(goodsVersion.id));
}

export async function insertVersion(db: DbOrTx, values: NewVersion): Promise<VersionRow> {
  const [row] = await db.insert(goodsVersion).values(values).returning();
  return row!;
}

/** Updates a version only while it has the expected status; null when it changed meanwhile. */
export async function updateVersionIf(
  db: DbOrTx,
  id: number,
  status: number,
  values: Partial<NewVersion>,
): Promise<VersionRow | null> {
  const [row] = await db
    .update(goodsVersion)
    .set(values)
    .where(and(eq(goodsVersion.id, id), eq(goodsVersion.status, status)))
    .returning();
  return row ?? null;
}

export async function deleteVersionIf(db: DbOrTx, id: number, status: number): Promise<boolean> {
  const rows = await db
    .delete(goodsVersion)
    .where(and(eq(goodsVersion.id, id), eq(goodsVersion.status, status)))
    .returning({ id: goodsVersion.id });
  return rows.length > 0;
}

export async function countCasesOfVersion(db: DbOrTx, versionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goodsCase).where(eq(goodsCase.versionId, versionId));
  return row?.n ?? 0;
}

/**
 * Pins an order to the good's newest listed version (none: null) in one statement; SQL text, deferred to the
 * submit's write batch.
 */
export async function pinOrderToNewest(
  db: DbOrTx,
  values: { orderId: number; consumerId: number; sellerId: number; itemId: number; createdAt: Date },
) {
  await writeOrDefer(
    db,
    sql`insert into goods_version_order (order_id, consumer_id, seller_id, item_id, version_id,
      created_at, updated_at)
    values (${values.orderId}, ${values.consumerId}, ${values.sellerId}, ${values.itemId},
      (select v.id from goods_version v where v.item_id = ${values.itemId} and v.status = 1
        order by v.listed_at desc, v.id desc limit 1),
      ${values.createdAt.toISOString()}::timestamptz, ${values.createdAt.toISOString()}::timestamptz)
    on conflict do nothing`,
  );
}

export async function findOrderPin(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(goodsVersionOrder).where(eq(goodsVersionOrder.orderId, orderId));
  return row ?? null;
}

// --- cases ------------------------------------------------------------------------------------------------

export async function findCase(db: DbOrTx, id: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(goodsCase).where(eq(goodsCase.id, id));
  return row ?? null;
}

export async function lockCase(db: DbOrTx, id: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(goodsCase).where(eq(goodsCase.id, id)).for('update');
  return row ?? null;
}

export async function pageCases(db: DbOrTx, p: PageRequest, itemId: number) {
  const where = eq(goodsCase.itemId, itemId);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(goodsCase)
      .where(where)
      .orderBy(desc(goodsCase.createdAt), desc(goodsCase.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(goodsCase).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertCase(db: DbOrTx, values: NewCase): Promise<CaseRow> {
  const [row] = await db.insert(goodsCase).values(values).returning();
  return row!;
}

export async function updateCase(db: DbOrTx, id: number, values: Partial<NewCase>): Promise<CaseRow> {
  const [row] = await db.update(goodsCase).set(values).where(eq(goodsCase.id, id)).returning();
  return row!;
}

/** Listed versions (`version_no`) of the given goods, newest first, by good. */
export async function listedVersionNos(db: DbOrTx, itemIds: number[]) {
  const byItem = new Map<number, string[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: goodsVersion.itemId, versionNo: goodsVersion.versionNo })
    .from(goodsVersion)
    .where(and(inArray(goodsVersion.itemId, itemIds), eq(goodsVersion.status, 1)))
    .orderBy(desc(goodsVersion.listedAt), desc(goodsVersion.id));
  for (const r of rows) byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), r.versionNo]);
  return byItem;
}

/** The version number each order pinned (orders without a pin are absent). */
export async function pinnedVersionNos(db: DbOrTx, orderIds: number[]) {
  const byOrder = new Map<number, string>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: goodsVersionOrder.orderId, versionNo: goodsVersion.versionNo })
    .from(goodsVersionOrder)
    .innerJoin(goodsVersion, eq(goodsVersion.id, goodsVersionOrder.versionId))
    .where(inArray(goodsVersionOrder.orderId, orderIds));
  for (const r of rows) byOrder.set(r.orderId, r.versionNo);
  return byOrder;
}
