import { appRelations, ErrorCode, goods, type orders, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './app-relations.repository.js';

const { RelationStatus: S, RELATION_TRANSITIONS, MAX_OPEN_RELATIONS } = appRelations;

/** What the goods module tells about a good of the caller (404 when it is not the caller's). */
export interface OwnGood {
  id: number;
  name: string;
  itemType: number;
}

/** What the assets module tells about a listed asset the caller may see. */
export interface VisibleSource {
  id: number;
  name: string;
  ownerId: number;
}

/** The asset row, locked in the caller's transaction (the assets module's service), or null when it is gone. */
export interface LockedSource {
  id: number;
  ownerId: number;
  name: string;
  /** Listed (approved at least once, not disabled): relations may be requested. */
  isListed: boolean;
}

/** A listed asset or table good bound to an asset (the goods module). */
export interface BoundGood {
  itemId: number;
  name: string;
  itemType: number;
  sourceId: number;
}

/** Paid orders of applications, each counted from a moment on (the orders module). */
export type PaidOrdersSince = (
  page: PageRequest,
  items: { itemId: number; since: Date }[],
  filter: Omit<appRelations.LinkAppOrdersFilter, 'page' | 'limit'>,
) => Promise<{ total: number; list: orders.Order[] }>;

export interface AppRelationServiceDeps {
  db: Db;
  clock: Clock;
  /** A good of the caller that is not deleted; throws 404 otherwise. */
  ownGood: (actor: Actor, itemId: number) => Promise<OwnGood>;
  /** A listed asset the caller may see, or null. */
  visibleSource: (actor: Actor, sourceId: number) => Promise<VisibleSource | null>;
  /**
   * Locks the asset row in `tx` (SELECT … FOR UPDATE) the way the asset's delete does before its usage check:
   * a relation is then never added to an asset that a concurrent delete removes.
   */
  lockSource: (tx: DbOrTx, sourceId: number) => Promise<LockedSource | null>;
  /** Listed asset and table goods bound to these assets. */
  listedGoodsOf: (sourceIds: number[]) => Promise<BoundGood[]>;
  /** The shop name of a user: company name, else username. */
  shopNameOf: (userId: number) => Promise<string>;
  /** Re-counts the usages of an asset inside the transaction that changed a relation. */
  refreshUsage: (tx: DbOrTx, sourceId: number) => Promise<void>;
  /** True when the good is a listed data application (mall). */
  isListedApplication: (itemId: number) => Promise<boolean>;
  paidOrdersSince: PaidOrdersSince;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRelation(row: repo.RelationRow): appRelations.Relation {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    itemName: row.itemName,
    developerId: String(row.developerId),
    developerName: row.developerName,
    sourceId: String(row.sourceId),
    sourceName: row.sourceName,
    supplierId: String(row.supplierId),
    supplierName: row.supplierName,
    purpose: row.purpose,
    reply: row.reply,
    status: row.status,
    createDate: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

function assertTransition(from: number, to: appRelations.RelationStatus) {
  const allowed = RELATION_TRANSITIONS[from as appRelations.RelationStatus] ?? [];
  if (!allowed.includes(to)) throw new AppError(ErrorCode.ILLEGAL_STATE);
}

/**
 * Relations between developers' data applications and suppliers' listed data assets: requested by the
 * developer, decided by the supplier; approved ones are public on the application's page and give the supplier
 * the application's paid orders from the approval on, until the developer withdraws or the supplier revokes them.
 */
export class AppRelationService {
  constructor(private readonly deps: AppRelationServiceDeps) {}

  async request(actor: Actor, input: { itemId: number; sourceId: number; purpose: string }) {
    const item = await this.deps.ownGood(actor, input.itemId);
    if (item.itemType !== goods.ItemType.DATA_APPLICATION) {
      throw new AppError(ErrorCode.RELATION_NOT_APPLICATION, undefined, { field: 'itemId' });
    }
    const source = await this.deps.visibleSource(actor, input.sourceId);
    if (!source) throw new AppError(ErrorCode.RELATION_SOURCE_UNAVAILABLE, undefined, { field: 'sourceId' });
    const [supplierName, developerName] = await Promise.all([
      this.deps.shopNameOf(source.ownerId),
      this.deps.shopNameOf(actor.userId),
    ]);
    return this.deps.db.transaction(async (tx) => {
      // The asset's delete locks the same row before counting usages: whichever comes second sees the other.
      const locked = await this.deps.lockSource(tx, source.id);
      if (!locked?.isListed || locked.ownerId !== source.ownerId) {
        throw new AppError(ErrorCode.RELATION_SOURCE_UNAVAILABLE, undefined, { field: 'sourceId' });
      }
      if ((await repo.countOpenOfItem(tx, item.id)) >= MAX_OPEN_RELATIONS) {
        throw new AppError(ErrorCode.RELATION_TOO_MANY, { max: MAX_OPEN_RELATIONS });
      }
      const row = await repo.insertRelation(tx, {
        itemId: item.id,
        itemName: item.name,
        developerId: actor.userId,
        developerName: developerName || actor.username,
        sourceId: source.id,
        sourceName: source.name,
        supplierId: source.ownerId,
        supplierName,
        purpose: input.purpose,
        status: S.PENDING,
        createdAt: this.deps.clock.now(),
      });
      if (!row) throw new AppError(ErrorCode.RELATION_OPEN, undefined, { field: 'sourceId' });
      await this.deps.refreshUsage(tx, source.id);
      return toRelation(row);
    });
  }

  async decide(actor: Actor, id: number, approve: boolean, reply: string) {
    if (!approve && reply.length < 2) {
      throw new AppError(ErrorCode.RELATION_REPLY_REQUIRED, undefined, { field: 'reply' });
    }
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockRelation(tx, id);
      if (!row || row.supplierId !== actor.userId) throw notFound();
      const to = approve ? S.APPROVED : S.REJECTED;
      assertTransition(row.status, to);
      const moved = await repo.moveRelation(tx, id, S.PENDING, {
        status: to,
        reply,
        decidedAt: this.deps.clock.now(),
      });
      if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
      if (!approve) await this.deps.refreshUsage(tx, row.sourceId);
      return toRelation(moved);
    });
  }

  /** The supplier withdraws its consent to an approved relation; the reason is kept as the reply. */
  async revoke(actor: Actor, id: number, reason: string) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockRelation(tx, id);
      if (!row || row.supplierId !== actor.userId) throw notFound();
      assertTransition(row.status, S.REVOKED);
      const moved = await repo.moveRelation(tx, id, S.APPROVED, {
        status: S.REVOKED,
        reply: reason,
        decidedAt: this.deps.clock.now(),
      });
      if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await this.deps.refreshUsage(tx, row.sourceId);
      return toRelation(moved);
    });
  }

  async withdraw(actor: Actor, id: number) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockRelation(tx, id);
      if (!row || row.developerId !== actor.userId) throw notFound();
      assertTransition(row.status, S.WITHDRAWN);
      const moved = await repo.moveRelation(tx, id, row.status, {
        status: S.WITHDRAWN,
        decidedAt: this.deps.clock.now(),
      });
      if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await this.deps.refreshUsage(tx, row.sourceId);
      return toRelation(moved);
    });
  }

  async page(actor: Actor, p: PageRequest, filter: Omit<repo.RelationFilter, 'supplierId' | 'developerId'>) {
    const scope =
      actor.roleType === RoleType.OPERATOR
        ? {}
        : actor.roleType === RoleType.SUPPLIER
          ? { supplierId: actor.userId }
          : { developerId: actor.userId };
    const result = await repo.pageRelations(this.deps.db, p, { ...filter, ...scope });
    return { total: result.total, list: result.list.map(toRelation) };
  }

  /** The data a listed application uses (approved relations); nothing for anything else. */
  async ofItem(itemId: number) {
    if (!(await this.deps.isListedApplication(itemId))) return [];
    const rows = await repo.approvedOfItem(this.deps.db, itemId);
    return rows.map((row) => ({
      sourceId: String(row.sourceId),
      sourceName: row.sourceName,
      supplierId: String(row.supplierId),
      supplierName: row.supplierName,
    }));
  }

  /**
   * The developer's application (404 for anyone else's): the listed asset and table goods bound to the assets
   * it is approved to use, in the order of the relations.
   */
  async goodsOfItem(actor: Actor, itemId: number): Promise<appRelations.RelatedGood[]> {
    const item = await this.deps.ownGood(actor, itemId);
    if (item.itemType !== goods.ItemType.DATA_APPLICATION) return [];
    const approved = await repo.approvedOfItem(this.deps.db, item.id);
    if (approved.length === 0) return [];
    const bySource = new Map(approved.map((row) => [row.sourceId, row]));
    const bound = await this.deps.listedGoodsOf([...bySource.keys()]);
    const order = [...bySource.keys()];
    return bound
      .sort((a, b) => order.indexOf(a.sourceId) - order.indexOf(b.sourceId) || a.itemId - b.itemId)
      .map((good) => {
        const relation = bySource.get(good.sourceId);
        return {
          itemId: String(good.itemId),
          itemName: good.name,
          itemType: good.itemType,
          sourceId: String(good.sourceId),
          sourceName: relation?.sourceName ?? '',
          supplierId: String(relation?.supplierId ?? ''),
          supplierName: relation?.supplierName ?? '',
        };
      });
  }

  /** Paid orders of the applications related to the supplier's assets, each from its first approval on. */
  async linkAppOrders(
    actor: Actor,
    p: PageRequest,
    filter: Omit<appRelations.LinkAppOrdersFilter, 'page' | 'limit'>,
  ): Promise<{ total: number; list: appRelations.LinkAppOrder[] }> {
    const approved = await repo.approvedOfSupplier(this.deps.db, actor.userId);
    const byItem = new Map<number, { since: Date; sources: { id: string; name: string }[] }>();
    for (const row of approved) {
      const since = row.decidedAt ?? row.createdAt;
      const entry = byItem.get(row.itemId);
      const source = { id: String(row.sourceId), name: row.sourceName };
      if (!entry) byItem.set(row.itemId, { since, sources: [source] });
      else {
        if (since < entry.since) entry.since = since;
        entry.sources.push(source);
      }
    }
    if (byItem.size === 0) return { total: 0, list: [] };
    const items = [...byItem].map(([itemId, v]) => ({ itemId, since: v.since }));
    const page = await this.deps.paidOrdersSince(p, items, filter);
    return {
      total: page.total,
      list: page.list.map((o) => ({ ...o, sources: byItem.get(Number(o.itemId))?.sources ?? [] })),
    };
  }

  /** Open relations to an asset, as usages (the assets module lists them and refuses to delete the asset). */
  async sourceUsages(db: DbOrTx, sourceId: number) {
    const rows = await repo.openOfSource(db, sourceId);
    return rows.map((row) => ({
      kind: 'application',
      id: String(row.itemId),
      name: row.itemName,
      status: row.status === S.APPROVED ? 'approved' : 'pending',
      ownerName: row.developerName,
    }));
  }
}
