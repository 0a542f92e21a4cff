import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offsetOf, rowCount, rowCountText } from '../../platform/paging.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { rowsOfText, SqlText } from '../../platform/sql-text.js';
import { writeOrDefer } from '../../platform/write-batch.js';
import {
  GOOD_CARD_COLUMNS,
  GOOD_CARD_HEAD,
  GOOD_DETAIL_COLUMNS,
  GOODS_AS_G,
  GOODS_CHANGED_AT,
  goodsForMallStatsQuery,
  goodsWhereInto,
  kindAndNameWhere,
  LISTED,
  type MallGoodsWhere,
  SKUS_CHANGED_AT,
} from '../goods/goods.mall-view.js';
import { NO_PRICE } from './mall.table.js';

export { keywordQuery, keywordWhere, sourcesOfGood as sourcesOf } from '../goods/goods.mall-view.js';

/**
 * The mall's read model: its own tables (per-good figures, favourites, follows) joined with the goods as goods
 * publishes them for the mall (goods/goods.mall-view.ts, read-only). Every listing and search filters on the
 * listed rule with the partial indexes of goods.table.ts, so no plan scans the goods; the sales and price orders
 * walk mall_item_stat's indexes and join the goods by key.
 */

/** The goods table as `g` (goods.mall-view.ts), for drizzle SQL. */
const GOODS = sql.raw(GOODS_AS_G);

export type MallWhere = MallGoodsWhere;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Conditions on the goods `g` as drizzle SQL. */
export function whereOf(f: MallWhere): SQL {
  return goodsWhereInto(new SqlText(), f).toSql();
}

export type SortMode = 'new' | 'sales' | 'price';

/** Position of a row in its order (keyset): newest — created_at text and id; sales / price — number and id. */
export type SortKey = [string, number];

export interface CardRow {
  id: number;
  itemType: number;
  name: string;
  summary: string;
  coverImage: string;
  classificationId: number | null;
  brandId: number | null;
  tags: string[];
  ownerId: number;
  viewCount: number;
  listedAt: Date | null;
  createdAt: Date;
  minPrice: bigint | null;
  salesVolume: number;
  orderCount: number;
  favouriteCount: number;
  key: SortKey;
}

const CARD_COLUMN_LIST = `${GOOD_CARD_COLUMNS.head}, coalesce(s.view_count, 0) as view_count, ${GOOD_CARD_COLUMNS.dates},
  s.min_price::text as min_price, coalesce(s.sales_volume, 0) as sales_volume,
  coalesce(s.order_count, 0) as order_count, coalesce(s.favourite_count, 0) as favourite_count`;
const CARD_COLUMNS = sql.raw(CARD_COLUMN_LIST);

type Raw = Record<string, unknown>;

const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));

function toCard(r: Raw, mode: SortMode): CardRow {
  const minPrice = r.min_price === null || r.min_price === undefined ? null : BigInt(r.min_price as string);
  const id = Number(r.id);
  const key: SortKey =
    mode === 'new'
      ? [String(r.created_key), id]
      : mode === 'sales'
        ? [String(r.sales_volume), id]
        : [String(minPrice ?? NO_PRICE), id];
  return {
    id,
    itemType: Number(r.item_type),
    name: String(r.name),
    summary: String(r.summary),
    coverImage: String(r.cover_image),
    classificationId: r.classification_id === null ? null : Number(r.classification_id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    tags: (typeof r.tags === 'string' ? JSON.parse(r.tags) : r.tags) as string[],
    ownerId: Number(r.owner_id),
    viewCount: Number(r.view_count),
    listedAt: toDate(r.listed_at),
    createdAt: toDate(r.created_at)!,
    minPrice: minPrice === null || minPrice === NO_PRICE ? null : minPrice,
    salesVolume: Number(r.sales_volume),
    orderCount: Number(r.order_count),
    favouriteCount: Number(r.favourite_count),
    key,
  };
}

/** The order of a page's rows `alias` (k, id): newest and best-selling first, cheapest first. */
const pageOrder = (mode: SortMode, alias: string) =>
  mode === 'price' ? `${alias}.k, ${alias}.id` : `${alias}.k desc nulls last, ${alias}.id desc nulls last`;

/**
 * Appends the SQL of one page of a listing to `q`. The inner query walks the order and the filters with the keys
 * only; the card columns and figures are read for the rows of the page alone, not for every row OFFSET skips.
 */
function pageInto(
  q: SqlText,
  where: MallWhere,
  mode: SortMode,
  limit: number,
  at: { after?: SortKey; offset?: number },
  columns: string,
): SqlText {
  const { after } = at;
  q.raw(`select ${columns} from (`);
  let order: string;
  if (mode === 'new') {
    q.raw(`select g.id, g.created_at as k from ${GOODS_AS_G} where `);
    goodsWhereInto(q, where);
    order = 'g.created_at desc nulls last, g.id desc nulls last';
    if (after) q.raw(' and (g.created_at, g.id) < (').param(after[0], '::timestamptz').raw(', ');
  } else {
    const key = mode === 'sales' ? 's.sales_volume' : 's.min_price';
    q.raw(
      `select s.item_id as id, ${key} as k from mall_item_stat s join ${GOODS_AS_G} on g.id = s.item_id where `,
    );
    goodsWhereInto(q, where).raw(' and s.listed');
    if (where.itemType !== undefined) q.raw(' and s.item_type = ').param(where.itemType);
    if (mode === 'sales') {
      order = 's.sales_volume desc nulls last, s.item_id desc nulls last';
      if (after) q.raw(' and (s.sales_volume, s.item_id) < (').param(Number(after[0])).raw(', ');
    } else {
      order = 's.min_price, s.item_id';
      if (after) q.raw(' and (s.min_price, s.item_id) > (').param(after[0], '::bigint').raw(', ');
    }
  }
  if (after) q.param(after[1]).raw(')');
  const offset = after ? 0 : (at.offset ?? 0);
  return q.raw(` order by ${order} limit ${rowCountText(limit)} offset ${rowCountText(offset)}) p
    join ${GOODS_AS_G} on g.id = p.id left join mall_item_stat s on s.item_id = p.id order by ${pageOrder(mode, 'p')}`);
}

/** The SQL of one page of a listing (card columns unless `columns`; exported for the EXPLAIN test). */
export function pageQuery(
  where: MallWhere,
  mode: SortMode,
  limit: number,
  at: { after?: SortKey; offset?: number },
  columns = CARD_COLUMN_LIST,
): SQL {
  return pageInto(new SqlText(), where, mode, limit, at, columns).toSql();
}

export async function page(
  db: DbOrTx,
  where: MallWhere,
  mode: SortMode,
  limit: number,
  at: { after?: SortKey; offset?: number },
) {
  return (await rowsOf(db, pageQuery(where, mode, limit, at))).map((r) => toCard(r, mode));
}

/**
 * The card of a row as JSON text: the stored head (or, for a good the read model has not refreshed yet, the head
 * built here) and the figures of mall_item_stat `s`. Equal to what the service makes of CARD_COLUMNS (tested); a
 * listing page reads it to skip parsing, mapping and serializing each field in Node.
 */
const CARD_JSON = `coalesce(s.card_head, ${GOOD_CARD_HEAD})
  || ',"minPrice":' || coalesce('"' || nullif(s.min_price, ${NO_PRICE}) || '"', 'null')
  || ',"salesVolume":' || coalesce(s.sales_volume, 0) || ',"viewCount":' || coalesce(s.view_count, 0)
  || ',"favouriteCount":' || coalesce(s.favourite_count, 0) || '}' as card`;

/**
 * The line of a row in `pageCards`: classification id, brand id, owner id, good id and sort key as text, then the
 * card, separated by tabs (neither the key texts nor JSON text contain a raw tab or line feed).
 */
const PAGE_CARD_COLUMNS: Record<SortMode, string> = {
  new: pageCardColumns('g.created_at::text'),
  sales: pageCardColumns('coalesce(s.sales_volume, 0)::text'),
  price: pageCardColumns(`coalesce(s.min_price, ${NO_PRICE})::text`),
};

function pageCardColumns(sortKey: string): string {
  return `p.k, p.id, coalesce(g.classification_id::text, '') || E'\\t' || coalesce(g.brand_id::text, '')
    || E'\\t' || g.owner_id || E'\\t' || g.id || E'\\t' || ${sortKey} || E'\\t' || ${CARD_JSON}`;
}

/** The page's lines in page order, as one text (one row and column for the driver to read, not six per card). */
const pageLines = (mode: SortMode) => `string_agg(t.card, E'\\n' order by ${pageOrder(mode, 't')}) as page`;

/** A card of a listing page as JSON text (without names), with what the service adds to it. */
export interface CardJsonRow {
  id: number;
  classificationId: number | null;
  brandId: number | null;
  ownerId: number;
  key: SortKey;
  /** JSON object text of the card's fields but the names. */
  card: string;
}

/** The next tab-separated field of `line` from `at`: its text and where the one after it starts. */
function field(line: string, at: number): [string, number] {
  const end = line.indexOf('\t', at);
  return [line.slice(at, end), end + 1];
}

/** A line of PAGE_CARD_COLUMNS as a card row. */
function cardRow(line: string): CardJsonRow {
  const [classificationId, a] = field(line, 0);
  const [brandId, b] = field(line, a);
  const [ownerId, c] = field(line, b);
  const [id, d] = field(line, c);
  const [key, e] = field(line, d);
  return {
    id: Number(id),
    classificationId: classificationId ? Number(classificationId) : null,
    brandId: brandId ? Number(brandId) : null,
    ownerId: Number(ownerId),
    key: [key, Number(id)],
    card: line.slice(e),
  };
}

/** One page of a listing as card JSON (see CARD_JSON), in the order of `pageQuery`. */
export async function pageCards(
  db: DbOrTx,
  where: MallWhere,
  mode: SortMode,
  limit: number,
  at: { after?: SortKey; offset?: number },
): Promise<CardJsonRow[]> {
  const q = new SqlText().raw(`select ${pageLines(mode)} from (`);
  pageInto(q, where, mode, limit, at, PAGE_CARD_COLUMNS[mode]).raw(') t');
  const [row] = await rowsOfText(db, q);
  const text = row?.page as string | null | undefined;
  return text ? text.split('\n').map(cardRow) : [];
}

/** Counts the matches; with `limit`, stops there (read through the text index for keywords). */
export function countQuery(where: MallWhere, limit?: number): SQL {
  // A count visits every match: through the text index, never row by row (denseText is for ordered pages).
  const matches = whereOf({ ...where, denseText: false });
  if (limit === undefined) return sql`select count(*)::int as n from ${GOODS} where ${matches}`;
  return sql`select count(*)::int as n from (select 1 from ${GOODS} where ${matches} limit ${rowCount(limit)}) t`;
}

export async function count(db: DbOrTx, where: MallWhere, limit?: number): Promise<number> {
  const [row] = await rowsOf(db, countQuery(where, limit));
  return Number(row?.n ?? 0);
}

/** Cards of some goods in the mall (or any state with `anyState`), by id. */
export async function cardsByIds(
  db: DbOrTx,
  ids: number[],
  anyState = false,
): Promise<(CardRow & { inMall: boolean })[]> {
  if (!ids.length) return [];
  const listed = anyState ? sql`true` : LISTED;
  const found = await rowsOf(
    db,
    sql`select ${CARD_COLUMNS}, (${LISTED}) as in_mall from ${GOODS} left join mall_item_stat s on s.item_id = g.id
      where g.id in (${idList(ids)}) and ${listed}`,
  );
  return found.map((r) => ({ ...toCard(r, 'new'), inMall: Boolean(r.in_mall) }));
}

export function facetQueries(where: MallWhere) {
  const matches = whereOf({ ...where, denseText: false });
  return {
    nodes: sql`select g.classification_id as c, g.brand_id as b, count(*)::int as n from ${GOODS}
      where ${matches} group by g.classification_id, g.brand_id`,
    tags: sql`select t.tag, count(*)::int as n from ${GOODS} join mall_item_stat s on s.item_id = g.id,
        jsonb_array_elements_text(s.tags) as t(tag)
      where ${matches} and s.listed group by t.tag order by n desc, t.tag limit 50`,
  };
}

/**
 * Counts per (classification, brand) pair of the goods matching `nodesWhere`, and per tag of those matching
 * `tagsWhere` (each facet is counted without its own selection, so its other values keep their counts).
 */
export async function facets(db: DbOrTx, nodesWhere: MallWhere, tagsWhere: MallWhere = nodesWhere) {
  const [nodes, tags] = await Promise.all([
    rowsOf(db, facetQueries(nodesWhere).nodes),
    rowsOf(db, facetQueries(tagsWhere).tags),
  ]);
  return {
    nodes: nodes.map((r) => ({
      classificationId: r.c === null ? null : Number(r.c),
      brandId: r.b === null ? null : Number(r.b),
      n: Number(r.n),
    })),
    tags: tags.map((r) => ({ name: String(r.tag), count: Number(r.n) })),
  };
}

/** The whole row of a good that is in the mall, or null. */
export async function findListed(db: DbOrTx, itemId: number) {
  const [row] = await rowsOf(
    db,
    sql`select ${CARD_COLUMNS}, ${sql.raw(GOOD_DETAIL_COLUMNS)} from ${GOODS} left join mall_item_stat s on s.item_id = g.id
      where g.id = ${itemId} and ${LISTED}`,
  );
  if (!row) return null;
  return {
    card: toCard(row, 'new'),
    images: (typeof row.images === 'string' ? JSON.parse(row.images) : row.images) as string[],
    description: String(row.description),
    usageInstructions: String(row.usage_instructions),
    agreement: String(row.agreement),
    sampleFile: (row.sample_file as string | null) ?? null,
    appUrl: (row.app_url as string | null) ?? null,
    apiType: row.api_type === null ? null : Number(row.api_type),
  };
}

// --- freshness of the read model ------------------------------------------------------------------------

/**
 * Latest changes of goods, SKUs, the mall's figures and the access lists: index lookups (saving a list always
 * stamps its row, also when only its consumers change).
 */
export async function fingerprint(db: DbOrTx) {
  const [row] = await rowsOf(
    db,
    sql.raw(`select x.g::text as g, x.k::text as k, x.m::text as m, x.a::text as a,
      least(x.g, x.k)::text as w from (select
      ${GOODS_CHANGED_AT} as g, ${SKUS_CHANGED_AT} as k,
      (select max(updated_at) from mall_item_stat) as m, (select max(updated_at) from access_list) as a) x`),
  );
  return {
    goods: (row?.g as string | null) ?? null,
    skus: (row?.k as string | null) ?? null,
    mall: String(row?.m),
    accessLists: (row?.a as string | null) ?? null,
    /** Rows changed at or after it are refreshed next time (null: nothing yet). */
    watermark: (row?.w as string | null) ?? null,
  };
}

/**
 * Refreshes mall_item_stat (kind, listed, lowest price on sale, card head) of the goods changed at or after `since` (all
 * without it); rows whose figures did not change are left alone.
 */
export async function refreshStats(db: DbOrTx, since: string | null) {
  await db.execute(refreshStatsQuery(since));
}

/** The read-model refresh of the goods changed since `since` (every good when null; exported for the EXPLAIN test). */
export function refreshStatsQuery(since: string | null): SQL {
  return sql`insert into mall_item_stat (item_id, item_type, listed, tags, view_count, min_price, card_head,
      updated_at)
    ${goodsForMallStatsQuery(since, NO_PRICE)}
    on conflict (item_id) do update set item_type = excluded.item_type, listed = excluded.listed,
      tags = excluded.tags, min_price = excluded.min_price, card_head = excluded.card_head,
      updated_at = excluded.updated_at
    where (mall_item_stat.item_type, mall_item_stat.listed, mall_item_stat.tags, mall_item_stat.min_price,
        mall_item_stat.card_head)
      is distinct from (excluded.item_type, excluded.listed, excluded.tags, excluded.min_price, excluded.card_head)`;
}

/** The stored watermark of the last refresh: undefined when none was stored yet (first start). */
export async function loadWatermark(db: DbOrTx): Promise<string | null | undefined> {
  const [row] = await rowsOf(db, sql`select value from mall_sync where key = 'watermark'`);
  return row ? ((row.value as string | null) ?? null) : undefined;
}

export async function saveWatermark(db: DbOrTx, watermark: string | null) {
  await db.execute(sql`insert into mall_sync (key, value, updated_at) values ('watermark', ${watermark}, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** Sets the sales figures of goods (backfill from the orders). */
export async function setSales(db: DbOrTx, sales: { itemId: number; orders: number; units: number }[]) {
  for (const s of sales) {
    await db.execute(sql`update mall_item_stat set sales_volume = ${s.units}, order_count = ${s.orders},
      updated_at = now() where item_id = ${s.itemId} and (sales_volume, order_count) <> (${s.units}, ${s.orders})`);
  }
}

/** Adds a paid order to a good's figures (in the payment transaction). */
export async function addSale(db: DbOrTx, itemId: number, itemType: number, units: number) {
  await writeOrDefer(
    db,
    sql`insert into mall_item_stat (item_id, item_type, sales_volume, order_count, updated_at)
    values (${itemId}, ${itemType}, ${units}, 1, now())
    on conflict (item_id) do update set sales_volume = mall_item_stat.sales_volume + ${units},
      order_count = mall_item_stat.order_count + 1, updated_at = now()`,
  );
}

// --- favourites and follows ------------------------------------------------------------------------------

export async function addFavourite(db: DbOrTx, userId: number, itemId: number, itemType: number) {
  const inserted = await rowsOf(
    db,
    sql`insert into mall_favourite (user_id, item_id) values (${userId}, ${itemId})
      on conflict (user_id, item_id) do nothing returning id`,
  );
  if (inserted.length) {
    await db.execute(sql`insert into mall_item_stat (item_id, item_type, favourite_count, updated_at)
      values (${itemId}, ${itemType}, 1, now())
      on conflict (item_id) do update set favourite_count = mall_item_stat.favourite_count + 1, updated_at = now()`);
  }
  return favouriteCount(db, itemId);
}

export async function favouriteCount(db: DbOrTx, itemId: number) {
  const [row] = await rowsOf(db, sql`select favourite_count from mall_item_stat where item_id = ${itemId}`);
  return Number(row?.favourite_count ?? 0);
}

export async function removeFavourites(db: DbOrTx, userId: number, itemIds: number[]) {
  const removed = await rowsOf(
    db,
    sql`delete from mall_favourite where user_id = ${userId} and item_id in (${idList(itemIds)}) returning item_id`,
  );
  const ids = removed.map((r) => Number(r.item_id));
  if (ids.length) {
    await db.execute(sql`update mall_item_stat set favourite_count = greatest(favourite_count - 1, 0),
      updated_at = now() where item_id in (${idList(ids)})`);
  }
}

export async function isFavourite(db: DbOrTx, userId: number, itemIds: number[]) {
  if (!itemIds.length) return new Set<number>();
  const found = await rowsOf(
    db,
    sql`select item_id from mall_favourite where user_id = ${userId} and item_id in (${idList(itemIds)})`,
  );
  return new Set(found.map((r) => Number(r.item_id)));
}

/** A user's favourites, newest first: item ids and dates (filters on kind and name). */
export async function pageFavourites(
  db: DbOrTx,
  userId: number,
  p: { page: number; limit: number },
  f: { itemType?: number; name?: string },
) {
  const parts: SQL[] = [sql`f.user_id = ${userId}`, ...kindAndNameWhere(f)];
  const where = sql.join(parts, sql` and `);
  const [list, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select f.item_id, f.created_at from mall_favourite f join ${GOODS} on g.id = f.item_id
        where ${where} order by f.id desc limit ${rowCount(p.limit)} offset ${rowCount(offsetOf(p))}`,
    ),
    rowsOf(
      db,
      sql`select count(*)::int as n from mall_favourite f join ${GOODS} on g.id = f.item_id where ${where}`,
    ),
  ]);
  return {
    list: list.map((r) => ({ itemId: Number(r.item_id), createdAt: toDate(r.created_at)! })),
    total: Number(total?.n ?? 0),
  };
}

export async function addFollow(db: DbOrTx, userId: number, ownerId: number) {
  await db.execute(sql`insert into mall_follow (user_id, owner_id) values (${userId}, ${ownerId})
    on conflict (user_id, owner_id) do nothing`);
}

export async function removeFollows(db: DbOrTx, userId: number, ownerIds: number[]) {
  await db.execute(
    sql`delete from mall_follow where user_id = ${userId} and owner_id in (${idList(ownerIds)})`,
  );
}

export async function followerCount(db: DbOrTx, ownerId: number) {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from mall_follow where owner_id = ${ownerId}`);
  return Number(row?.n ?? 0);
}

export async function isFollowing(db: DbOrTx, userId: number, ownerId: number) {
  const [row] = await rowsOf(
    db,
    sql`select 1 as x from mall_follow where user_id = ${userId} and owner_id = ${ownerId}`,
  );
  return Boolean(row);
}

export async function pageFollows(db: DbOrTx, userId: number, p: { page: number; limit: number }) {
  const [list, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select owner_id, created_at from mall_follow where user_id = ${userId} order by id desc
        limit ${rowCount(p.limit)} offset ${rowCount(offsetOf(p))}`,
    ),
    rowsOf(db, sql`select count(*)::int as n from mall_follow where user_id = ${userId}`),
  ]);
  return {
    list: list.map((r) => ({ ownerId: Number(r.owner_id), createdAt: toDate(r.created_at)! })),
    total: Number(total?.n ?? 0),
  };
}

/** Listed goods per owner (refused ones left out). */
export async function listedCountOf(db: DbOrTx, ownerId: number, refusedIds: number[]) {
  return count(db, { ownerId, refusedIds });
}
