import { createHash } from 'node:crypto';
import { ErrorCode, type mall } from '@datamall/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { SerializedData } from '../../platform/http.js';
import type { Actor } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './mall.repository.js';
import {
  BRAND_TREE,
  type CatalogNode,
  type Freshness,
  GOODS_TREE,
  type MallReadModel,
  type Names,
  subtree,
} from './mall.shared.js';

/**
 * Goods a keyword search counts at most. An exact count of a keyword shared by a quarter of a million goods
 * takes seconds; nobody pages that far, so the page says "10,000+" instead.
 */
export const KEYWORD_COUNT_CAP = 10_000;

/** Above this many matches a keyword page walks the ordered index and tests the keyword row by row. */
const DENSE_KEYWORD_MATCHES = 2000;

export type MallSearch = mall.MallSearchBody & { page: number; limit: number };

type FacetFilter = Pick<
  mall.MallFilter,
  'itemType' | 'keyword' | 'ownerId' | 'classificationId' | 'brandId' | 'tag'
>;

const sortModeOf = (sort: mall.MallSort | undefined): repo.SortMode => {
  if (sort === 'goods_sales_volume-desc' || sort === 'goodsCount') return 'sales';
  if (sort === 'goods_price-asc') return 'price';
  return 'new';
};

const hashOf = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

const cursorInvalid = () => new AppError(ErrorCode.MALL_CURSOR_INVALID);

/** Opaque keyset cursor: the filters' hash, the sort mode and the last row's position. */
function encodeCursor(filterHash: string, key: repo.SortKey) {
  return Buffer.from(JSON.stringify({ h: filterHash, k: key })).toString('base64url');
}

function decodeCursor(cursor: string, filterHash: string, mode: repo.SortMode): repo.SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  const c = parsed as { h?: unknown; k?: unknown };
  if (c?.h !== filterHash || !Array.isArray(c.k) || c.k.length !== 2) throw cursorInvalid();
  const [value, id] = c.k as [unknown, unknown];
  if (typeof value !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw cursorInvalid();
  }
  const ok =
    mode === 'new'
      ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.test(value)
      : /^-?\d{1,19}$/.test(value);
  if (!ok) throw cursorInvalid();
  return [value, id];
}

/** Whether an id is in the selected node's subtree (every id, selected nothing). */
function selectedSubtree(order: CatalogNode[], selected: unknown) {
  if (selected === undefined) return (_id: number | null) => true;
  const ids = new Set(subtree(order, Number(selected)));
  return (id: number | null) => id !== null && ids.has(id);
}

type FacetNode = { id: number; name: string; nameEn: string; parentId: number | null; children: FacetNode[] };

/** A catalog tree in tree order, each node counting its own goods and its descendants'. */
function rollUp(tree: unknown, countOf: (id: number) => number): mall.MallFacets['classifications'] {
  const out: mall.MallFacets['classifications'] = [];
  const walk = (nodes: FacetNode[]): number => {
    let sum = 0;
    for (const n of nodes) {
      const at = out.length;
      out.push({
        id: String(n.id),
        name: n.name,
        nameEn: n.nameEn,
        parentId: n.parentId === null ? null : String(n.parentId),
        count: 0,
      });
      const own = countOf(n.id) + walk(n.children);
      out[at]!.count = own;
      sum += own;
    }
    return sum;
  };
  walk(tree as FacetNode[]);
  return out;
}

/** A card of `repo.pageCards` with its names: the MallCard of `cards()` as JSON text. */
function cardJson(row: repo.CardJsonRow, names: Names, ownerName: string): string {
  const key = `${row.classificationId}|${row.brandId}|${ownerName}`;
  let named = names.cardNames.get(key);
  if (named === undefined) {
    const c = row.classificationId === null ? undefined : names.classifications.get(row.classificationId);
    const b = row.brandId === null ? undefined : names.brands.get(row.brandId);
    named =
      `{"classificationName":${JSON.stringify(c?.name ?? '')},"classificationNameEn":${JSON.stringify(c?.nameEn ?? '')},` +
      `"brandName":${JSON.stringify(b?.name ?? '')},"brandNameEn":${JSON.stringify(b?.nameEn ?? '')},` +
      `"ownerName":${JSON.stringify(ownerName)},`;
    if (names.cardNames.size >= 20_000) names.cardNames.clear();
    names.cardNames.set(key, named);
  }
  return named + row.card.slice(1);
}

export interface MallListingDeps {
  db: Db;
  catalog: CatalogService;
  model: MallReadModel;
  /** Keyword matches counted at most (default KEYWORD_COUNT_CAP); more answer `totalCapped`. */
  keywordCountCap?: number;
}

/**
 * Listings and search over the listed goods, their facets and the top five. The anonymous first pages, the
 * counts and the facets are cached in this process under the read model's freshness key.
 */
export class MallListingService {
  private readonly firstPages = new LRUCache<string, { key: string; value: SerializedData }>({ max: 500 });
  private readonly totals = new LRUCache<string, { key: string; n: number }>({ max: 2000 });
  private readonly facetCache = new LRUCache<string, { key: string; value: mall.MallFacets }>({ max: 200 });

  constructor(private readonly deps: MallListingDeps) {}

  private get keywordCountCap() {
    return this.deps.keywordCountCap ?? KEYWORD_COUNT_CAP;
  }

  private whereOf(filter: mall.MallFilter, names: Names, refusedIds: number[]): repo.MallWhere {
    const keyword = filter.keyword?.trim();
    return {
      itemType: filter.itemType === undefined ? undefined : Number(filter.itemType),
      ownerId: filter.ownerId === undefined ? undefined : Number(filter.ownerId),
      classificationIds:
        filter.classificationId === undefined
          ? undefined
          : subtree(names.classificationOrder, Number(filter.classificationId)),
      brandIds: filter.brandId === undefined ? undefined : subtree(names.brandOrder, Number(filter.brandId)),
      tag: filter.tag,
      ...(keyword ? repo.keywordWhere(keyword) : {}),
      refusedIds,
    };
  }

  /**
   * A listing page as the endpoints answer it: JSON text (see `readPage`). Anonymous first pages are cached under
   * the freshness key and read once for all visitors asking meanwhile.
   */
  async searchAnswer(actor: Actor | null, body: MallSearch): Promise<SerializedData> {
    const { model } = this.deps;
    const state = await model.state();
    const { page, limit, sort, cursor, ...filter } = body;
    const mode = sortModeOf(sort);
    const filterHash = hashOf([filter, mode]);
    const after = cursor ? decodeCursor(cursor, filterHash, mode) : undefined;
    const cacheable = !actor && !cursor && page === 1;
    if (!cacheable) return this.readPage(actor, state, filter, mode, filterHash, { page, limit, after });
    const cacheKey = `${filterHash}|${limit}`;
    const hit = this.firstPages.get(cacheKey);
    if (hit && hit.key === state.key) return hit.value;
    return model.shared(`page|${state.key}|${cacheKey}`, async () => {
      const value = await this.readPage(null, state, filter, mode, filterHash, { page, limit });
      this.firstPages.set(cacheKey, { key: state.key, value });
      return value;
    });
  }

  /** A listing page as an object (the answer of `searchAnswer`). */
  async search(actor: Actor | null, body: MallSearch): Promise<mall.MallPage> {
    return JSON.parse((await this.searchAnswer(actor, body)).json) as mall.MallPage;
  }

  /**
   * Reads a page as JSON text: PostgreSQL writes each card (repo.pageCards) and the names are added here, so the
   * busiest uncached read parses, maps and serializes a few ids per card instead of every field.
   */
  private async readPage(
    actor: Actor | null,
    state: Freshness,
    filter: mall.MallFilter,
    mode: repo.SortMode,
    filterHash: string,
    at: { page: number; limit: number; after?: repo.SortKey },
  ): Promise<SerializedData> {
    const { model, db } = this.deps;
    const { page, limit, after } = at;
    const [names, refused] = await Promise.all([model.namesOf(state), model.refusedFor(actor, state)]);
    const where = this.whereOf(filter, names, refused);
    const position = { after, offset: (page - 1) * limit };
    let rows: repo.CardJsonRow[];
    let total: number;
    if (where.tsQuery) {
      // The count (cached, capped) tells how dense the keyword is, which decides how the page is read.
      total = await this.total(where, state, refused);
      const denseText = total > DENSE_KEYWORD_MATCHES;
      rows = await repo.pageCards(db, { ...where, denseText }, mode, limit + 1, position);
    } else {
      [rows, total] = await Promise.all([
        repo.pageCards(db, where, mode, limit + 1, position),
        this.total(where, state, refused),
      ]);
    }
    const more = rows.length > limit;
    const kept = rows.slice(0, limit);
    const last = kept.at(-1);
    const cap = this.keywordCountCap;
    const capped = Boolean(where.tsQuery) && total > cap;
    const owners = await model.ownerNames(
      kept.map((r) => r.ownerId),
      names,
    );
    const list = kept.map((r) => cardJson(r, names, owners.get(r.ownerId) ?? '')).join(',');
    const nextCursor = more && last ? encodeCursor(filterHash, last.key) : null;
    return new SerializedData(
      `{"list":[${list}],"total":${capped ? cap : total},${capped ? '"totalCapped":true,' : ''}` +
        `"nextCursor":${JSON.stringify(nextCursor)}}`,
    );
  }

  private async total(where: repo.MallWhere, state: Freshness, refused: number[]) {
    // The filters as they stand when short (a classification subtree can make them long) and the caller's
    // refused goods hashed.
    const filters = JSON.stringify({ ...where, refusedIds: undefined });
    const key = `${filters.length > 200 ? hashOf(filters) : filters}|${refused.length ? hashOf(refused) : ''}`;
    const hit = this.totals.get(key);
    if (hit && hit.key === state.key) return hit.n;
    return this.deps.model.shared(`total|${state.key}|${key}`, async () => {
      // Keyword counts stop one past the cap: enough to know there are more.
      const n = await repo.count(this.deps.db, where, where.tsQuery ? this.keywordCountCap + 1 : undefined);
      this.totals.set(key, { key: state.key, n });
      return n;
    });
  }

  /**
   * Counts of the listed goods per classification, brand and tag. Each facet counts the goods that the other
   * selected facets (and the kind, keyword and shop) leave, not its own selection: choosing a brand narrows the
   * classification and tag counts, and the other brands keep theirs, so the next choice is an informed one.
   */
  async facets(actor: Actor | null, filter: FacetFilter) {
    const { model } = this.deps;
    const state = await model.state();
    const [names, refused] = await Promise.all([model.namesOf(state), model.refusedFor(actor, state)]);
    const cacheKey = hashOf([filter, hashOf(refused)]);
    const hit = this.facetCache.get(cacheKey);
    if (hit && hit.key === state.key) return hit.value;
    const value = await this.countFacets(filter, names, refused);
    this.facetCache.set(cacheKey, { key: state.key, value });
    return value;
  }

  private async countFacets(filter: FacetFilter, names: Names, refused: number[]): Promise<mall.MallFacets> {
    const nodesWhere = this.whereOf(
      { ...filter, classificationId: undefined, brandId: undefined },
      names,
      refused,
    );
    const tagsWhere = this.whereOf({ ...filter, tag: undefined }, names, refused);
    const counts = await repo.facets(this.deps.db, nodesWhere, tagsWhere);
    const inClasses = selectedSubtree(names.classificationOrder, filter.classificationId);
    const inBrands = selectedSubtree(names.brandOrder, filter.brandId);
    const classTree = await this.deps.catalog.tree(GOODS_TREE, {
      itemType: filter.itemType === undefined ? undefined : Number(filter.itemType),
    });
    const brandTree = await this.deps.catalog.tree(BRAND_TREE);
    const total = counts.nodes
      .filter((r) => inClasses(r.classificationId) && inBrands(r.brandId))
      .reduce((sum, r) => sum + r.n, 0);
    const byClass = new Map<number, number>();
    const byBrand = new Map<number, number>();
    for (const r of counts.nodes) {
      if (r.classificationId !== null && inBrands(r.brandId))
        byClass.set(r.classificationId, (byClass.get(r.classificationId) ?? 0) + r.n);
      if (r.brandId !== null && inClasses(r.classificationId))
        byBrand.set(r.brandId, (byBrand.get(r.brandId) ?? 0) + r.n);
    }
    return {
      classifications: rollUp(classTree, (id) => byClass.get(id) ?? 0),
      brands: rollUp(brandTree, (id) => byBrand.get(id) ?? 0),
      tags: counts.tags,
      total,
    };
  }

  async topFive(actor: Actor | null, itemType?: number) {
    const { model, db } = this.deps;
    const state = await model.state();
    const [names, refused] = await Promise.all([model.namesOf(state), model.refusedFor(actor, state)]);
    const rows = await repo.page(db, { itemType, refusedIds: refused }, 'sales', 5, {});
    const cards = await model.cards(rows, names);
    const favourites = actor
      ? await repo.isFavourite(
          db,
          actor.userId,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return cards.map((c) => ({ ...c, favourite: favourites.has(Number(c.id)) }));
  }
}
