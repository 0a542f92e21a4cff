import type { mall } from '@datamall/contract';
import { RoleType } from '@datamall/contract';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { AccessListService } from '../access-lists/access-lists.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { UsersService } from '../identity/users.service.js';
import { BatchedCheck } from './mall.freshness.js';
import * as repo from './mall.repository.js';

/**
 * What the parts of the mall service (listings, details, stores, favourites) share: the freshness of the read
 * model, the caches kept under its key (catalog names, owners' shop names, goods hidden by lists), the cards
 * made of read-model rows and the check that a good is visible to the caller.
 */

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

/** Figures of a good or seller while no orders module is connected. */
export const NO_PAID_FIGURES = { orderCount: 0, units: 0, buyerCount: 0, amount: 0n };

/** Goods classification tree and brand tree of the catalog. */
export const GOODS_TREE = 2;
export const BRAND_TREE = 3;

export interface CatalogNode {
  id: number;
  name: string;
  nameEn: string;
  parentId: number | null;
}

export interface Freshness {
  /** Changes whenever a good, a SKU, a figure or (in this process) any write changed. */
  key: string;
  /** Goods hidden from visitors by their lists. */
  refusedVisitor: number[];
}

export interface Names {
  classifications: Map<number, CatalogNode>;
  brands: Map<number, CatalogNode>;
  classificationOrder: CatalogNode[];
  brandOrder: CatalogNode[];
  /** Shop names of owners, filled as cards need them (valid as long as the freshness key). */
  owners: Map<number, string>;
  /** The names part of card JSON by classification, brand and owner name (cardJson), filled as pages need it. */
  cardNames: Map<string, string>;
}

export interface MallReadModelDeps {
  db: Db;
  catalog: CatalogService;
  users: UsersService;
  accessLists: AccessListService;
  /** See MallServiceDeps.freshnessWindowMs. */
  freshnessWindowMs?: number;
}

/** The ids of a catalog node's subtree, from a tree order that lists parents before children. */
export function subtree(order: CatalogNode[], rootId: number): number[] {
  if (!order.some((n) => n.id === rootId)) return [];
  const ids = new Set([rootId]);
  for (const n of order) if (n.parentId !== null && ids.has(n.parentId)) ids.add(n.id);
  return [...ids];
}

/**
 * The read model (mall.repository.ts) as the mall's parts read it. Its freshness key changes when goods, SKUs
 * or the mall's figures change in the database (max(updated_at) over indexes, checked at most every
 * `freshnessWindowMs`) or at once when this process answered any write (`noteWrite`); the caches here and the
 * parts' caches keep values under that key.
 */
export class MallReadModel {
  private generation = 0;
  private watermark: string | null | undefined = undefined;
  private lastKey = '';
  private last: { value: Freshness; startedAt: number; generation: number } | null = null;
  private readonly fresh = new BatchedCheck(() => this.check());
  private readonly refusedByUser = new LRUCache<string, { key: string; ids: number[] }>({ max: 10_000 });
  private names: { key: string; value: Names } | null = null;
  /** Reads under way, shared by concurrent identical requests (one count or first page per key, not one each). */
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** The paid orders' figures, once connected (flows/mall-orders.flow.ts). */
  orders: MallOrderFigures | null = null;

  constructor(private readonly deps: MallReadModelDeps) {}

  /** Something was written through this process: the next read re-checks and refreshes the read model. */
  noteWrite() {
    this.generation += 1;
  }

  /** Counts a paid order in the good's figures (inside the payment transaction). */
  recordSale(tx: DbOrTx, itemId: number, itemType: number, units: number) {
    this.generation += 1;
    return repo.addSale(tx, itemId, itemType, units);
  }

  /** The freshness of the read model: a recent check, or a new one (batched). */
  state(): Promise<Freshness> {
    const window = this.deps.freshnessWindowMs ?? 50;
    const last = this.last;
    if (last && last.generation === this.generation && Date.now() - last.startedAt < window) {
      return Promise.resolve(last.value);
    }
    return this.fresh.current();
  }

  /** Makes the read model current (tests and the benchmark call it after writing goods directly). */
  ensureFresh() {
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
      await this.refresh(fp.watermark);
      const after = await repo.fingerprint(db);
      key = `${after.goods}|${after.skus}|${after.mall}|${after.accessLists}|${generation}`;
      this.lastKey = key;
    }
    const value = { key, refusedVisitor };
    this.last = { value, startedAt, generation };
    return value;
  }

  /** Refreshes the figures of the goods changed since the last refresh, then stores `watermark` for the next. */
  private async refresh(watermark: string | null) {
    const { db } = this.deps;
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
    this.watermark = watermark;
    await repo.saveWatermark(db, watermark);
  }

  /** Runs `read` once for all concurrent callers with the same key. */
  shared<T>(key: string, read: () => Promise<T>): Promise<T> {
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
  async refusedFor(actor: Actor | null, state: Freshness) {
    if (!actor) return state.refusedVisitor;
    if (actor.roleType === RoleType.OPERATOR) return [];
    const hit = this.refusedByUser.get(String(actor.userId));
    if (hit && hit.key === state.key) return hit.ids;
    const ids = await this.deps.accessLists.refusedTargetIds('goods', actor.userId);
    this.refusedByUser.set(String(actor.userId), { key: state.key, ids });
    return ids;
  }

  async namesOf(state: Freshness): Promise<Names> {
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

  /** Shop names of owners (cached with the names; a shop renamed shows with the next change of the read model). */
  async ownerNames(ownerIds: number[], names: Names): Promise<Map<number, string>> {
    const owners = names.owners;
    const missing = [...new Set(ownerIds)].filter((id) => !owners.has(id));
    for (const user of missing.length ? await this.deps.users.findByIds(missing) : []) {
      if (owners.size >= 20_000) owners.clear();
      owners.set(user.id, user.companyName || user.username);
    }
    return owners;
  }

  async cards(rows: repo.CardRow[], names: Names): Promise<mall.MallCard[]> {
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

  /** A good in the mall the caller may see, else 404. */
  async visible(actor: Actor | null, itemId: number) {
    const found = await repo.findListed(this.deps.db, itemId);
    if (!found) throw notFound();
    if (actor?.roleType !== RoleType.OPERATOR) {
      const ok = await this.deps.accessLists.canAccess('goods', itemId, actor ? actor.userId : null);
      if (!ok) throw notFound();
    }
    return found;
  }
}
