import {
  ACCESS_LIST_MAX_CONSUMERS,
  type AccessList,
  AccessListMode,
  ErrorCode,
  goods,
  RoleType,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { AssetService, SourceUsage } from '../assets/assets.service.js';
import type { UsersService } from '../identity/users.service.js';
import type { ConnectTarget } from '../supply/connectors.js';
import { PREVIEW_SQL_DEFAULT_TIMEOUT_MS, runPreviewSql } from './goods.preview-sql.js';
import * as repo from './goods.repository.js';
import { editState, getReadable, type ItemRow, lockOwned, type PaymentFacts } from './goods.shared.js';

const { ItemType, ProductStatus: P, PublishType: U, ProductDelete: D } = goods;

/** Where a saved database connection of the actor points (supply module; owner only, else 404). */
export type ConnectionTargetResolver = (actor: Actor, connectionId: number) => Promise<ConnectTarget>;

/** The black/white list of a good as grants (access-lists module, targetType `goods`). */
export interface ItemGrantList {
  get(actor: Actor, itemId: number): Promise<{ mode: number; consumerIds: number[] }>;
  /** Replaces the list; answers it as the black/white list calls do. */
  save(actor: Actor, itemId: number, mode: AccessListMode, consumerIds: number[]): Promise<AccessList>;
}

export interface BindingView {
  binding: repo.BindingRow;
  sourceName: string;
  sourceStatus: number;
  tables: { id: number; schema: string; table: string }[];
}

export interface GoodsBindingDeps {
  db: Db;
  clock: Clock;
  assets: AssetService;
  users: UsersService;
  /** A saved connection of the actor, to run a good's preview SQL on (flows/access-lists.flow.ts). */
  connectionTarget: ConnectionTargetResolver;
  /** The black/white lists of goods as grants (flows/access-lists.flow.ts). */
  grantList: ItemGrantList;
  paymentFacts: PaymentFacts;
}

/**
 * What a good binds and hands to its buyers: the assets (and chosen tables) bound to asset and table goods,
 * a data package's files, the preview SQL run on the owner's connections, and the good's white list as grants.
 */
export class GoodsBindingService {
  constructor(private readonly deps: GoodsBindingDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The chosen tables of the assets bound to a table good (empty tableIds: the whole asset). */
  async boundTables(
    itemId: number,
    db: DbOrTx = this.deps.db,
  ): Promise<{ sourceId: number; tableIds: number[] }[]> {
    const bindings = await repo.listBindings(db, itemId);
    return bindings.map((b) => ({ sourceId: b.sourceId, tableIds: b.tableIds }));
  }

  /** Owner and package files of a good (deleted ones too), or null: delivery pins them when an order is paid. */
  async packageOf(
    itemId: number,
    db: DbOrTx = this.deps.db,
  ): Promise<{ ownerId: number; files: string[] } | null> {
    const item = await this.deps.paymentFacts.read(itemId, db);
    return item ? { ownerId: item.ownerId, files: item.packageFiles } : null;
  }

  /** Usages of an asset by goods that are not deleted (the assets module's usage provider). */
  async sourceUsages(db: DbOrTx, query: { sourceId: number; tableId?: number }): Promise<SourceUsage[]> {
    const rows = await repo.usagesOfSource(db, query.sourceId);
    const kept = rows.filter(
      (r) =>
        query.tableId === undefined ||
        r.binding.tableIds.length === 0 ||
        r.binding.tableIds.includes(query.tableId),
    );
    const owners = new Map<number, string>();
    const ownerIds = [...new Set(kept.map((r) => r.item.ownerId))];
    // Inside a transaction (usage counts, delete checks) only the count matters, and on PGlite the users
    // service's root handle would wait for that very transaction: names are read outside transactions only.
    const outsideTransaction = db === this.deps.db;
    for (const user of outsideTransaction && ownerIds.length
      ? await this.deps.users.findByIds(ownerIds)
      : []) {
      owners.set(user.id, user.companyName || user.username);
    }
    return kept.map((r) => ({
      kind: 'goods',
      id: String(r.item.id),
      name: r.item.name,
      status: itemStatusText(r.item),
      ownerName: owners.get(r.item.ownerId) ?? '',
    }));
  }

  /**
   * Asset and table goods in the mall (listed, enabled or with a disable review open, not deleted) bound to
   * these assets: where buyers get an asset's data (the related-applications module).
   */
  async listedBoundTo(
    sourceIds: number[],
  ): Promise<{ itemId: number; name: string; itemType: number; sourceId: number }[]> {
    const found: { itemId: number; name: string; itemType: number; sourceId: number }[] = [];
    for (const sourceId of new Set(sourceIds)) {
      for (const { item } of await repo.usagesOfSource(this.deps.db, sourceId)) {
        const inMall =
          item.publishType === U.LISTED &&
          item.deleteStatus === D.NORMAL &&
          (item.productStatus === P.ENABLED || item.productStatus === P.DISABLE_REVIEW);
        if (inMall && goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType)) {
          found.push({ itemId: item.id, name: item.name, itemType: item.itemType, sourceId });
        }
      }
    }
    return found;
  }

  /** Presents bindings with their asset's name, status and tables (of the bound version). */
  async bindingViews(bindings: repo.BindingRow[]): Promise<BindingView[]> {
    const views: BindingView[] = [];
    for (const binding of bindings) {
      // The binding is read as the asset's owner sees it (the good's owner is the asset's owner), so the
      // operator and the owner get the same view of the bound version.
      const owner = assetOwner(binding.ownerId);
      const source = await this.deps.assets.getManaged(owner, binding.sourceId).catch(() => null);
      const view = source
        ? await this.deps.assets.view(owner, source.id, binding.sourceVersion ?? undefined).catch(() => null)
        : null;
      const tables = (view?.snapshot.tables ?? [])
        .filter((t) => binding.tableIds.length === 0 || binding.tableIds.includes(t.id))
        .map((t) => ({ id: t.id, schema: t.schema, table: t.table }));
      views.push({ binding, sourceName: source?.name ?? '', sourceStatus: source?.status ?? -1, tables });
    }
    return views;
  }

  /** An approved asset of the caller at its listed version, and the chosen tables checked against it. */
  private async bindableSource(
    actor: Actor,
    itemType: number,
    sourceId: number,
    tableIds: number[] | undefined,
  ) {
    const source = await this.deps.assets.getManaged(actor, sourceId).catch(() => null);
    if (source?.status !== 1 || source.listedVersion === null) {
      throw new AppError(ErrorCode.GOODS_SOURCE_NOT_APPROVED, {}, { field: 'sourceId' });
    }
    const view = await this.deps.assets.view(actor, source.id, source.listedVersion);
    const known = new Set(view.snapshot.tables.map((t) => t.id));
    let chosen: number[] = [];
    if (itemType === ItemType.DATA_TABLE) {
      chosen = [...new Set(tableIds ?? [])];
      if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
        throw new AppError(ErrorCode.GOODS_SOURCE_TABLE_INVALID, {}, { field: 'tableIds' });
      }
    } else if (tableIds?.length) {
      throw new AppError(ErrorCode.GOODS_SOURCE_TABLE_INVALID, {}, { field: 'tableIds' });
    }
    return { source, version: source.listedVersion, tableIds: chosen };
  }

  async addBinding(
    actor: Actor,
    input: { itemId: number; sourceId: number; tableIds?: number[] | undefined; remark: string },
  ): Promise<repo.BindingRow> {
    const current = await getReadable(this.deps.db, actor, input.itemId);
    if (current.ownerId !== actor.userId) throw notFound();
    if (!goods.SOURCE_BOUND_ITEM_TYPES.includes(current.itemType as goods.ItemType)) throw illegalState();
    const { source, version, tableIds } = await this.bindableSource(
      actor,
      current.itemType,
      input.sourceId,
      input.tableIds,
    );
    return this.deps.db.transaction(async (tx) => {
      const item = await lockOwned(tx, actor, input.itemId);
      const next = await editState(tx, item, this.deps.clock);
      if (await repo.findBindingOf(tx, item.id, source.id)) {
        throw new AppError(ErrorCode.GOODS_SOURCE_DUPLICATE, {}, { field: 'sourceId' });
      }
      const now = this.now();
      const binding = await repo.insertBinding(tx, {
        itemId: item.id,
        ownerId: actor.userId,
        sourceId: source.id,
        sourceVersion: version,
        tableIds,
        remark: input.remark,
        createdAt: now,
        updatedAt: now,
      });
      await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      await this.deps.assets.refreshUsageCount(tx, source.id);
      return binding;
    });
  }

  async updateBinding(
    actor: Actor,
    input: { id: number; tableIds?: number[] | undefined; remark: string },
  ): Promise<repo.BindingRow> {
    const found = await repo.findBinding(this.deps.db, input.id);
    if (!found || found.ownerId !== actor.userId) throw notFound();
    const current = await getReadable(this.deps.db, actor, found.itemId);
    const { version, tableIds } = await this.bindableSource(
      actor,
      current.itemType,
      found.sourceId,
      current.itemType === ItemType.DATA_TABLE ? (input.tableIds ?? found.tableIds) : undefined,
    );
    return this.deps.db.transaction(async (tx) => {
      const item = await lockOwned(tx, actor, found.itemId);
      const next = await editState(tx, item, this.deps.clock);
      const now = this.now();
      const binding = await repo.updateBinding(tx, found.id, {
        sourceVersion: version,
        tableIds,
        remark: input.remark,
        updatedAt: now,
      });
      await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      return binding;
    });
  }

  async bindingDetail(actor: Actor, id: number): Promise<BindingView> {
    const binding = await repo.findBinding(this.deps.db, id);
    if (!binding) throw notFound();
    await getReadable(this.deps.db, actor, binding.itemId);
    return (await this.bindingViews([binding]))[0]!;
  }

  /** Unbinds, all or nothing. */
  async deleteBindings(actor: Actor, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.deps.db.transaction(async (tx) => {
      const bindings = await repo.findBindingsByIds(tx, unique);
      if (bindings.length !== unique.length || bindings.some((b) => b.ownerId !== actor.userId)) {
        throw notFound();
      }
      const now = this.now();
      for (const itemId of [...new Set(bindings.map((b) => b.itemId))].sort((a, b) => a - b)) {
        const item = await lockOwned(tx, actor, itemId);
        const next = await editState(tx, item, this.deps.clock);
        await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      }
      await repo.deleteBindings(tx, unique);
      for (const sourceId of new Set(bindings.map((b) => b.sourceId))) {
        await this.deps.assets.refreshUsageCount(tx, sourceId);
      }
    });
  }

  async pageBindings(actor: Actor, itemId: number, page: PageRequest) {
    const item = await getReadable(this.deps.db, actor, itemId);
    const result = await repo.pageBindings(this.deps.db, page, item.id);
    return { total: result.total, list: await this.bindingViews(result.list) };
  }

  /** The caller's approved assets that can be bound, with whether each is bound to `itemId`. */
  async relatableSources(
    actor: Actor,
    page: PageRequest,
    filter: { itemId?: number | undefined; name?: string | undefined },
  ) {
    const bound = new Set<number>();
    if (filter.itemId !== undefined) {
      const item = await getReadable(this.deps.db, actor, filter.itemId);
      for (const b of await repo.listBindings(this.deps.db, item.id)) bound.add(b.sourceId);
    }
    const result = await this.deps.assets.page(actor, page, {
      name: filter.name,
      status: 1,
      sort: 'name',
      order: 'asc',
    });
    const lookups = await this.deps.assets.lookups(result.list, 'owner', actor);
    return {
      total: result.total,
      list: result.list.map((s) => ({
        id: String(s.id),
        name: s.name,
        classificationName:
          s.classificationId === null ? '' : (lookups.classifications.get(s.classificationId)?.name ?? ''),
        listedVersion: s.listedVersion,
        tableCount: lookups.versions.get(s.id)?.tableCount ?? 0,
        goodsCount: s.usageCount,
        bound: bound.has(s.id),
        updateDate: s.updatedAt.toISOString(),
      })),
    };
  }

  /** connectionTestSql: the preview SQL run once, read-only, on a connection of the actor. */
  async testPreviewSql(
    actor: Actor,
    input: { connectionId: number; sql: string; timeoutSeconds?: number | undefined },
  ) {
    const target = await this.deps.connectionTarget(actor, input.connectionId);
    const timeoutMs = input.timeoutSeconds ? input.timeoutSeconds * 1000 : PREVIEW_SQL_DEFAULT_TIMEOUT_MS;
    return runPreviewSql(target, input.sql, { timeoutMs });
  }

  /**
   * updateAuthenticRight: grants (status 1) or revokes (status 0) named consumers on the white list of a good of
   * the actor. A good without a list gets a white list; a black list is refused (10475).
   */
  async updateGrants(actor: Actor, input: { itemId: number; consumerIds: number[]; status: number }) {
    const item = await getReadable(this.deps.db, actor, input.itemId);
    if (item.ownerId !== actor.userId) throw notFound();
    const current = await this.deps.grantList.get(actor, item.id);
    if (current.mode === AccessListMode.BLACKLIST) throw new AppError(ErrorCode.GOODS_GRANT_BLACK_LIST);
    const changed = new Set(input.consumerIds);
    const next =
      input.status === 1
        ? [...current.consumerIds, ...[...changed].filter((id) => !current.consumerIds.includes(id))]
        : current.consumerIds.filter((id) => !changed.has(id));
    if (next.length > ACCESS_LIST_MAX_CONSUMERS) {
      throw new AppError(
        ErrorCode.GOODS_GRANT_TOO_MANY,
        { max: ACCESS_LIST_MAX_CONSUMERS },
        { field: 'consumerIds' },
      );
    }
    const mode = input.status === 1 ? AccessListMode.WHITELIST : (current.mode as AccessListMode);
    return this.deps.grantList.save(actor, item.id, mode, next);
  }
}

/** The asset owner as an actor of the assets service's reads (no session: never used for a request). */
function assetOwner(userId: number): Actor {
  return { userId, username: '', roleType: RoleType.SUPPLIER, sessionId: 0 };
}

/** Status of a good as words for other modules' lists (assets' selectProject). */
function itemStatusText(item: ItemRow): string {
  if (item.deleteStatus === D.REVIEW) return 'delete under review';
  if (item.publishType === U.LISTED) return 'listed';
  return (
    ['not enabled', 'enable under review', 'enabled', 'disable under review', 'disabled'][
      item.productStatus
    ] ?? ''
  );
}
