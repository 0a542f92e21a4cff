import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { rowsOf, SqlRowReader } from '../../platform/sql-rows.js';
import { mallItemStat } from '../mall/mall.table.js';
import { goodsItem, goodsItemSource, goodsReview, goodsSku } from './goods.table.js';

export type ItemRow = typeof goodsItem.$inferSelect;
export type NewItem = typeof goodsItem.$inferInsert;
export type SkuRow = typeof goodsSku.$inferSelect;
export type NewSku = typeof goodsSku.$inferInsert;
export type BindingRow = typeof goodsItemSource.$inferSelect;
export type NewBinding = typeof goodsItemSource.$inferInsert;
export type ReviewRow = typeof goodsReview.$inferSelect;

const DELETED = 2;

// --- items ----------------------------------------------------------------------------------------------

export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | null> {
  const [row] = await db.select().from(goodsItem).where(eq(goodsItem.id, id));
  return row ?? null;
}

/** What payment needs of a good: its owner, classification (commission) and package files. */
const paymentFacts = new SqlRowReader({
  ownerId: goodsItem.ownerId,
  classificationId: goodsItem.classificationId,
  packageFiles: goodsItem.packageFiles,
});

export async function findPaymentFacts(db: DbOrTx, id: number) {
  // SQL text: read in every payment's transaction, where the query builder cost more than the statement.
  const [raw] = await rowsOf(
    db,
    sql`select owner_id, classification_id, package_files from goods_item where id = ${id}`,
  );
  return raw ? paymentFacts.read(raw) : null;
}

/** The row locked for the rest of the transaction (state changes, edits). */
export async function lockItem(db: DbOrTx, id: number): Promise<ItemRow | null> {
  const [row] = await db.select().from(goodsItem).where(eq(goodsItem.id, id)).for('update');
  return row ?? null;
}

/** A good of the owner with this name that is not deleted (other than `exceptId`). */
export async function findLiveItemByName(
  db: DbOrTx,
  ownerId: number,
  name: string,
  exceptId?: number,
): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(goodsItem)
    .where(
      and(
        eq(goodsItem.ownerId, ownerId),
        eq(goodsItem.name, name),
        ne(goodsItem.deleteStatus, DELETED),
        exceptId === undefined ? undefined : ne(goodsItem.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function insertItem(db: DbOrTx, values: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(goodsItem).values(values).returning();
  return row!;
}

export async function updateItem(db: DbOrTx, id: number, values: Partial<NewItem>): Promise<ItemRow> {
  const [row] = await db.update(goodsItem).set(values).where(eq(goodsItem.id, id)).returning();
  return row!;
}

export interface ItemFilter {
  ownerId?: number | undefined;
  name?: string | undefined;
  itemTypes?: number[] | undefined;
  productStatus?: number | undefined;
  publishType?: number | undefined;
  /** undefined: not deleted. */
  deleteStatus?: number | undefined;
  classificationIds?: number[] | undefined;
  names?: string[] | undefined;
}

function itemWhere(filter: ItemFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.ownerId !== undefined) parts.push(eq(goodsItem.ownerId, filter.ownerId));
  if (filter.name) {
    const pattern = `%${escapeLike(filter.name)}%`;
    parts.push(or(ilike(goodsItem.name, pattern), sql`${goodsItem.tags}::text ilike ${pattern}`));
  }
  if (filter.itemTypes?.length) parts.push(inArray(goodsItem.itemType, filter.itemTypes));
  if (filter.productStatus !== undefined) parts.push(eq(goodsItem.productStatus, filter.productStatus));
  if (filter.publishType !== undefined) parts.push(eq(goodsItem.publishType, filter.publishType));
  parts.push(
    filter.deleteStatus === undefined
      ? ne(goodsItem.deleteStatus, DELETED)
      : eq(goodsItem.deleteStatus, filter.deleteStatus),
  );
  if (filter.classificationIds) parts.push(inArray(goodsItem.classificationId, filter.classificationIds));
  if (filter.names) parts.push(inArray(goodsItem.name, filter.names));
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length ? and(...kept) : undefined;
}

const ITEM_SORT = {
  create_date: goodsItem.createdAt,
  update_date: goodsItem.updatedAt,
  name: goodsItem.name,
  listed_date: goodsItem.listedAt,
} as const;
export type ItemSort = keyof typeof ITEM_SORT;

/** Views as the mall counts them (batched into mall_item_stat); a good without a figure row keeps its old count. */
function viewCountOf() {
  return sql<number>`coalesce(${mallItemStat.viewCount}, ${goodsItem.viewCount})`.mapWith(Number);
}

/**
 * View counts of goods as the mall counts them (viewCountOf, as viewStats reads them). Every answer presenting a
 * good takes its views from here: the good's own row keeps only the figure of before the mall counted views.
 */
export async function viewCounts(db: DbOrTx, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goodsItem.id, viewCount: viewCountOf() })
    .from(goodsItem)
    .leftJoin(mallItemStat, eq(mallItemStat.itemId, goodsItem.id))
    .where(inArray(goodsItem.id, itemIds));
  return new Map(rows.map((r) => [r.id, r.viewCount]));
}

export async function pageItems(
  db: DbOrTx,
  p: PageRequest,
  filter: ItemFilter,
  sort: { key: ItemSort; order: 'asc' | 'desc' },
) {
  const condition = itemWhere(filter);
  const direction = sort.order === 'asc' ? asc : desc;
  const column = ITEM_SORT[sort.key];
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(goodsItem)
      .where(condition)
      .orderBy(
        sort.key === 'listed_date' ? sql`${column} ${sql.raw(sort.order)} nulls last` : direction(column),
        direction(goodsItem.id),
      )
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(goodsItem).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listItems(db: DbOrTx, filter: ItemFilter, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(goodsItem)
    .where(itemWhere(filter))
    .orderBy(asc(goodsItem.name), asc(goodsItem.id))
    .limit(limit);
}

/** Goods (not deleted) that use a catalog node as classification or brand. */
export async function countByCatalogNode(db: DbOrTx, nodeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goodsItem)
    .where(
      and(
        or(eq(goodsItem.classificationId, nodeId), eq(goodsItem.brandId, nodeId)),
        ne(goodsItem.deleteStatus, DELETED),
      ),
    );
  return row?.n ?? 0;
}

/** Goods that are not deleted, counted per kind and state (home page counters). */
export function countItemsByState(
  db: DbOrTx,
  filter: { ownerId?: number | undefined; itemType?: number | undefined },
) {
  return db
    .select({
      itemType: goodsItem.itemType,
      productStatus: goodsItem.productStatus,
      publishType: goodsItem.publishType,
      deleteStatus: goodsItem.deleteStatus,
      n: count(),
    })
    .from(goodsItem)
    .where(
      and(
        ne(goodsItem.deleteStatus, DELETED),
        filter.ownerId === undefined ? undefined : eq(goodsItem.ownerId, filter.ownerId),
        filter.itemType === undefined ? undefined : eq(goodsItem.itemType, filter.itemType),
      ),
    )
    .groupBy(goodsItem.itemType, goodsItem.productStatus, goodsItem.publishType, goodsItem.deleteStatus);
}

/** Listed goods per brand. */
export async function countListedByBrand(db: DbOrTx, itemType?: number) {
  const rows = await db
    .select({ brandId: goodsItem.brandId, n: count() })
    .from(goodsItem)
    .where(
      and(
        eq(goodsItem.publishType, 1),
        eq(goodsItem.deleteStatus, 0),
        inArray(goodsItem.productStatus, [2, 3]),
        itemType === undefined ? undefined : eq(goodsItem.itemType, itemType),
      ),
    )
    .groupBy(goodsItem.brandId);
  return new Map(rows.filter((r) => r.brandId !== null).map((r) => [r.brandId!, r.n]));
}

/**
 * Sum of view counts of goods that are not deleted, and the five most viewed. Views are the mall's figures
 * (mall_item_stat.view_count, written in batches by the mall); a good without a figure row yet keeps its former
 * goods_item.view_count.
 */
export async function viewStats(db: DbOrTx, ownerId?: number) {
  const where = and(
    ne(goodsItem.deleteStatus, DELETED),
    ownerId === undefined ? undefined : eq(goodsItem.ownerId, ownerId),
  );
  const views = viewCountOf();
  const [[total], top] = await Promise.all([
    db
      .select({ n: sql<string | null>`sum(${views})` })
      .from(goodsItem)
      .leftJoin(mallItemStat, eq(mallItemStat.itemId, goodsItem.id))
      .where(where),
    db
      .select({ id: goodsItem.id, name: goodsItem.name, viewCount: views })
      .from(goodsItem)
      .leftJoin(mallItemStat, eq(mallItemStat.itemId, goodsItem.id))
      .where(where)
      .orderBy(desc(views), desc(goodsItem.id))
      .limit(5),
  ]);
  return { viewCount: Number(total?.n ?? 0), top };
}

// --- SKUs -----------------------------------------------------------------------------------------------

export async function findSku(db: DbOrTx, id: number): Promise<SkuRow | null> {
  const [row] = await db.select().from(goodsSku).where(eq(goodsSku.id, id));
  return row ?? null;
}

export async function lockSku(db: DbOrTx, id: number): Promise<SkuRow | null> {
  const [row] = await db.select().from(goodsSku).where(eq(goodsSku.id, id)).for('update');
  return row ?? null;
}

export function listSkus(db: DbOrTx, itemId: number): Promise<SkuRow[]> {
  return db
    .select()
    .from(goodsSku)
    .where(eq(goodsSku.itemId, itemId))
    .orderBy(asc(goodsSku.sort), asc(goodsSku.id));
}

export async function pageSkus(db: DbOrTx, p: PageRequest, itemId: number) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(goodsSku)
      .where(eq(goodsSku.itemId, itemId))
      .orderBy(asc(goodsSku.sort), asc(goodsSku.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(goodsSku).where(eq(goodsSku.itemId, itemId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertSku(db: DbOrTx, values: NewSku): Promise<SkuRow> {
  const [row] = await db.insert(goodsSku).values(values).returning();
  return row!;
}

export async function updateSku(db: DbOrTx, id: number, values: Partial<NewSku>): Promise<SkuRow> {
  const [row] = await db.update(goodsSku).set(values).where(eq(goodsSku.id, id)).returning();
  return row!;
}

export async function deleteSku(db: DbOrTx, id: number) {
  await db.delete(goodsSku).where(eq(goodsSku.id, id));
}

/** Per good: number of SKUs and the lowest price among the approved SKUs on sale. */
export async function skuStats(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, { skuCount: number; minPrice: bigint | null }>();
  const rows = await db
    .select({
      itemId: goodsSku.itemId,
      skuCount: count(),
      minPrice: sql<
        string | null
      >`min(${goodsSku.price}) filter (where ${goodsSku.enabled} and ${goodsSku.everApproved})`,
    })
    .from(goodsSku)
    .where(inArray(goodsSku.itemId, itemIds))
    .groupBy(goodsSku.itemId);
  return new Map(
    rows.map((r) => [
      r.itemId,
      { skuCount: r.skuCount, minPrice: r.minPrice === null ? null : BigInt(r.minPrice) },
    ]),
  );
}

// --- bound assets ---------------------------------------------------------------------------------------

export async function findBinding(db: DbOrTx, id: number): Promise<BindingRow | null> {
  const [row] = await db.select().from(goodsItemSource).where(eq(goodsItemSource.id, id));
  return row ?? null;
}

export function findBindingsByIds(db: DbOrTx, ids: number[]): Promise<BindingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(goodsItemSource).where(inArray(goodsItemSource.id, ids));
}

export async function findBindingOf(db: DbOrTx, itemId: number, sourceId: number) {
  const [row] = await db
    .select()
    .from(goodsItemSource)
    .where(and(eq(goodsItemSource.itemId, itemId), eq(goodsItemSource.sourceId, sourceId)));
  return row ?? null;
}

export function listBindings(db: DbOrTx, itemId: number): Promise<BindingRow[]> {
  return db
    .select()
    .from(goodsItemSource)
    .where(eq(goodsItemSource.itemId, itemId))
    .orderBy(desc(goodsItemSource.createdAt), desc(goodsItemSource.id));
}

export async function pageBindings(db: DbOrTx, p: PageRequest, itemId: number) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(goodsItemSource)
      .where(eq(goodsItemSource.itemId, itemId))
      .orderBy(desc(goodsItemSource.createdAt), desc(goodsItemSource.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(goodsItemSource).where(eq(goodsItemSource.itemId, itemId)),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function countBindings(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ itemId: goodsItemSource.itemId, n: count() })
    .from(goodsItemSource)
    .where(inArray(goodsItemSource.itemId, itemIds))
    .groupBy(goodsItemSource.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

export async function insertBinding(db: DbOrTx, values: NewBinding): Promise<BindingRow> {
  const [row] = await db.insert(goodsItemSource).values(values).returning();
  return row!;
}

export async function updateBinding(
  db: DbOrTx,
  id: number,
  values: Partial<NewBinding>,
): Promise<BindingRow> {
  const [row] = await db.update(goodsItemSource).set(values).where(eq(goodsItemSource.id, id)).returning();
  return row!;
}

export async function deleteBindings(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(goodsItemSource).where(inArray(goodsItemSource.id, ids));
}

/** Goods that are not deleted and use an asset (and the binding), for the assets module's usage checks. */
export function usagesOfSource(db: DbOrTx, sourceId: number) {
  return db
    .select({ binding: goodsItemSource, item: goodsItem })
    .from(goodsItemSource)
    .innerJoin(goodsItem, eq(goodsItem.id, goodsItemSource.itemId))
    .where(and(eq(goodsItemSource.sourceId, sourceId), ne(goodsItem.deleteStatus, DELETED)))
    .orderBy(asc(goodsItem.id));
}

// --- reviews --------------------------------------------------------------------------------------------

export async function insertReview(db: DbOrTx, values: typeof goodsReview.$inferInsert) {
  await db.insert(goodsReview).values(values);
}

export function listReviews(db: DbOrTx, itemId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(goodsReview)
    .where(eq(goodsReview.itemId, itemId))
    .orderBy(desc(goodsReview.createdAt), desc(goodsReview.id));
}
