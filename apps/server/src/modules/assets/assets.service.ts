import { ErrorCode, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { flattenTree, subtreeIdsOf } from '../../platform/tree.js';
import type { CatalogService, CatalogUsageKind } from '../catalog/catalog.service.js';
import type { MaskingRule } from '../catalog/masking.js';
import type { UsersService } from '../identity/users.service.js';
import type { ConnectionService } from '../supply/connection.service.js';
import { isListed, SourceStatus, type Viewer, viewerOf } from './assets.policy.js';
import * as repo from './assets.repository.js';
import type { VersionSnapshot } from './assets.table.js';

export type SourceRow = repo.SourceRow;

/** Something that uses an asset (goods later), as the using module describes it. */
export interface SourceUsage {
  kind: string;
  id: string;
  name: string;
  status: string;
  ownerName: string;
}

/**
 * Implemented by modules that use assets (the goods module registers one): what uses an asset, or one of
 * its tables. Runs inside the caller's transaction when one is given.
 */
export type SourceUsageProvider = (
  db: DbOrTx,
  query: { sourceId: number; tableId?: number },
) => Promise<SourceUsage[]>;

/** A grade as masking needs it. */
export interface GradeInfo {
  id: number;
  name: string;
  level: number;
  maskingRule: MaskingRule;
}

/** Reference data to present assets: names of owners, classifications, grades and connections. */
export interface Lookups {
  owners: Map<number, string>;
  classifications: Map<number, { name: string; nameEn: string }>;
  grades: Map<number, GradeInfo>;
  connections: Map<number, string>;
  /** The shown version of each asset. */
  versions: Map<number, repo.VersionMeta>;
}

/** An asset at the version a caller sees. */
export interface SourceView {
  source: SourceRow;
  viewer: Viewer;
  version: number;
  snapshot: VersionSnapshot;
}

/** Who may see a listed asset, per the owner's black or white list (null: a visitor). */
export interface SourceAccessGate {
  canAccess(sourceId: number, userId: number | null): Promise<boolean>;
  refusedIds(userId: number | null): Promise<number[]>;
}

export interface AssetServiceDeps {
  db: Db;
  clock: Clock;
  connections: ConnectionService;
  catalog: CatalogService;
  users: UsersService;
}

/** Classification tree of data sources. */
export const DATA_SOURCE_TREE = 1;

/**
 * Supplier data assets: reading them at a version, lists, lookups and usages. Their registration and edits are
 * `AssetEditService`'s, versions and dictionary `AssetVersionService`'s, review `AssetReviewService`'s, and
 * grants to consumers the grants module's.
 */
export class AssetService {
  private readonly usageProviders: SourceUsageProvider[] = [];
  private accessGate: SourceAccessGate | null = null;

  constructor(private readonly deps: AssetServiceDeps) {}

  /** Lets a module that uses assets report its usages (blocks deletes, fills selectProject). */
  registerUsageProvider(provider: SourceUsageProvider): void {
    this.usageProviders.push(provider);
  }

  /** Black and white lists: a listed asset is hidden from the consumers (and visitors) they refuse. */
  connectAccessGate(gate: SourceAccessGate): void {
    this.accessGate = gate;
  }

  /** Ids of listed assets hidden from this caller (lists of the `listed` scope leave them out). */
  private async hiddenFrom(actor: Actor | null, scope: repo.SourceScope): Promise<number[] | undefined> {
    if (scope.kind !== 'listed' || !this.accessGate) return undefined;
    return this.accessGate.refusedIds(actor?.userId ?? null);
  }

  // --- reading ------------------------------------------------------------------------------------------

  /** An asset the caller may see at all, with how it sees it; else 404. */
  async getViewable(actor: Actor | null, id: number, supplierAsPublic = false) {
    const source = await repo.findSource(this.deps.db, id);
    const viewer = source ? viewerOf(actor, source, supplierAsPublic) : null;
    if (!source || !viewer) throw notFound();
    if (
      viewer === 'public' &&
      this.accessGate &&
      !(await this.accessGate.canAccess(source.id, actor?.userId ?? null))
    ) {
      throw notFound();
    }
    return { source, viewer };
  }

  /**
   * Owner and name of an asset, or null when there is none (for modules that refer to assets); read in `db`,
   * the caller's transaction when it has one.
   */
  async ownerAndName(
    id: number,
    db: DbOrTx = this.deps.db,
  ): Promise<{ ownerId: number; name: string } | null> {
    const source = await repo.findSource(db, id);
    return source ? { ownerId: source.ownerId, name: source.name } : null;
  }

  /**
   * Locks an asset row in the caller's transaction (SELECT … FOR UPDATE), as `delete` does before its usage
   * check: a module that adds a usage under this lock never leaves one on an asset deleted meanwhile. Null when
   * the asset is gone.
   */
  async lockForUse(
    tx: DbOrTx,
    id: number,
  ): Promise<{ id: number; ownerId: number; name: string; isListed: boolean } | null> {
    const source = await repo.lockSource(tx, id);
    return source
      ? { id: source.id, ownerId: source.ownerId, name: source.name, isListed: isListed(source) }
      : null;
  }

  /** An owner's assets, newest first, by name fragment (pickers of other modules). */
  async listOwned(ownerId: number, page: PageRequest, name?: string) {
    const result = await repo.pageSources(
      this.deps.db,
      page,
      { kind: 'owner', ownerId },
      { name },
      { key: 'createDate', order: 'desc' },
    );
    return { list: result.list.map((row) => ({ id: row.id, name: row.name })), total: result.total };
  }

  /** An asset of the caller (operator: any, when `operatorToo`); else 404. */
  async getManaged(actor: Actor, id: number, operatorToo = false): Promise<SourceRow> {
    const source = await repo.findSource(this.deps.db, id);
    const allowed =
      source && (source.ownerId === actor.userId || (operatorToo && actor.roleType === RoleType.OPERATOR));
    if (!allowed) throw notFound();
    return source;
  }

  /** The asset at the version the caller asks for (default: latest for owner/operator, else listed). */
  async view(
    actor: Actor | null,
    id: number,
    version?: number,
    supplierAsPublic = false,
  ): Promise<SourceView> {
    const { source, viewer } = await this.getViewable(actor, id, supplierAsPublic);
    return this.viewOf(source, viewer, version);
  }

  private async viewOf(source: SourceRow, viewer: Viewer, version?: number): Promise<SourceView> {
    const shown = viewer === 'public' ? source.listedVersion! : (version ?? source.currentVersion);
    if (version !== undefined && version !== shown) {
      throw new AppError(ErrorCode.SOURCE_VERSION_NOT_FOUND, { version }, { field: 'version' });
    }
    const row = await repo.findVersion(this.deps.db, source.id, shown);
    if (!row)
      throw new AppError(ErrorCode.SOURCE_VERSION_NOT_FOUND, { version: shown }, { field: 'version' });
    return { source, viewer, version: shown, snapshot: row.snapshot };
  }

  /** A table of an asset at a version, with the asset's view; 404 when the caller may not see it. */
  async tableView(actor: Actor, tableId: number, version?: number) {
    const table = await repo.findTable(this.deps.db, tableId);
    if (!table) throw notFound();
    const view = await this.view(actor, table.sourceId, version);
    const shown = view.snapshot.tables.find((t) => t.id === tableId);
    if (!shown) throw notFound();
    return { ...view, table: shown };
  }

  /** Names and grades needed to present assets to a viewer. */
  async lookups(rows: SourceRow[], viewer: Viewer | ((row: SourceRow) => Viewer), actor: Actor | null) {
    const viewerFor = typeof viewer === 'function' ? viewer : () => viewer;
    const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
    const owners = new Map<number, string>();
    for (const user of await this.deps.users.findByIds(ownerIds)) {
      owners.set(user.id, user.companyName || user.username);
    }
    const classifications = new Map<number, { name: string; nameEn: string }>();
    for (const node of flattenTree(await this.deps.catalog.tree(DATA_SOURCE_TREE, { withDisabled: true }))) {
      classifications.set(node.id, { name: node.name, nameEn: node.nameEn });
    }
    const grades = await this.grades();
    const connections = new Map<number, string>();
    if (actor) {
      for (const row of rows) {
        if (viewerFor(row) === 'public' || connections.has(row.connectionId)) continue;
        const name = await this.deps.connections
          .getReadable(actor, row.connectionId)
          .then((c) => c.name)
          .catch(() => '');
        connections.set(row.connectionId, name);
      }
    }
    const pairs = rows.map((r) => ({
      sourceId: r.id,
      version: viewerFor(r) === 'public' ? (r.listedVersion ?? r.currentVersion) : r.currentVersion,
    }));
    const versions = new Map<number, repo.VersionMeta>();
    for (const v of await repo.findVersionsFor(this.deps.db, pairs)) {
      if (pairs.some((p) => p.sourceId === v.sourceId && p.version === v.version))
        versions.set(v.sourceId, v);
    }
    return { owners, classifications, grades, connections, versions } satisfies Lookups;
  }

  async grades(): Promise<Map<number, GradeInfo>> {
    const levels = await this.deps.catalog.securityLevels();
    return new Map(
      levels.map((l) => [
        l.id,
        { id: l.id, name: l.name, level: l.level, maskingRule: l.maskingRule as MaskingRule },
      ]),
    );
  }

  // --- usages -------------------------------------------------------------------------------------------

  /** Usages of an asset or one of its tables, from every registered provider. */
  async usagesOf(db: DbOrTx, sourceId: number, tableId?: number): Promise<SourceUsage[]> {
    const all: SourceUsage[] = [];
    for (const provider of this.usageProviders) {
      all.push(...(await provider(db, tableId === undefined ? { sourceId } : { sourceId, tableId })));
    }
    return all;
  }

  /** How many assets (or their fields) use a catalog entry: the catalog refuses to delete it meanwhile. */
  async catalogUsage(tx: DbOrTx, kind: CatalogUsageKind, id: number): Promise<number> {
    if (kind === 'classification') return repo.countByClassification(tx, id);
    if (kind === 'securityLevel') return repo.countBySecurityLevel(tx, id);
    return 0;
  }

  /** Assets reading through any of the connections: the connection may not be deleted meanwhile. */
  async connectionUsage(db: DbOrTx, connectionIds: number[]) {
    const rows = await repo.sourcesOfConnections(db, connectionIds);
    return rows.map((r) => ({ connectionId: r.connectionId, kind: 'asset' as const, name: r.name }));
  }

  /** Re-counts the usages of an asset (the goods module calls it in its transaction after linking). */
  async refreshUsageCount(tx: DbOrTx, sourceId: number): Promise<void> {
    const usages = await this.usagesOf(tx, sourceId);
    await repo.updateSource(tx, sourceId, { usageCount: usages.length });
  }

  async usages(actor: Actor, query: { assetId: number } | { tableId: number }): Promise<SourceUsage[]> {
    if ('assetId' in query) {
      const source = await this.getManaged(actor, query.assetId, true);
      return this.usagesOf(this.deps.db, source.id);
    }
    const table = await repo.findTable(this.deps.db, query.tableId);
    if (!table) throw notFound();
    const source = await this.getManaged(actor, table.sourceId, true);
    return this.usagesOf(this.deps.db, source.id, table.id);
  }

  // --- lists --------------------------------------------------------------------------------------------

  private scopeOf(actor: Actor | null): repo.SourceScope {
    if (actor?.roleType === RoleType.OPERATOR) return { kind: 'all' };
    if (actor?.roleType === RoleType.SUPPLIER) return { kind: 'owner', ownerId: actor.userId };
    return { kind: 'listed' };
  }

  /** The viewer of a row that a list scope already allowed. */
  viewerInList(actor: Actor | null) {
    return (row: SourceRow): Viewer =>
      actor && row.ownerId === actor.userId
        ? 'owner'
        : actor?.roleType === RoleType.OPERATOR
          ? 'operator'
          : 'public';
  }

  async page(
    actor: Actor,
    page: PageRequest,
    filter: {
      name?: string | undefined;
      classificationId?: number | undefined;
      status?: number | undefined;
      securityLevelId?: number | undefined;
      storageType?: number | undefined;
      ownerId?: number | undefined;
      sort?: repo.SourceSort | undefined;
      orderField?: string | undefined;
      order?: 'asc' | 'desc' | undefined;
    },
  ) {
    const classificationIds =
      filter.classificationId === undefined ? undefined : await this.subtreeOf(filter.classificationId);
    const sortKey = filter.sort ?? sortFromOrderField(filter.orderField) ?? 'createDate';
    const scope = this.scopeOf(actor);
    return repo.pageSources(
      this.deps.db,
      page,
      scope,
      {
        excludeIds: await this.hiddenFrom(actor, scope),
        name: filter.name,
        classificationIds,
        status: filter.status,
        securityLevelId: filter.securityLevelId,
        storageType: filter.storageType,
        ownerId: actor.roleType === RoleType.OPERATOR ? filter.ownerId : undefined,
      },
      { key: sortKey, order: filter.order ?? (sortKey === 'name' ? 'asc' : 'desc') },
    );
  }

  /** Listed assets the caller may relate to goods (own for suppliers, any for the operator). */
  async relatable(
    actor: Actor,
    filter: {
      name?: string | undefined;
      classificationId?: number | undefined;
      excludeIds?: number[] | undefined;
    },
  ) {
    const classificationIds =
      filter.classificationId === undefined ? undefined : await this.subtreeOf(filter.classificationId);
    const scope = this.scopeOf(actor);
    const hidden = (await this.hiddenFrom(actor, scope)) ?? [];
    const rows = await repo.listSources(
      this.deps.db,
      scope,
      { name: filter.name, classificationIds, excludeIds: [...(filter.excludeIds ?? []), ...hidden] },
      500,
    );
    return rows.filter(isListed).slice(0, 100);
  }

  async byNames(actor: Actor, names: string[]) {
    const scope = this.scopeOf(actor);
    const excludeIds = await this.hiddenFrom(actor, scope);
    return repo.listSources(this.deps.db, scope, { names: [...new Set(names)], excludeIds }, 100);
  }

  /** The mall's five most-used listed assets; a supplier's own five (any status) with `own`. */
  async topFive(actor: Actor | null, own: boolean) {
    const scope: repo.SourceScope =
      own && actor?.roleType === RoleType.SUPPLIER
        ? { kind: 'owner', ownerId: actor.userId }
        : { kind: 'listed' };
    const excludeIds = await this.hiddenFrom(actor, scope);
    return repo.listSources(this.deps.db, scope, { excludeIds }, 5, 'usage');
  }

  private async subtreeOf(classificationId: number): Promise<number[]> {
    const tree = await this.deps.catalog.tree(DATA_SOURCE_TREE, {
      withDisabled: true,
      brandId: classificationId,
    });
    return subtreeIdsOf(tree, classificationId);
  }
}

// --- helpers ------------------------------------------------------------------------------------------------

/** Edits may happen in draft, rejected and approved; never under review or disabled. */
export function assertEditable(source: SourceRow) {
  if (source.status === SourceStatus.REVIEWING) {
    throw new AppError(ErrorCode.SOURCE_UNDER_REVIEW, { name: source.name });
  }
  if (source.status === SourceStatus.DISABLED) throw illegalState();
}

/** The grade that applies to a field: its own, else the asset's; undefined when that grade was deleted. */
export function gradeOf(
  fieldLevelId: number | null,
  sourceLevelId: number | null,
  grades: Map<number, GradeInfo>,
): GradeInfo | undefined {
  const id = fieldLevelId ?? sourceLevelId;
  return id === null ? undefined : grades.get(id);
}

/** orderField of the list conventions (snake_case) mapped to a sort key. */
function sortFromOrderField(field: string | undefined): repo.SourceSort | undefined {
  switch (field) {
    case 'create_date':
      return 'createDate';
    case 'goods_count':
      return 'goodsCount';
    case 'update_date':
      return 'updateDate';
    case 'name':
      return 'name';
    default:
      return undefined;
  }
}
