import { createHash } from 'node:crypto';
import { ErrorCode, goods, type mall, RoleType } from '@datamall/contract';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { SerializedData } from '../../platform/http.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { AccessListService } from '../access-lists/access-lists.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toSku } from '../goods/goods.presenter.js';
import { extensionOf } from '../goods/goods.sample-format.js';
import type { GoodsService } from '../goods/goods.service.js';
import { fileKeyOf } from '../goods/goods-files.service.js';
import type { UsersService } from '../identity/users.service.js';
import type { InterfaceService } from '../interfaces/interface.service.js';
import { BatchedCheck } from './mall.freshness.js';
import * as repo from './mall.repository.js';
import { previewSample } from './mall.sample.js';
import { ViewCounter, type ViewCounterOptions } from './mall.views.js';

/** Paid-order figures the mall shows, answered by the orders module (connected by mall-orders.flow.ts). */
export interface MallOrderFigures {
  paidFigures(filter: { itemId?: number; sellerId?: number }): Promise<{
    orderCount: number;
    units: number;
    amount: bigint;
    buyerCount: number;
  }>;
  hasPaidOrder(consumerId: number, itemId: number): Promise<boolean>;
  paidSalesByItem(): Promise<{ itemId: number; orders: number; units: number }[]>;
}

export interface MallServiceDeps {
  db: Db;
  catalog: CatalogService;
  users: UsersService;
  accessLists: AccessListService;
  goods: GoodsService;
  interfaces: Pick<InterfaceService, 'publicDocsOfSkus'>;
  /**
   * A freshness check younger than this (ms) is reused while this process wrote nothing meanwhile: writes
   * through this process are seen at once, writes of other processes within this window. Default 50.
   */
  freshnessWindowMs?: number;
  /** Batching of the detail-page views (mall.views.ts). */
  views?: ViewCounterOptions;
  /** Keyword matches counted at most (default KEYWORD_COUNT_CAP); more answer `totalCapped`. */
  keywordCountCap?: number;
}

/**
 * Goods a keyword search counts at most. An exact count of a keyword shared by a quarter of a million goods
 * takes seconds; nobody pages that far, so the page says "10,000+" instead.
 */
export const KEYWORD_COUNT_CAP = 10_000;

const GOODS_TREE = 2;
/** Above this many matches a keyword page walks the ordered index and tests the keyword row by row. */
const DENSE_KEYWORD_MATCHES = 2000;
const BRAND_TREE = 3;

interface CatalogNode {
  id: number;
  name: string;
  nameEn: string;
  parentId: number | null;
}

interface Freshness {
  /** Changes whenever a good, a SKU, a figure or (in this process) any write changed. */
  key: string;
  /** Goods hidden from visitors by their lists. */
  refusedVisitor: number[];
}

interface Names {
  classifications: Map<number, CatalogNode>;
  brands: Map<number, CatalogNode>;
  classificationOrder: CatalogNode[];
  brandOrder: CatalogNode[];
  /** Shop names of owners, filled as cards need them (valid as long as the freshness key). */
  owners: Map<number, string>;
  /** The names part of card JSON by classification, brand and owner name (cardJson), filled as pages need it. */
  cardNames: Map<string, string>;
}

export type MallSearch = mall.MallSearchBody & { page: number; limit: number };

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

/**
 * The public mall: listings and search over the listed goods (the read model in mall.repository.ts), details,
 * top five, storefronts, favourites and follows. Visibility follows the goods' black and white lists.
 *
 * The anonymous first pages are cached in this process; the cache key includes a freshness key that changes when
 * goods, SKUs or the mall's figures change in the database (max(updated_at) over indexes, checked at most every
 * `freshnessWindowMs`) or at once when this process answered any write (`noteWrite`).
 */
export class MallService {
  private generation = 0;
  private watermark: string | null | undefined = undefined;
  private lastKey = '';
  private orders: MallOrderFigures | null = null;
  private readonly fresh = new BatchedCheck(() => this.check());
  private readonly firstPages = new LRUCache<string, { key: string; value: SerializedData }>({ max: 500 });
  private readonly totals = new LRUCache<string, { key: string; n: number }>({ max: 2000 });
  private readonly facetCache = new LRUCache<string, { key: string; value: mall.MallFacets }>({ max: 200 });
  private readonly refusedByUser = new LRUCache<string, { key: string; ids: number[] }>({ max: 10_000 });
  private get keywordCountCap() {
    return this.deps.keywordCountCap ?? KEYWORD_COUNT_CAP;
  }

  private names: { key: string; value: Names } | null = null;
  /** Reads under way, shared by concurrent identical requests (one count or first page per key, not one each). */
  private readonly inflight = new Map<string, Promise<unknown>>();

  /** Detail-page views, written in batches (started by the routes, flushed on close). */
  readonly views: ViewCounter;

  constructor(private readonly deps: MallServiceDeps) {
    this.views = new ViewCounter(deps.db, deps.views);
  }

  connectOrders(orders: MallOrderFigures) {
    this.orders = orders;
  }

  /** Something was written through this process: the next read re-checks and refreshes the read model. */
  noteWrite() {
    this.generation += 1;
  }

  /** Counts a paid order in the good's figures (inside the payment transaction). */
  recordSale(tx: DbOrTx, itemId: number, itemType: number, units: number) {
    this.generation += 1;
    return repo.addSale(tx, itemId, itemType, units);
  }

  // --- freshness ------------------------------------------------------------------------------------------

  private last: { value: Freshness; startedAt: number; generation: number } | null = null;

  /** The freshness of the read model: a recent check, or a new one (batched). */
  private state(): Promise<Freshness> {
    const window = this.deps.freshnessWindowMs ?? 50;
    const last = this.last;
    if (last && last.generation === this.generation && Date.now() - last.startedAt < window) {
      return Promise.resolve(last.value);
    }
    return this.fresh.current();
  }

  private async check(): Promise<Freshness> {
    const { db } = this.deps;
    const generation = this.generation;
    const startedAt = Date.now();
    const [fp, refusedVisitor] = await Promise.all([
      repo.fingerprint(db),
      this.deps.accessLists.refusedTargetIds('goods', null),
    ]);
    let key = `${fp.goods}|${fp.skus}|${fp.mall}|${fp.accessLists}|${generation}`;
    if (key !== this.lastKey) {
      if (this.watermark === undefined) {
        // First check of this process: continue from the stored watermark; the very first fill also takes the
        // sales figures of the orders paid so far.
        const stored = await repo.loadWatermark(db);
        if (stored === undefined && this.orders) {
          await repo.refreshStats(db, null);
          await repo.setSales(db, await this.orders.paidSalesByItem());
        } else {
          await repo.refreshStats(db, stored ?? null);
        }
      } else {
        await repo.refreshStats(db, this.watermark);
      }
      this.watermark = fp.watermark;
      await repo.saveWatermark(db, fp.watermark);
      const after = await repo.fingerprint(db);
      key = `${after.goods}|${after.skus}|${after.mall}|${after.accessLists}|${generation}`;
      this.lastKey = key;
    }
    const value = { key, refusedVisitor };
    this.last = { value, startedAt, generation };
    return value;
  }

  /** Makes the read model current (tests and the benchmark call it after writing goods directly). */
  async ensureFresh() {
    return this.fresh.current();
  }

  /** Runs `read` once for all concurrent callers with the same key. */
  private shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const started = read().finally(() => this.inflight.delete(key));
    this.inflight.set(key, started);
    return started;
  }

  /**
   * Goods hidden from the caller by their lists. A consumer's are kept under the freshness key, which changes
   * with any list (the same freshness as the visitors' list, read with every check).
   */
  private async refusedFor(actor: Actor | null, state: Freshness) {
    if (!actor) return state.refusedVisitor;
    if (actor.roleType === RoleType.OPERATOR) return [];
    const hit = this.refusedByUser.get(String(actor.userId));
    if (hit && hit.key === state.key) return hit.ids;
    const ids = await this.deps.accessLists.refusedTargetIds('goods', actor.userId);
    this.refusedByUser.set(String(actor.userId), { key: state.key, ids });
    return ids;
  }

  private async namesOf(state: Freshness): Promise<Names> {
    if (this.names?.key === state.key) return this.names.value;
    const flatten = async (classify: number) => {
      const order: CatalogNode[] = [];
      const walk = (
        nodes: { id: number; name: string; nameEn: string; parentId: number | null; children: unknown[] }[],
      ) => {
        for (const n of nodes) {
          order.push({ id: n.id, name: n.name, nameEn: n.nameEn, parentId: n.parentId });
          walk(n.children as typeof nodes);
        }
      };
      walk((await this.deps.catalog.tree(classify, { withDisabled: true })) as never);
      return order;
    };
    const [classificationOrder, brandOrder] = await Promise.all([flatten(GOODS_TREE), flatten(BRAND_TREE)]);
    const value: Names = {
      classificationOrder,
      brandOrder,
      classifications: new Map(classificationOrder.map((n) => [n.id, n])),
      brands: new Map(brandOrder.map((n) => [n.id, n])),
      owners: new Map(),
      cardNames: new Map(),
    };
    this.names = { key: state.key, value };
    return value;
  }

  /** Whether an id is in the selected node's subtree (every id, selected nothing). */
  private selectedSubtree(order: CatalogNode[], selected: unknown) {
    if (selected === undefined) return (_id: number | null) => true;
    const ids = new Set(this.subtree(order, Number(selected)));
    return (id: number | null) => id !== null && ids.has(id);
  }

  private subtree(order: CatalogNode[], rootId: number): number[] {
    if (!order.some((n) => n.id === rootId)) return [];
    const ids = new Set([rootId]);
    // Tree order lists parents before children.
    for (const n of order) if (n.parentId !== null && ids.has(n.parentId)) ids.add(n.id);
    return [...ids];
  }

  /** Shop names of owners (cached with the names; a shop renamed shows with the next change of the read model). */
  private async ownerNames(ownerIds: number[], names: Names): Promise<Map<number, string>> {
    const owners = names.owners;
    const missing = [...new Set(ownerIds)].filter((id) => !owners.has(id));
    for (const user of missing.length ? await this.deps.users.findByIds(missing) : []) {
      if (owners.size >= 20_000) owners.clear();
      owners.set(user.id, user.companyName || user.username);
    }
    return owners;
  }

  private async cards(rows: repo.CardRow[], names: Names): Promise<mall.MallCard[]> {
    const owners = await this.ownerNames(
      rows.map((r) => r.ownerId),
      names,
    );
    return rows.map((r) => {
      const c = r.classificationId === null ? undefined : names.classifications.get(r.classificationId);
      const b = r.brandId === null ? undefined : names.brands.get(r.brandId);
      return {
        id: String(r.id),
        itemType: r.itemType,
        name: r.name,
        summary: r.summary,
        coverImage: r.coverImage,
        classificationId: r.classificationId === null ? null : String(r.classificationId),
        classificationName: c?.name ?? '',
        classificationNameEn: c?.nameEn ?? '',
        brandId: r.brandId === null ? null : String(r.brandId),
        brandName: b?.name ?? '',
        brandNameEn: b?.nameEn ?? '',
        tags: r.tags,
        ownerId: String(r.ownerId),
        ownerName: owners.get(r.ownerId) ?? '',
        minPrice: r.minPrice === null ? null : r.minPrice.toString(),
        salesVolume: r.salesVolume,
        viewCount: r.viewCount,
        favouriteCount: r.favouriteCount,
        listedDate: r.listedAt ? r.listedAt.toISOString() : null,
        createDate: r.createdAt.toISOString(),
      };
    });
  }

  // --- listings -------------------------------------------------------------------------------------------

  private whereOf(filter: mall.MallFilter, names: Names, refusedIds: number[]): repo.MallWhere {
    const keyword = filter.keyword?.trim();
    return {
      itemType: filter.itemType === undefined ? undefined : Number(filter.itemType),
      ownerId: filter.ownerId === undefined ? undefined : Number(filter.ownerId),
      classificationIds:
        filter.classificationId === undefined
          ? undefined
          : this.subtree(names.classificationOrder, Number(filter.classificationId)),
      brandIds:
        filter.brandId === undefined ? undefined : this.subtree(names.brandOrder, Number(filter.brandId)),
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
    const state = await this.state();
    const { page, limit, sort, cursor, ...filter } = body;
    const mode = sortModeOf(sort);
    const filterHash = hashOf([filter, mode]);
    const after = cursor ? decodeCursor(cursor, filterHash, mode) : undefined;
    const cacheable = !actor && !cursor && page === 1;
    if (!cacheable) return this.readPage(actor, state, filter, mode, filterHash, { page, limit, after });
    const cacheKey = `${filterHash}|${limit}`;
    const hit = this.firstPages.get(cacheKey);
    if (hit && hit.key === state.key) return hit.value;
    return this.shared(`page|${state.key}|${cacheKey}`, async () => {
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
    const { page, limit, after } = at;
    const [names, refused] = await Promise.all([this.namesOf(state), this.refusedFor(actor, state)]);
    const where = this.whereOf(filter, names, refused);
    const position = { after, offset: (page - 1) * limit };
    let rows: repo.CardJsonRow[];
    let total: number;
    if (where.tsQuery) {
      // The count (cached, capped) tells how dense the keyword is, which decides how the page is read.
      total = await this.total(where, state, refused);
      const denseText = total > DENSE_KEYWORD_MATCHES;
      rows = await repo.pageCards(this.deps.db, { ...where, denseText }, mode, limit + 1, position);
    } else {
      [rows, total] = await Promise.all([
        repo.pageCards(this.deps.db, where, mode, limit + 1, position),
        this.total(where, state, refused),
      ]);
    }
    const more = rows.length > limit;
    const kept = rows.slice(0, limit);
    const last = kept.at(-1);
    const cap = this.keywordCountCap;
    const capped = Boolean(where.tsQuery) && total > cap;
    const owners = await this.ownerNames(
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
    return this.shared(`total|${state.key}|${key}`, async () => {
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
  async facets(
    actor: Actor | null,
    filter: Pick<
      mall.MallFilter,
      'itemType' | 'keyword' | 'ownerId' | 'classificationId' | 'brandId' | 'tag'
    >,
  ) {
    const state = await this.state();
    const [names, refused] = await Promise.all([this.namesOf(state), this.refusedFor(actor, state)]);
    const cacheKey = hashOf([filter, hashOf(refused)]);
    const hit = this.facetCache.get(cacheKey);
    if (hit && hit.key === state.key) return hit.value;
    const nodesWhere = this.whereOf(
      { ...filter, classificationId: undefined, brandId: undefined },
      names,
      refused,
    );
    const tagsWhere = this.whereOf({ ...filter, tag: undefined }, names, refused);
    const counts = await repo.facets(this.deps.db, nodesWhere, tagsWhere);
    const inClasses = this.selectedSubtree(names.classificationOrder, filter.classificationId);
    const inBrands = this.selectedSubtree(names.brandOrder, filter.brandId);
    const classTree = await this.deps.catalog.tree(GOODS_TREE, {
      itemType: filter.itemType === undefined ? undefined : Number(filter.itemType),
    });
    const brandTree = await this.deps.catalog.tree(BRAND_TREE);
    const total = counts.nodes
      .filter((r) => inClasses(r.classificationId) && inBrands(r.brandId))
      .reduce((sum, r) => sum + r.n, 0);
    const rollUp = (tree: unknown, countOf: (id: number) => number): mall.MallFacets['classifications'] => {
      const out: mall.MallFacets['classifications'] = [];
      type N = { id: number; name: string; nameEn: string; parentId: number | null; children: N[] };
      const walk = (nodes: N[]): number => {
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
      walk(tree as N[]);
      return out;
    };
    const byClass = new Map<number, number>();
    const byBrand = new Map<number, number>();
    for (const r of counts.nodes) {
      if (r.classificationId !== null && inBrands(r.brandId))
        byClass.set(r.classificationId, (byClass.get(r.classificationId) ?? 0) + r.n);
      if (r.brandId !== null && inClasses(r.classificationId))
        byBrand.set(r.brandId, (byBrand.get(r.brandId) ?? 0) + r.n);
    }
    const value: mall.MallFacets = {
      classifications: rollUp(classTree, (id) => byClass.get(id) ?? 0),
      brands: rollUp(brandTree, (id) => byBrand.get(id) ?? 0),
      tags: counts.tags,
      total,
    };
    this.facetCache.set(cacheKey, { key: state.key, value });
    return value;
  }

  async topFive(actor: Actor | null, itemType?: number) {
    const state = await this.state();
    const [names, refused] = await Promise.all([this.namesOf(state), this.refusedFor(actor, state)]);
    const rows = await repo.page(this.deps.db, { itemType, refusedIds: refused }, 'sales', 5, {});
    const cards = await this.cards(rows, names);
    const favourites = actor
      ? await repo.isFavourite(
          this.deps.db,
          actor.userId,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return cards.map((c) => ({ ...c, favourite: favourites.has(Number(c.id)) }));
  }

  // --- details --------------------------------------------------------------------------------------------

  /** A good in the mall the caller may see, else 404. */
  private async visible(actor: Actor | null, itemId: number) {
    const found = await repo.findListed(this.deps.db, itemId);
    if (!found) throw notFound();
    if (actor?.roleType !== RoleType.OPERATOR) {
      const ok = await this.deps.accessLists.canAccess('goods', itemId, actor ? actor.userId : null);
      if (!ok) throw notFound();
    }
    return found;
  }

  async detail(
    actor: Actor | null,
    itemId: number,
    opts: { countView: boolean; withCaller: boolean },
  ): Promise<mall.MallItemDetail> {
    const state = await this.state();
    const { value: found, waiting } = await this.views.readFigure(itemId, () => this.visible(actor, itemId));
    const { db } = this.deps;
    const card = found.card;
    if (opts.countView) this.views.add(itemId, card.itemType);
    const viewCount = card.viewCount + waiting + (opts.countView ? 1 : 0);
    const names = await this.namesOf(state);
    const refused = await this.refusedFor(actor, state);
    const [skus, sources, shop, relatedRows] = await Promise.all([
      this.deps.goods.skus.skusForDetail(null, itemId),
      repo.sourcesOf(db, itemId),
      this.shop(actor, card.ownerId, refused),
      this.related(card, refused),
    ]);
    const [cardOut, ...related] = await this.cards([card, ...relatedRows], names);
    let caller: mall.MallItemDetail['caller'] = null;
    if (opts.withCaller && actor) {
      const [bought, favourites, following] = await Promise.all([
        this.orders ? this.orders.hasPaidOrder(actor.userId, itemId) : Promise.resolve(false),
        repo.isFavourite(db, actor.userId, [itemId]),
        repo.isFollowing(db, actor.userId, card.ownerId),
      ]);
      caller = { bought, favourite: favourites.has(itemId), following };
    }
    return {
      ...cardOut!,
      viewCount,
      images: found.images,
      description: found.description,
      usageInstructions: found.usageInstructions,
      agreement: found.agreement,
      sampleFile: found.sampleFile,
      appUrl: found.appUrl,
      apiType: found.apiType,
      sources: sources.map((s) => ({ sourceId: String(s.sourceId), tableIds: s.tableIds.map(String) })),
      skus: skus.skus.map((s) => toSku(s, false)),
      shop,
      orderCount: card.orderCount,
      related,
      caller,
    };
  }

  /**
   * The sample file of a listed good the caller may see (else 404, as for one without a sample): its address,
   * format and a preview of its head (mall.sample.ts). A file outside the platform is only linked.
   */
  async sample(actor: Actor | null, itemId: number): Promise<mall.MallItemSample> {
    const { sampleFile: url } = await this.visible(actor, itemId);
    if (!url) throw notFound();
    const key = fileKeyOf(url);
    if (!key) {
      const fileType = extensionOf(url).toUpperCase();
      return { url, fileType, previewKind: 'none', columns: [], rows: [], text: '', truncated: false };
    }
    const { fileType, preview } = await previewSample(extensionOf(key), () =>
      this.deps.goods.files.openFile(key),
    );
    return { url, fileType, ...preview };
  }

  /**
   * The interface documentation of a listed good the caller may see (else 404): the interfaces of its SKUs on
   * sale, read without their upstream URL, auth header or secret. SKUs of an API good often sell the same
   * interfaces (call packs of different sizes): an interface documented alike in several SKUs (same method,
   * path and documentation) is answered once, with the SKUs that include it.
   */
  async interfaceDoc(
    actor: Actor | null,
    itemId: number,
    baseUrl: string | null,
  ): Promise<mall.MallInterfaceDocs> {
    const found = await this.visible(actor, itemId);
    if (found.card.itemType !== goods.ItemType.API) return { baseUrl, skuCount: 0, interfaces: [] };
    const { skus } = await this.deps.goods.skus.skusForDetail(null, itemId);
    const byId = new Map(skus.map((s) => [s.id, s]));
    const rows = await this.deps.interfaces.publicDocsOfSkus(itemId, [...byId.keys()]);
    const order = new Map(skus.map((s, i) => [s.id, i]));
    rows.sort((a, b) => (order.get(a.skuId) ?? 0) - (order.get(b.skuId) ?? 0) || a.id - b.id);
    const docs = new Map<string, mall.MallInterfaceDoc>();
    for (const r of rows) {
      const doc = {
        name: r.name,
        method: r.method as mall.MallInterfaceDoc['method'],
        path: r.path,
        params: r.params as mall.MallInterfaceDoc['params'],
        requestSchema: r.requestSchema ?? null,
        responseSchema: r.responseSchema ?? null,
        description: r.description,
      };
      const key = JSON.stringify(doc);
      const sku = byId.get(r.skuId);
      const entry = docs.get(key) ?? { id: String(r.id), skus: [], ...doc };
      if (sku && !entry.skus.some((s) => s.skuId === String(sku.id))) {
        entry.skus.push({
          skuId: String(sku.id),
          skuName: sku.name,
          price: sku.price.toString(),
          billingMode: sku.billingMode,
        });
      }
      docs.set(key, entry);
    }
    // In the seller's order: SKU order, then the interfaces' own order within the SKU.
    return { baseUrl, skuCount: skus.length, interfaces: [...docs.values()] };
  }

  private async related(card: repo.CardRow, refused: number[]) {
    const exclude = [...refused, card.id];
    const same =
      card.classificationId === null
        ? []
        : await repo.page(
            this.deps.db,
            { itemType: card.itemType, classificationIds: [card.classificationId], refusedIds: exclude },
            'new',
            4,
            {},
          );
    if (same.length >= 4) return same;
    const more = await repo.page(
      this.deps.db,
      { itemType: card.itemType, refusedIds: [...exclude, ...same.map((r) => r.id)] },
      'new',
      4 - same.length,
      {},
    );
    return [...same, ...more];
  }

  async counters(actor: Actor | null, itemId: number) {
    const { value: found, waiting } = await this.views.readFigure(itemId, () => this.visible(actor, itemId));
    const figures = this.orders
      ? await this.orders.paidFigures({ itemId })
      : { orderCount: 0, units: 0, buyerCount: 0, amount: 0n };
    return {
      itemId: String(itemId),
      orderCount: figures.orderCount,
      salesVolume: figures.units,
      buyerCount: figures.buyerCount,
      favouriteCount: found.card.favouriteCount,
      viewCount: found.card.viewCount + waiting,
    };
  }

  async tradeNum(actor: Actor, ownerId?: number) {
    const sellerId = actor.roleType === RoleType.OPERATOR ? ownerId : actor.userId;
    const figures = this.orders
      ? await this.orders.paidFigures({ sellerId })
      : { orderCount: 0, units: 0, buyerCount: 0, amount: 0n };
    const listedCount = await repo.count(this.deps.db, { ownerId: sellerId, refusedIds: [] });
    return {
      orderCount: figures.orderCount,
      amount: figures.amount.toString(),
      buyerCount: figures.buyerCount,
      listedCount,
    };
  }

  // --- stores ---------------------------------------------------------------------------------------------

  private async shop(actor: Actor | null, ownerId: number, refused: number[]): Promise<mall.MallShop> {
    const { user, shop } = await this.deps.users.shopOf(ownerId);
    const [goodsCount, followerCount] = await Promise.all([
      repo.listedCountOf(this.deps.db, ownerId, refused),
      repo.followerCount(this.deps.db, ownerId),
    ]);
    void actor;
    return {
      ownerId: String(user.id),
      roleType: user.roleType,
      name: shop?.shopName || user.companyName || user.username,
      logoUrl: shop?.logoUrl ?? '',
      intro: shop?.intro ?? '',
      contactName: shop?.contactName ?? '',
      contactPhone: shop?.contactPhone ?? '',
      address: shop?.address ?? '',
      certified: shop?.certified === 1,
      goodsCount,
      followerCount,
      createDate: user.createdAt.toISOString(),
    };
  }

  /** A storefront: approved, active suppliers and developers only; else 404. */
  async store(actor: Actor | null, ownerId: number) {
    const state = await this.state();
    const user = await this.deps.users.getWithRole(ownerId, [RoleType.SUPPLIER, RoleType.DEVELOPER]);
    if (user.spType !== 1) throw notFound();
    const shop = await this.shop(actor, ownerId, await this.refusedFor(actor, state));
    const following = actor ? await repo.isFollowing(this.deps.db, actor.userId, ownerId) : null;
    return { ...shop, following };
  }

  async stores(page: PageRequest, filter: { roleType?: number; name?: string }) {
    const state = await this.state();
    const result = await this.deps.users.pageShopOwners(page, {
      roleType: filter.roleType,
      companyName: filter.name,
      status: 1,
    });
    const list = await Promise.all(
      result.list.map((u: { id: number }) => this.shop(null, u.id, state.refusedVisitor)),
    );
    return { list, total: result.total };
  }

  // --- favourites and follows -----------------------------------------------------------------------------

  async addFavourite(actor: Actor, itemId: number) {
    const found = await this.visible(actor, itemId);
    const favouriteCount = await this.deps.db.transaction((tx) =>
      repo.addFavourite(tx, actor.userId, itemId, found.card.itemType),
    );
    this.noteWrite();
    return { favourite: true, favouriteCount };
  }

  async removeFavourites(actor: Actor, itemIds: number[]) {
    await this.deps.db.transaction((tx) => repo.removeFavourites(tx, actor.userId, itemIds));
    this.noteWrite();
  }

  async pageFavourites(actor: Actor, page: PageRequest, filter: { itemType?: number; name?: string }) {
    const state = await this.state();
    const { db } = this.deps;
    const result = await repo.pageFavourites(db, actor.userId, page, filter);
    const ids = result.list.map((r) => r.itemId);
    const [rows, names, refused] = await Promise.all([
      repo.cardsByIds(db, ids, true),
      this.namesOf(state),
      this.refusedFor(actor, state),
    ]);
    const refusedSet = new Set(refused);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = result.list.filter((f) => byId.has(f.itemId));
    const cards = await this.cards(
      ordered.map((f) => byId.get(f.itemId)!),
      names,
    );
    return {
      total: result.total,
      list: cards.map((card, i) => {
        const row = byId.get(ordered[i]!.itemId)!;
        return {
          ...card,
          available: row.inMall && !refusedSet.has(row.id),
          favouriteDate: ordered[i]!.createdAt.toISOString(),
        };
      }),
    };
  }

  async follow(actor: Actor, ownerId: number) {
    const user = await this.deps.users.getWithRole(ownerId, [RoleType.SUPPLIER, RoleType.DEVELOPER]);
    if (user.spType !== 1) throw notFound();
    if (ownerId === actor.userId) throw new AppError(ErrorCode.MALL_FOLLOW_SELF);
    await repo.addFollow(this.deps.db, actor.userId, ownerId);
    return { following: true, followerCount: await repo.followerCount(this.deps.db, ownerId) };
  }

  async unfollow(actor: Actor, ownerIds: number[]) {
    await repo.removeFollows(this.deps.db, actor.userId, ownerIds);
  }

  async pageFollows(actor: Actor, page: PageRequest, name?: string) {
    const state = await this.state();
    const all = await repo.pageFollows(this.deps.db, actor.userId, { page: 1, limit: 10_000 });
    const refused = await this.refusedFor(actor, state);
    const shops: (mall.MallShop & { followDate: string })[] = [];
    for (const f of all.list) {
      try {
        const shop = await this.shop(actor, f.ownerId, refused);
        shops.push({ ...shop, followDate: f.createdAt.toISOString() });
      } catch {
        // An account that is no longer a shop is left out.
      }
    }
    const needle = name?.toLowerCase();
    const matching = needle ? shops.filter((s) => s.name.toLowerCase().includes(needle)) : shops;
    return {
      total: matching.length,
      list: matching.slice((page.page - 1) * page.limit, page.page * page.limit),
    };
  }
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
