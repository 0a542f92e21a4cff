import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import type { SqlText } from '../../platform/sql-text.js';

/**
 * The goods as the mall's read model reads them: SQL fragments over the goods (`goods_item` under the alias `g`,
 * its SKUs and bound assets) that mall.repository.ts composes with its own figures (mall_item_stat) into one
 * statement per listing page, count, facet or refresh. A page must stay one statement on the partial and text
 * indexes of goods.table.ts (the mall is benchmarked at 100k–1M goods: bench/mall-api.ts), so the mall cannot
 * ask the goods service row by row. Goods owns these tables, the listed rule and the search text; the mall
 * names no goods table itself, only the keys it composes by: `g.id` (joins), `g.created_at` (the newest order)
 * and the classification, brand and owner ids (facets, and the names it adds to a card).
 */

/** The goods table under the alias `g` that every fragment here reads. */
export const GOODS_AS_G = 'goods_item g';

/** A good is in the mall: listed, enabled (or a disable review open), not deleted. Matches the partial indexes. */
export const LISTED_TEXT = 'g.publish_type = 1 and g.delete_status = 0 and g.product_status in (2, 3)';
export const LISTED = sql.raw(LISTED_TEXT);

/**
 * The searchable text of a good: name and summary, lower-case, every non-ASCII character its own token. A column
 * PostgreSQL computes (migration 0018) with the GIN index goods_item_mall_search_idx.
 */
const TEXT_VECTOR = 'g.search_vector';

/** What the mall filters the listed goods on (conditions on `g`). */
export interface MallGoodsWhere {
  itemType?: number;
  ownerId?: number;
  classificationIds?: number[];
  brandIds?: number[];
  tag?: string;
  tsQuery?: string | null;
  /** Substrings of lower(name || ' ' || summary) that must appear (with tsQuery). */
  phrases?: string[];
  /**
   * The keyword matches many goods: test it row by row while walking the ordered index (a page needs a few
   * dozen rows) instead of fetching every match through the text index to sort them.
   */
  denseText?: boolean;
  /** Goods hidden from the caller by their lists. */
  refusedIds: number[];
}

/**
 * The tsquery of a keyword: ASCII words and single non-ASCII characters as tokens, all required (`&`, which the
 * GIN index answers without rechecking rows), the last one as a prefix. Null when nothing searchable is left.
 * Tokens are lower-case letters and digits only, so the text is a tsquery as it stands: it is sent as a tsquery
 * parameter, not through to_tsquery(), which a generic plan would call per row, so PostgreSQL replanned every
 * search (milliseconds with these indexes) rather than reuse the prepared plan.
 */
export function keywordQuery(keyword: string): string | null {
  const spaced = keyword.toLowerCase().replace(/(\P{ASCII})/gu, ' $1 ');
  const tokens = spaced
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 32);
  if (!tokens.length) return null;
  return tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' & ');
}

/**
 * Keyword conditions: the full-text query plus every run of letters and digits of the keyword as a substring
 * of name or summary — Chinese characters must then be adjacent and in order, and the cheap substring test
 * runs before the full-text test when rows are tested one by one. An ASCII run that is a token of the query is
 * left out: the lexeme it matches is a substring of the lower-cased text, so the query implies it.
 */
export function keywordWhere(keyword: string): Pick<MallGoodsWhere, 'tsQuery' | 'phrases'> {
  let found = keywordConditions.get(keyword);
  if (!found) {
    found = parseKeyword(keyword);
    if (keywordConditions.size >= 1000) keywordConditions.clear();
    keywordConditions.set(keyword, found);
  }
  return { tsQuery: found.tsQuery, phrases: [...found.phrases] };
}

/** keywordWhere of the keywords searched lately (the parse runs Unicode regular expressions). */
const keywordConditions = new Map<string, { tsQuery: string | null; phrases: readonly string[] }>();

function parseKeyword(keyword: string) {
  const tsQuery = keywordQuery(keyword);
  const tokens = new Set(tsQuery?.split(' & ').map((t) => t.replace(/:\*$/, '')));
  const phrases = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .filter((phrase) => !(/^[a-z0-9]+$/.test(phrase) && tokens.has(phrase)));
  return { tsQuery, phrases };
}

/** Appends the substring test of a phrase; one without letter case skips lower(), which costs more than the test. */
function phraseInto(q: SqlText, phrase: string): void {
  const text = (column: string) => (phrase.toUpperCase() === phrase ? column : `lower(${column})`);
  q.raw(` and (strpos(${text('g.name')}, `).param(phrase);
  q.raw(`) > 0 or strpos(${text('g.summary')}, `)
    .param(phrase)
    .raw(') > 0)');
}

/**
 * Appends the conditions on `g` to `q`: listed, then the filters. An empty id list of a filter matches nothing.
 */
export function goodsWhereInto(q: SqlText, f: MallGoodsWhere): SqlText {
  q.raw(LISTED_TEXT);
  if (f.itemType !== undefined) q.raw(' and g.item_type = ').param(f.itemType);
  if (f.ownerId !== undefined) q.raw(' and g.owner_id = ').param(f.ownerId);
  if (f.classificationIds) {
    if (f.classificationIds.length) q.raw(' and g.classification_id in (').list(f.classificationIds).raw(')');
    else q.raw(' and false');
  }
  if (f.brandIds) {
    if (f.brandIds.length) q.raw(' and g.brand_id in (').list(f.brandIds).raw(')');
    else q.raw(' and false');
  }
  if (f.tag) q.raw(' and g.tags @> ').param(JSON.stringify([f.tag]), '::jsonb');
  if (f.tsQuery) {
    if (f.denseText) q.raw(` and ts_match_vq(${TEXT_VECTOR}, `).param(f.tsQuery, '::tsquery').raw(')');
    else q.raw(` and ${TEXT_VECTOR} @@ `).param(f.tsQuery, '::tsquery');
    for (const phrase of f.phrases ?? []) phraseInto(q, phrase);
  }
  if (f.refusedIds.length) q.raw(' and g.id not in (').list(f.refusedIds).raw(')');
  return q;
}

/** Conditions on `g` of a user's favourites page: the kind, and a name containing `name` (as typed, not a pattern). */
export function kindAndNameWhere(f: { itemType?: number; name?: string }): SQL[] {
  const parts: SQL[] = [];
  if (f.itemType !== undefined) parts.push(sql`g.item_type = ${f.itemType}`);
  if (f.name) parts.push(sql`g.name ilike ${`%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return parts;
}

/**
 * The good's columns of a card (`g.created_at::text as created_key` is the keyset position of the newest order),
 * in two parts for the mall to put its view figure between them.
 */
export const GOOD_CARD_COLUMNS = {
  head: `g.id, g.item_type, g.name, g.summary, g.cover_image, g.classification_id, g.brand_id,
  g.tags, g.owner_id`,
  dates: 'g.listed_at, g.created_at, g.created_at::text as created_key',
};

/** The good's columns a detail page adds to its card. */
export const GOOD_DETAIL_COLUMNS = `g.images, g.description, g.usage_instructions, g.agreement, g.sample_file,
      g.app_url, g.api_type`;

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds), or null. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JSON string literal of a text column (never null: the columns it is used on are NOT NULL). */
const jsonText = (column: string) => `to_json(${column})::text`;
/** JSON string of an id column, or null. */
const jsonId = (column: string) => `coalesce('"' || ${column} || '"', 'null')`;

/**
 * The fields of a good's card that come from the good itself, as the start of a JSON object (no closing brace),
 * built by PostgreSQL from `goods_item g`: every field of the contract's MallCard except the names
 * (classification, brand, owner, added by the mall from its caches) and the figures. The mall's read-model
 * refresh stores it in mall_item_stat.card_head, so a listing page reads it instead of building it per row (which
 * cost PostgreSQL as much as the rest of the page query). Written by concatenation: row_to_json cost more.
 */
export const GOOD_CARD_HEAD = `'{"id":"' || g.id || '","itemType":' || g.item_type || ',"name":' || ${jsonText('g.name')}
  || ',"summary":' || ${jsonText('g.summary')} || ',"coverImage":' || ${jsonText('g.cover_image')}
  || ',"classificationId":' || ${jsonId('g.classification_id')} || ',"brandId":' || ${jsonId('g.brand_id')}
  || ',"tags":' || g.tags::text || ',"ownerId":"' || g.owner_id || '"'
  || ',"listedDate":' || coalesce('"' || ${isoText('g.listed_at')} || '"', 'null')
  || ',"createDate":"' || ${isoText('g.created_at')} || '"'`;

/** The latest change of any good and of any SKU (index lookups), for the mall's freshness check. */
export const GOODS_CHANGED_AT = '(select max(updated_at) from goods_item)';
export const SKUS_CHANGED_AT = '(select max(updated_at) from goods_sku)';

const REFRESH_MARGIN = sql.raw(`interval '1 minute'`);

/**
 * What the mall stores per good, for the goods changed (or whose SKUs changed) at or after `since` (every good
 * when null): id, kind, listed, tags, former view figure (goods_item.view_count, counted before the mall's
 * batches), lowest price on sale (`noPrice` when none), card head, and now().
 */
export function goodsForMallStatsQuery(since: string | null, noPrice: bigint): SQL {
  // A union of two index range scans: `updated_at >= … or id in (…)` made PostgreSQL scan every good.
  // `updated_at` is the writer's clock when its transaction ran: one committing after the last refresh can carry
  // a time before that refresh's watermark. A minute of margin takes such goods too (unchanged rows stay as
  // they are).
  const changed = since
    ? sql`where g.id in (select c.id from goods_item c where c.updated_at >= ${since}::timestamptz - ${REFRESH_MARGIN}
        union select k.item_id from goods_sku k where k.updated_at >= ${since}::timestamptz - ${REFRESH_MARGIN})`
    : sql``;
  return sql`select g.id, g.item_type, (${LISTED}), g.tags, g.view_count,
      coalesce((select min(k.price) from goods_sku k where k.item_id = g.id and k.enabled and k.ever_approved),
        ${noPrice.toString()}::bigint),
      ${sql.raw(GOOD_CARD_HEAD)}, now()
    from goods_item g ${changed}`;
}

/** Bound assets of a good (asset and table goods), as its mall detail page lists them. */
export async function sourcesOfGood(db: DbOrTx, itemId: number) {
  const found = await rowsOf(
    db,
    sql`select source_id, table_ids from goods_item_source where item_id = ${itemId} order by id`,
  );
  return found.map((r) => ({
    sourceId: Number(r.source_id),
    tableIds: ((typeof r.table_ids === 'string' ? JSON.parse(r.table_ids) : r.table_ids) as number[]).map(
      Number,
    ),
  }));
}
