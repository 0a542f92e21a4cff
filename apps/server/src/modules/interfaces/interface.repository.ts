import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { LEGACY_SECRET_PATTERN, type StoredSecret } from '../../platform/secret-box.js';
import { goodsItemInterface } from './interface.table.js';

export type InterfaceRow = typeof goodsItemInterface.$inferSelect;
export type NewInterface = typeof goodsItemInterface.$inferInsert;

export async function findInterface(db: DbOrTx, id: number): Promise<InterfaceRow | null> {
  const [row] = await db.select().from(goodsItemInterface).where(eq(goodsItemInterface.id, id));
  return row ?? null;
}

export function listBySku(db: DbOrTx, skuId: number): Promise<InterfaceRow[]> {
  return db
    .select()
    .from(goodsItemInterface)
    .where(eq(goodsItemInterface.skuId, skuId))
    .orderBy(asc(goodsItemInterface.path), asc(goodsItemInterface.method), asc(goodsItemInterface.id));
}

/** A page of the interfaces of a good (optionally of one SKU), by SKU, path and method. */
export async function pageByItem(
  db: DbOrTx,
  itemId: number,
  skuId: number | undefined,
  page: number,
  limit: number,
): Promise<{ list: InterfaceRow[]; total: number }> {
  const where = and(
    eq(goodsItemInterface.itemId, itemId),
    skuId === undefined ? undefined : eq(goodsItemInterface.skuId, skuId),
  );
  const [list, [totalRow]] = await Promise.all([
    db
      .select()
      .from(goodsItemInterface)
      .where(where)
      .orderBy(
        asc(goodsItemInterface.skuId),
        asc(goodsItemInterface.path),
        asc(goodsItemInterface.method),
        asc(goodsItemInterface.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(goodsItemInterface).where(where),
  ]);
  return { list, total: Number(totalRow?.n ?? 0) };
}

/** Another interface of the SKU with this method and path. */
export async function findRoute(
  db: DbOrTx,
  skuId: number,
  method: string,
  path: string,
  exceptId?: number,
): Promise<InterfaceRow | null> {
  const [row] = await db
    .select()
    .from(goodsItemInterface)
    .where(
      and(
        eq(goodsItemInterface.skuId, skuId),
        eq(goodsItemInterface.method, method),
        eq(goodsItemInterface.path, path),
        exceptId === undefined ? undefined : ne(goodsItemInterface.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function insertInterface(db: DbOrTx, values: NewInterface): Promise<InterfaceRow> {
  const [row] = await db.insert(goodsItemInterface).values(values).returning();
  return row!;
}

export async function updateInterface(
  db: DbOrTx,
  id: number,
  values: Partial<NewInterface>,
): Promise<InterfaceRow> {
  const [row] = await db
    .update(goodsItemInterface)
    .set(values)
    .where(eq(goodsItemInterface.id, id))
    .returning();
  return row!;
}

export async function deleteInterface(db: DbOrTx, id: number) {
  await db.delete(goodsItemInterface).where(eq(goodsItemInterface.id, id));
}

/**
 * The buyer-facing columns of the interfaces of some SKUs of a good (the mall's interface documentation):
 * never the upstream URL, auth header or secret, which are not even read.
 */
export function listPublicBySkus(db: DbOrTx, itemId: number, skuIds: number[]) {
  if (!skuIds.length) return Promise.resolve([]);
  return db
    .select({
      id: goodsItemInterface.id,
      skuId: goodsItemInterface.skuId,
      name: goodsItemInterface.name,
      method: goodsItemInterface.method,
      path: goodsItemInterface.path,
      params: goodsItemInterface.params,
      requestSchema: goodsItemInterface.requestSchema,
      responseSchema: goodsItemInterface.responseSchema,
      description: goodsItemInterface.description,
    })
    .from(goodsItemInterface)
    .where(and(eq(goodsItemInterface.itemId, itemId), inArray(goodsItemInterface.skuId, skuIds)))
    .orderBy(asc(goodsItemInterface.path), asc(goodsItemInterface.method), asc(goodsItemInterface.id));
}
export type PublicInterfaceRow = Awaited<ReturnType<typeof listPublicBySkus>>[number];

/** Every interface, for the gateway configuration (routing fields only). */
export function listAllForGateway(db: DbOrTx) {
  return db
    .select({
      id: goodsItemInterface.id,
      itemId: goodsItemInterface.itemId,
      skuId: goodsItemInterface.skuId,
      method: goodsItemInterface.method,
      path: goodsItemInterface.path,
      upstreamUrl: goodsItemInterface.upstreamUrl,
      authHeader: goodsItemInterface.authHeader,
      secretCipher: goodsItemInterface.secretCipher,
      requestSchema: goodsItemInterface.requestSchema,
      responseSchema: goodsItemInterface.responseSchema,
    })
    .from(goodsItemInterface)
    .orderBy(goodsItemInterface.id);
}

/** How many interfaces each good has. */
export async function countByItems(db: DbOrTx, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: goodsItemInterface.itemId, n: count() })
    .from(goodsItemInterface)
    .where(inArray(goodsItemInterface.itemId, itemIds))
    .groupBy(goodsItemInterface.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/** Upstream secrets still sealed the old way. */
export async function legacySecrets(db: DbOrTx): Promise<StoredSecret[]> {
  const rows = await db
    .select({ id: goodsItemInterface.id, stored: goodsItemInterface.secretCipher })
    .from(goodsItemInterface)
    .where(like(goodsItemInterface.secretCipher, LEGACY_SECRET_PATTERN));
  return rows.map((r) => ({ id: r.id, stored: r.stored ?? '' }));
}

/** Swaps an upstream secret's ciphertext while it is still `from`. */
export async function replaceSecret(db: DbOrTx, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(goodsItemInterface)
    .set({ secretCipher: to })
    .where(and(eq(goodsItemInterface.id, id), eq(goodsItemInterface.secretCipher, from)))
    .returning({ id: goodsItemInterface.id });
  return rows.length === 1;
}
