import type { assets, DatabaseColumn, Locale, RowCountKind } from '@datamall/contract';
import { ErrorCode, RoleType } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { CatalogService, CatalogUsageKind } from '../catalog/catalog.service.js';
import { type MaskingRule, maskCell } from '../catalog/masking.js';
import type { UsersService } from '../identity/users.service.js';
import type { ConnectionService } from '../supply/connection.service.js';
import {
  type ActionBy,
  grantState,
  isCalendarDay,
  isListed,
  nextStatus,
  SourceStatus,
  VersionStatus,
  type Viewer,
  viewerOf,
} from './assets.policy.js';
import * as repo from './assets.repository.js';
import type { SnapshotTable, VersionSnapshot } from './assets.table.js';

type SourceRow = repo.SourceRow;

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

/** The review process, connected by `flows/source-audit.flow.ts`. */
export interface SourceReviewProcess {
  /** Starts a review of `version` inside `tx`; answers the process instance id. */
  start(tx: DbOrTx, source: SourceRow, version: number, starterUserId: number): Promise<number>;
  /** One process with its steps, as the caller may see it. */
  history(
    instanceId: number,
    actor: Actor,
    locale: Locale,
  ): Promise<{
    state: string;
    decision: string | null;
    startTime: string;
    endTime: string | null;
    steps: assets.AuditFlow['steps'];
  } | null>;
}

export interface SourceInput {
  name: string;
  classificationId: number;
  tags: string[];
  securityLevelId: number;
  description: string;
  updateFrequency: assets.UpdateFrequency;
  storageType: number;
}

export interface TableRef {
  schema: string;
  table: string;
}

/** A chosen table as read from the live database when registered. */
interface LiveTable extends TableRef {
  comment: string;
  rowEstimate: number;
  rowCountKind: RowCountKind;
  columns: DatabaseColumn[];
}

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

/** A consumer's grant with the asset version its grantee sees (the listed one) and the grades that apply. */
export interface GrantedAsset {
  grant: repo.GrantRow;
  state: assets.GrantState;
  source: SourceRow;
  version: number;
  snapshot: VersionSnapshot;
  /** The grade of a field of this asset (its own, else the asset's). */
  gradeOf: (fieldLevelId: number | null) => GradeInfo | undefined;
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
const DATA_SOURCE_TREE = 1;

/**
 * Supplier data assets: registration from live tables, data dictionary, versions, review through the
 * `source-audit` process, masked previews and grants to consumers.
 */
export class AssetService {
  private readonly usageProviders: SourceUsageProvider[] = [];
  private review: SourceReviewProcess | null = null;
  private accessGate: SourceAccessGate | null = null;

  constructor(private readonly deps: AssetServiceDeps) {}

  /** Grants of the good's orders that have not ended by `today` (one per order, at most `limit`). */
  liveOrderGrantsOfItem(db: DbOrTx, itemId: number, today: string, limit: number) {
    return repo.liveOrderGrantsOfItem(db, itemId, today, limit);
  }

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

  connectReview(process: SourceReviewProcess): void {
    this.review = process;
  }

  private get reviewProcess(): SourceReviewProcess {
    if (!this.review) throw new Error('The source-audit process is not connected.');
    return this.review;
  }

  private today(): string {
    return chinaDay(this.deps.clock.now());
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

  /** Owner and name of an asset, or null when there is none (for modules that refer to assets). */
  async ownerAndName(id: number): Promise<{ ownerId: number; name: string } | null> {
    const source = await repo.findSource(this.deps.db, id);
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

  /** The versions a viewer may list: all for owner and operator, the listed one for the public. */
  async versionsOf(view: SourceView): Promise<repo.VersionMeta[]> {
    const rows = await repo.listVersions(this.deps.db, view.source.id);
    return view.viewer === 'public' ? rows.filter((r) => r.version === view.source.listedVersion) : rows;
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
    for (const node of flatten(await this.deps.catalog.tree(DATA_SOURCE_TREE, { withDisabled: true }))) {
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
    const ids = flatten(tree).map((n) => n.id);
    return ids.length ? ids : [classificationId];
  }

  // --- create and edit ----------------------------------------------------------------------------------

  /** Checks the catalog references of the form: a data-source classification that is enabled, and a grade. */
  private async checkReferences(input: SourceInput) {
    const node = await this.deps.catalog.get(input.classificationId).catch(() => null);
    if (!node || node.classify !== DATA_SOURCE_TREE || node.status !== 1) {
      throw new AppError(ErrorCode.SOURCE_CLASSIFICATION_INVALID, {}, { field: 'classificationId' });
    }
    if (!(await this.grades()).has(input.securityLevelId)) {
      throw new AppError(ErrorCode.SOURCE_LEVEL_INVALID, {}, { field: 'securityLevelId' });
    }
  }

  private static checkDistinct(tables: TableRef[]) {
    const seen = new Set<string>();
    for (const t of tables) {
      const key = `${t.schema}\u0000${t.table}`;
      if (seen.has(key)) {
        throw new AppError(
          ErrorCode.SOURCE_TABLE_DUPLICATE,
          { name: `${t.schema}.${t.table}` },
          { field: 'tables' },
        );
      }
      seen.add(key);
    }
  }

  /** Reads comment, row figure and columns of chosen tables through the live connector (owner's connection). */
  private async readLiveTables(actor: Actor, connectionId: number, tables: TableRef[]) {
    if (tables.length === 0) return [];
    return this.deps.connections.withConnector(actor, connectionId, async (c) => {
      const listed = new Map<string, Awaited<ReturnType<typeof c.listTables>>>();
      const read: LiveTable[] = [];
      for (const ref of tables) {
        let list = listed.get(ref.schema);
        if (!list) {
          // Only the chosen tables: rows are counted for each small one, never for the whole schema.
          const names = tables.filter((t) => t.schema === ref.schema).map((t) => t.table);
          list = await c.listTables(ref.schema, names);
          listed.set(ref.schema, list);
        }
        const info = list.find((t) => t.name === ref.table);
        if (!info) {
          throw new AppError(ErrorCode.CONNECTION_OBJECT_NOT_FOUND, { name: `${ref.schema}.${ref.table}` });
        }
        const columns = await c.listColumns(ref.schema, ref.table);
        read.push({
          ...ref,
          comment: info.comment,
          rowEstimate: info.rowEstimate,
          rowCountKind: info.rowCountKind,
          columns,
        });
      }
      return read;
    });
  }

  private async assertNameFree(db: DbOrTx, ownerId: number, name: string, selfId?: number) {
    const clash = await repo.findSourceByName(db, ownerId, name);
    if (clash && clash.id !== selfId) {
      throw new AppError(ErrorCode.SOURCE_NAME_TAKEN, { name }, { field: 'name' });
    }
  }

  /** Registers an asset from chosen tables of the caller's connection: draft, version 1. */
  async create(actor: Actor, input: SourceInput & { connectionId: number; tables: TableRef[] }) {
    AssetService.checkDistinct(input.tables);
    await this.checkReferences(input);
    await this.assertNameFree(this.deps.db, actor.userId, input.name);
    const connection = await this.deps.connections.getOwned(actor, input.connectionId);
    const live = await this.readLiveTables(actor, connection.id, input.tables);
    const now = this.deps.clock.now();
    return uniqueName(
      input.name,
      this.deps.db.transaction(async (tx) => {
        const source = await repo.insertSource(tx, {
          ownerId: actor.userId,
          ...basicColumns(input),
          connectionId: connection.id,
          dbType: connection.dbType,
          status: SourceStatus.DRAFT,
          currentVersion: 0,
          createdAt: now,
          updatedAt: now,
        });
        for (const [index, table] of live.entries())
          await this.registerTable(tx, source.id, table, index, now);
        return this.newVersion(tx, source, 'create', '', actor.userId, now);
      }),
    );
  }

  /** Adds (or takes back) a table into the working set, merging the live columns with any kept dictionary. */
  private async registerTable(
    tx: DbOrTx,
    sourceId: number,
    table: LiveTable,
    sort: number,
    now: Date,
    existing?: repo.TableRow,
  ) {
    let row = existing;
    if (row) {
      await repo.updateTable(tx, row.id, {
        active: true,
        comment: table.comment,
        rowEstimate: table.rowEstimate,
        rowCountKind: table.rowCountKind,
        sort,
        updatedAt: now,
      });
    } else {
      row = await repo.insertTable(tx, {
        sourceId,
        schemaName: table.schema,
        tableName: table.table,
        comment: table.comment,
        rowEstimate: table.rowEstimate,
        rowCountKind: table.rowCountKind,
        sort,
        createdAt: now,
        updatedAt: now,
      });
    }
    const kept = new Map((await repo.listFields(tx, [row.id])).map((f) => [f.name, f]));
    const liveNames = new Set(table.columns.map((c) => c.name));
    await repo.deleteFields(
      tx,
      [...kept.values()].filter((f) => !liveNames.has(f.name)).map((f) => f.id),
    );
    const fresh: repo.NewField[] = [];
    for (const [index, column] of table.columns.entries()) {
      const old = kept.get(column.name);
      const columns = {
        type: column.type.slice(0, 200),
        nullable: column.nullable,
        columnKey: column.key.slice(0, 10),
        sort: index,
        updatedAt: now,
      };
      if (old) await repo.updateField(tx, old.id, columns);
      else {
        fresh.push({
          tableId: row.id,
          sourceId,
          name: column.name,
          description: column.comment.slice(0, 500),
          securityLevelId: null,
          createdAt: now,
          ...columns,
        });
      }
    }
    await repo.insertFields(tx, fresh);
  }

  /** Snapshot of the working tables and dictionary. */
  private async snapshotOf(db: DbOrTx, sourceId: number): Promise<VersionSnapshot> {
    const tables = (await repo.listTables(db, sourceId)).filter((t) => t.active);
    const fields = await repo.listFields(
      db,
      tables.map((t) => t.id),
    );
    return {
      tables: tables.map(
        (t): SnapshotTable => ({
          id: t.id,
          schema: t.schemaName,
          table: t.tableName,
          comment: t.comment,
          rowEstimate: t.rowEstimate,
          rowCountKind: t.rowCountKind,
          fields: fields
            .filter((f) => f.tableId === t.id)
            .map((f) => ({
              id: f.id,
              name: f.name,
              type: f.type,
              nullable: f.nullable,
              key: f.columnKey,
              description: f.description,
              securityLevelId: f.securityLevelId,
              sort: f.sort,
            })),
        }),
      ),
    };
  }

  /**
   * Records the working set as the next version (to list). Older drafts that were never listed are retired;
   * an approved or rejected asset goes back to draft (the listed version stays visible to consumers).
   */
  private async newVersion(
    tx: DbOrTx,
    source: SourceRow,
    kind: 'create' | 'tables' | 'dictionary',
    note: string,
    actorUserId: number,
    now: Date,
  ): Promise<SourceRow> {
    const version = source.currentVersion + 1;
    await repo.retireDrafts(tx, source.id, now);
    const snapshot = await this.snapshotOf(tx, source.id);
    await repo.insertVersion(tx, {
      sourceId: source.id,
      version,
      status: VersionStatus.TO_LIST,
      changeKind: kind,
      changeNote: note.slice(0, 200),
      snapshot,
      tableCount: snapshot.tables.length,
      fieldCount: snapshot.tables.reduce((n, t) => n + t.fields.length, 0),
      createdBy: actorUserId,
      createdAt: now,
      updatedAt: now,
    });
    const status =
      source.status === SourceStatus.APPROVED || source.status === SourceStatus.REJECTED
        ? SourceStatus.DRAFT
        : source.status;
    return repo.updateSource(tx, source.id, { currentVersion: version, status, updatedAt: now });
  }

  /** Edits may happen in draft, rejected and approved; never under review or disabled. */
  private static assertEditable(source: SourceRow) {
    if (source.status === SourceStatus.REVIEWING) {
      throw new AppError(ErrorCode.SOURCE_UNDER_REVIEW, { name: source.name });
    }
    if (source.status === SourceStatus.DISABLED) throw illegalState();
  }

  /** Edits basic information; with `tables`, replaces the registered tables (a new version when they differ). */
  async update(
    actor: Actor,
    id: number,
    input: SourceInput & { tables?: TableRef[] | undefined; changeNote?: string | undefined },
  ) {
    const current = await this.getManaged(actor, id);
    AssetService.assertEditable(current);
    if (input.tables) AssetService.checkDistinct(input.tables);
    await this.checkReferences(input);
    await this.assertNameFree(this.deps.db, actor.userId, input.name, id);
    const registered = await repo.listTables(this.deps.db, id);
    const activeKeys = new Set(registered.filter((t) => t.active).map(tableKey));
    const wanted = input.tables ?? null;
    const changesTables =
      wanted !== null &&
      (wanted.length !== activeKeys.size || wanted.some((t) => !activeKeys.has(tableKey(t))));
    const added = changesTables ? wanted!.filter((t) => !activeKeys.has(tableKey(t))) : [];
    const live = await this.readLiveTables(actor, current.connectionId, added);
    const now = this.deps.clock.now();
    return uniqueName(
      input.name,
      this.deps.db.transaction(async (tx) => {
        const locked = await repo.lockSource(tx, id);
        if (!locked) throw notFound();
        AssetService.assertEditable(locked);
        let source = await repo.updateSource(tx, id, { ...basicColumns(input), updatedAt: now });
        if (!changesTables) return source;
        // Read again under the lock: the columns were read for the tables that were new before it.
        const current = await repo.listTables(tx, id);
        const byKey = new Map(current.map((t) => [tableKey(t), t]));
        const wantedKeys = new Set(wanted!.map(tableKey));
        for (const t of current) {
          if (t.active && !wantedKeys.has(tableKey(t))) {
            await repo.updateTable(tx, t.id, { active: false, updatedAt: now });
          }
        }
        for (const [index, ref] of wanted!.entries()) {
          const existing = byKey.get(tableKey(ref));
          const read = live.find((l) => tableKey(l) === tableKey(ref));
          if (existing?.active) await repo.updateTable(tx, existing.id, { sort: index, updatedAt: now });
          else if (read) await this.registerTable(tx, id, read, index, now, existing);
          // Taken out by a concurrent edit after the columns were read: let the owner retry.
          else throw illegalState();
        }
        source = await this.newVersion(tx, source, 'tables', input.changeNote ?? '', actor.userId, now);
        return source;
      }),
    );
  }

  /** Edits descriptions and grades of one table's fields; a real change makes a new version. */
  async updateDictionary(
    actor: Actor,
    tableId: number,
    changes: { id: number; description: string; securityLevelId: number | null }[],
    note = '',
  ) {
    const table = await repo.findTable(this.deps.db, tableId);
    if (!table) throw notFound();
    const source = await this.getManaged(actor, table.sourceId);
    if (!table.active) throw notFound();
    AssetService.assertEditable(source);
    const grades = await this.grades();
    for (const change of changes) {
      if (change.securityLevelId !== null && !grades.has(change.securityLevelId)) {
        throw new AppError(ErrorCode.SOURCE_LEVEL_INVALID, {}, { field: 'securityLevelId' });
      }
    }
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockSource(tx, source.id);
      if (!locked) throw notFound();
      AssetService.assertEditable(locked);
      const fields = new Map((await repo.listFields(tx, [tableId])).map((f) => [f.id, f]));
      let changed = false;
      for (const change of changes) {
        const field = fields.get(change.id);
        if (!field) {
          throw new AppError(
            ErrorCode.SOURCE_FIELD_UNKNOWN,
            { name: String(change.id) },
            { field: 'fields' },
          );
        }
        if (field.description === change.description && field.securityLevelId === change.securityLevelId) {
          continue;
        }
        changed = true;
        await repo.updateField(tx, field.id, {
          description: change.description,
          securityLevelId: change.securityLevelId,
          updatedAt: now,
        });
      }
      if (!changed) return locked;
      return this.newVersion(tx, locked, 'dictionary', note, actor.userId, now);
    });
  }

  // --- status and review --------------------------------------------------------------------------------

  /** submit / disable / enable; 409 and nothing changed when the transition is illegal. */
  async changeStatus(actor: Actor, id: number, action: assets.SourceAction, comment = '') {
    const source = await this.getManaged(actor, id, true);
    const by: ActionBy = source.ownerId === actor.userId ? 'owner' : 'operator';
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockSource(tx, id);
      if (!locked) throw notFound();
      const status = nextStatus(locked, action, by);
      if (status === null) throw illegalState();
      if (action === 'submit') {
        const instanceId = await this.reviewProcess.start(tx, locked, locked.currentVersion, actor.userId);
        await repo.insertReview(tx, {
          sourceId: id,
          version: locked.currentVersion,
          processInstanceId: instanceId,
          submittedBy: actor.userId,
          comment,
          createdAt: now,
          updatedAt: now,
        });
        return repo.updateSource(tx, id, {
          status,
          reviewVersion: locked.currentVersion,
          processInstanceId: instanceId,
          submittedAt: now,
          updatedAt: now,
        });
      }
      const disabledBy = action === 'disable' && by === 'operator' ? actor.userId : null;
      return repo.updateSource(tx, id, { status, disabledBy, updatedAt: now });
    });
  }

  /**
   * Applies the reviewer's decision (inside the workflow's transaction). Approval lists the reviewed
   * version and retires the previously listed one; rejection keeps the listed version as it was.
   */
  async decide(tx: DbOrTx, sourceId: number, approved: boolean, comment: string): Promise<void> {
    const source = await repo.lockSource(tx, sourceId);
    if (!source || source.status !== SourceStatus.REVIEWING || source.reviewVersion === null) {
      throw illegalState();
    }
    const now = this.deps.clock.now();
    if (!approved) {
      await repo.updateSource(tx, sourceId, {
        status: SourceStatus.REJECTED,
        reviewComment: comment,
        reviewedAt: now,
        updatedAt: now,
      });
      return;
    }
    if (source.listedVersion !== null && source.listedVersion !== source.reviewVersion) {
      await repo.setVersionStatus(tx, sourceId, source.listedVersion, VersionStatus.DISABLED, now);
    }
    await repo.setVersionStatus(tx, sourceId, source.reviewVersion, VersionStatus.LISTED, now);
    await repo.updateSource(tx, sourceId, {
      status: SourceStatus.APPROVED,
      listedVersion: source.reviewVersion,
      reviewComment: comment,
      reviewedAt: now,
      updatedAt: now,
    });
  }

  /** Every review of an asset, newest first, with its steps (owner or operator). */
  async auditFlows(actor: Actor, id: number, locale: Locale): Promise<assets.AuditFlow[]> {
    const source = await this.getManaged(actor, id, true);
    const reviews = await repo.listReviews(this.deps.db, source.id);
    const flows: assets.AuditFlow[] = [];
    for (const review of reviews) {
      const history = await this.reviewProcess.history(review.processInstanceId, actor, locale);
      if (!history) continue;
      flows.push({
        processInstanceId: String(review.processInstanceId),
        version: review.version,
        ...history,
      });
    }
    return flows;
  }

  /** Deletes assets of the caller, all or nothing: refused while one is under review or used. */
  async delete(actor: Actor, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.deps.db.transaction(async (tx) => {
      for (const id of unique) {
        // Row lock before the usage check: a usage added under `lockForUse` is either seen here or refused there.
        const source = await repo.lockSource(tx, id);
        if (!source || source.ownerId !== actor.userId) throw notFound();
        if (source.status === SourceStatus.REVIEWING) {
          throw new AppError(ErrorCode.SOURCE_UNDER_REVIEW, { name: source.name });
        }
        const used = await this.usagesOf(tx, id);
        if (used.length > 0) {
          throw new AppError(ErrorCode.SOURCE_IN_USE, { name: source.name, count: used.length });
        }
      }
      await repo.deleteSources(tx, unique);
    });
  }

  // --- preview ------------------------------------------------------------------------------------------

  /**
   * At most 20 live rows of an asset table, only the columns of the shown version's dictionary (a column
   * added to the table later has no grade and is never shown). Masked for anyone but the owner by the rule of the
   * field's grade (its own, else the asset's) and the field's type (maskCell: a partly masked number is a range).
   */
  async preview(actor: Actor, tableId: number, version?: number) {
    const view = await this.tableView(actor, tableId, version);
    const { source, table } = view;
    const grades = await this.grades();
    const isOwner = view.viewer === 'owner';
    let live: { columns: string[]; rows: (string | null)[][] };
    try {
      live = await this.deps.connections.withConnectorOf(source.ownerId, source.connectionId, (c) =>
        c.preview(table.schema, table.table),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ErrorCode.NOT_FOUND) throw new AppError(ErrorCode.SOURCE_CONNECTION_CHANGED);
      // The owner gets the connector's reason; others must not learn the supplier's host or database.
      if (isOwner) throw error;
      throw new AppError(ErrorCode.SOURCE_DATA_UNAVAILABLE);
    }
    const columns = table.fields.map((field) => {
      const grade = gradeOf(field.securityLevelId, source.securityLevelId, grades);
      const rule: MaskingRule = grade?.maskingRule ?? 'full';
      return {
        field,
        index: live.columns.indexOf(field.name),
        grade,
        rule,
        masked: !isOwner && rule !== 'none',
      };
    });
    return {
      sourceId: String(source.id),
      tableId: String(table.id),
      version: view.version,
      columns: columns.map((c) => ({
        name: c.field.name,
        type: c.field.type,
        securityLevelName: c.grade?.name ?? '',
        maskingRule: c.rule,
        masked: c.masked,
      })),
      rows: live.rows.map((row) =>
        columns.map((c) => {
          const value = c.index >= 0 ? (row[c.index] ?? null) : null;
          return c.masked ? maskCell(value, c.rule, c.field.type) : value;
        }),
      ),
      masked: !isOwner,
    };
  }

  // --- grants -------------------------------------------------------------------------------------------

  /** A grant the consumer holds (its own, or one to everyone) with its asset's listed version; else null. */
  async grantedAsset(actor: Actor, grantId: number): Promise<GrantedAsset | null> {
    const grant = await repo.findGrant(this.deps.db, grantId);
    if (!grant || (grant.granteeId !== null && grant.granteeId !== actor.userId)) return null;
    if (actor.roleType !== RoleType.CONSUMER) return null;
    const source = await repo.findSource(this.deps.db, grant.sourceId);
    if (!source || source.listedVersion === null) return null;
    const row = await repo.findVersion(this.deps.db, source.id, source.listedVersion);
    if (!row) return null;
    const grades = await this.grades();
    return {
      grant,
      state: grantState(grant, this.today()),
      source,
      version: source.listedVersion,
      snapshot: row.snapshot,
      gradeOf: (fieldLevelId) => gradeOf(fieldLevelId, source.securityLevelId, grades),
    };
  }

  async pageGrants(
    actor: Actor,
    page: PageRequest,
    filter: {
      sourceId?: number | undefined;
      sourceName?: string | undefined;
      granteeName?: string | undefined;
      state?: assets.GrantState | undefined;
    },
  ) {
    const scope: repo.GrantScope =
      actor.roleType === RoleType.OPERATOR
        ? { kind: 'all' }
        : actor.roleType === RoleType.CONSUMER
          ? { kind: 'grantee', granteeId: actor.userId }
          : { kind: 'owner', ownerId: actor.userId };
    const granteeIds =
      filter.granteeName && scope.kind !== 'grantee'
        ? (await this.findConsumers(filter.granteeName, 100, false)).map((u) => u.id)
        : undefined;
    return repo.pageGrants(this.deps.db, page, scope, {
      sourceId: filter.sourceId,
      sourceName: filter.sourceName,
      granteeIds,
      state: filter.state,
      today: this.today(),
    });
  }

  /** Consumers whose username or company contains the text (active and approved only when `activeOnly`). */
  async findConsumers(text: string, limit: number, activeOnly = true) {
    const base = { roleType: RoleType.CONSUMER, ...(activeOnly ? { status: 1, spType: 1 } : {}) };
    const page = { page: 1, limit };
    const [byName, byCompany] = await Promise.all([
      this.deps.users.page(page, { ...base, username: text }),
      this.deps.users.page(page, { ...base, companyName: text }),
    ]);
    const seen = new Map<number, (typeof byName.list)[number]>();
    for (const user of [...byName.list, ...byCompany.list]) seen.set(user.id, user);
    return [...seen.values()].slice(0, limit);
  }

  private checkDays(start: string, end: string, requireFuture: boolean) {
    const today = this.today();
    if (!isCalendarDay(start) || !isCalendarDay(end) || end < start || (requireFuture && end < today)) {
      throw new AppError(ErrorCode.GRANT_DATES_INVALID, {}, { field: 'endDate' });
    }
  }

  /** Grants consumers (or everyone) use of an approved asset of the caller. */
  async grant(
    actor: Actor,
    input: {
      sourceId: number;
      granteeIds: number[];
      everyone: boolean;
      startDate: string;
      endDate: string;
      remark: string;
    },
  ) {
    const source = await this.getManaged(actor, input.sourceId);
    if (!isListed(source)) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
    this.checkDays(input.startDate, input.endDate, true);
    const ids = [...new Set(input.granteeIds)];
    const users = new Map((await this.deps.users.findByIds(ids)).map((u) => [u.id, u]));
    for (const id of ids) {
      const user = users.get(id);
      if (!user || user.roleType !== RoleType.CONSUMER || user.status !== 1 || user.spType !== 1) {
        throw new AppError(
          ErrorCode.GRANT_CONSUMER_INVALID,
          { name: user?.username ?? String(id) },
          { field: 'granteeIds' },
        );
      }
    }
    const targets: (number | null)[] = input.everyone ? [null] : ids;
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockSource(tx, source.id);
      if (!locked || !isListed(locked)) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
      for (const target of targets) {
        const clash = await repo.overlappingGrants(tx, source.id, target, input.startDate, input.endDate);
        if (clash.length > 0) {
          const name = target === null ? '*' : (users.get(target)?.username ?? String(target));
          throw new AppError(ErrorCode.GRANT_OVERLAP, { name }, { field: 'granteeIds' });
        }
      }
      return repo.insertGrants(
        tx,
        targets.map((granteeId) => ({
          sourceId: source.id,
          ownerId: source.ownerId,
          granteeId,
          startDate: input.startDate,
          endDate: input.endDate,
          status: 1,
          remark: input.remark,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
  }

  /**
   * Grants the buyer of a paid asset or table good the good's assets for the days bought, inside the payment's
   * transaction (the delivery of those goods). The grants name the order: their owner cannot change them, an
   * approved refund revokes them.
   */
  async grantForOrder(
    tx: DbOrTx,
    input: {
      sourceIds: number[];
      consumerId: number;
      orderId: number;
      itemId: number;
      startDate: string;
      endDate: string;
      remark: string;
    },
  ): Promise<repo.GrantRow[]> {
    const now = this.deps.clock.now();
    const rows: repo.NewGrant[] = [];
    for (const sourceId of [...new Set(input.sourceIds)]) {
      const source = await repo.findSource(tx, sourceId);
      if (!source) continue;
      rows.push({
        sourceId,
        ownerId: source.ownerId,
        granteeId: input.consumerId,
        startDate: input.startDate,
        endDate: input.endDate,
        status: 1,
        remark: input.remark,
        orderId: input.orderId,
        itemId: input.itemId,
        createdBy: source.ownerId,
        createdAt: now,
        updatedAt: now,
      });
    }
    return rows.length ? repo.insertGrants(tx, rows) : [];
  }

  /** Revokes the grants of a refunded order (in the refund's transaction). */
  revokeOrderGrants(tx: DbOrTx, orderId: number): Promise<number> {
    return repo.revokeOrderGrants(tx, orderId, this.deps.clock.now());
  }

  /** Changes dates or remark of a grant on the caller's asset, revokes (0) or reinstates (1) it. */
  async updateGrant(
    actor: Actor,
    input: {
      id: number;
      startDate?: string | undefined;
      endDate?: string | undefined;
      remark?: string | undefined;
      status?: number | undefined;
    },
  ) {
    const grant = await repo.findGrant(this.deps.db, input.id);
    if (!grant || grant.ownerId !== actor.userId) throw notFound();
    if (grant.orderId !== null) throw new AppError(ErrorCode.GRANT_FROM_ORDER, { id: String(grant.orderId) });
    const startDate = input.startDate ?? grant.startDate;
    const endDate = input.endDate ?? grant.endDate;
    const status = input.status ?? grant.status;
    const datesChanged = startDate !== grant.startDate || endDate !== grant.endDate;
    const reinstated = status === 1 && grant.status === 0;
    if (datesChanged || reinstated) this.checkDays(startDate, endDate, true);
    // Read before the transaction: on PGlite only `tx` may be used inside it.
    const [grantee] = grant.granteeId === null ? [] : await this.deps.users.findByIds([grant.granteeId]);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      if (status === 1 && (datesChanged || reinstated)) {
        const source = await repo.lockSource(tx, grant.sourceId);
        if (!source || !isListed(source)) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
        const clash = await repo.overlappingGrants(
          tx,
          grant.sourceId,
          grant.granteeId,
          startDate,
          endDate,
          grant.id,
        );
        if (clash.length > 0) {
          throw new AppError(ErrorCode.GRANT_OVERLAP, { name: grantee?.username ?? '*' });
        }
      }
      return repo.updateGrant(tx, grant.id, {
        startDate,
        endDate,
        status,
        remark: input.remark ?? grant.remark,
        updatedAt: now,
      });
    });
  }

  /** The caller's grant in force today on an asset (consumers). */
  grantInForce(actor: Actor, sourceId: number) {
    if (actor.roleType !== RoleType.CONSUMER) return Promise.resolve(null);
    return repo.grantInForce(this.deps.db, sourceId, actor.userId, this.today());
  }

  grantStateOf(grant: repo.GrantRow) {
    return grantState(grant, this.today());
  }
}

// --- helpers ------------------------------------------------------------------------------------------------

function basicColumns(input: SourceInput) {
  return {
    name: input.name,
    classificationId: input.classificationId,
    tags: [...new Set(input.tags)],
    securityLevelId: input.securityLevelId,
    description: input.description,
    updateFrequency: input.updateFrequency,
    storageType: input.storageType,
  };
}

const tableKey = (t: { schema: string; table: string } | repo.TableRow) =>
  'schemaName' in t ? `${t.schemaName}\u0000${t.tableName}` : `${t.schema}\u0000${t.table}`;

/** The grade that applies to a field: its own, else the asset's; undefined when that grade was deleted. */
export function gradeOf(
  fieldLevelId: number | null,
  sourceLevelId: number | null,
  grades: Map<number, GradeInfo>,
): GradeInfo | undefined {
  const id = fieldLevelId ?? sourceLevelId;
  return id === null ? undefined : grades.get(id);
}

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
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

/** A concurrent insert can still hit the unique name index after the check: answer the same clear error. */
async function uniqueName<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ErrorCode.SOURCE_NAME_TAKEN, { name }, { field: 'name' });
    }
    throw error;
  }
}
