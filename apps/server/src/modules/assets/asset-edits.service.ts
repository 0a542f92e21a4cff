import type { assets, DatabaseColumn, RowCountKind } from '@datamall/contract';
import { ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { uniqueName } from '../../platform/unique-name.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ConnectionService } from '../supply/connection.service.js';
import { SourceStatus } from './assets.policy.js';
import * as repo from './assets.repository.js';
import { type AssetService, assertEditable, DATA_SOURCE_TREE } from './assets.service.js';
import { recordVersion } from './assets.snapshots.js';

/** The basic information of an asset's form. */
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

export interface AssetEditServiceDeps {
  db: Db;
  clock: Clock;
  connections: ConnectionService;
  catalog: CatalogService;
  assets: AssetService;
}

/**
 * Registration of an asset from chosen tables of the owner's live database, edits of its basic information and
 * tables (a change of tables is a new version), and deletion.
 */
export class AssetEditService {
  constructor(private readonly deps: AssetEditServiceDeps) {}

  /** Checks the catalog references of the form: a data-source classification that is enabled, and a grade. */
  private async checkReferences(input: SourceInput) {
    const node = await this.deps.catalog.get(input.classificationId).catch(() => null);
    if (!node || node.classify !== DATA_SOURCE_TREE || node.status !== 1) {
      throw new AppError(ErrorCode.SOURCE_CLASSIFICATION_INVALID, {}, { field: 'classificationId' });
    }
    if (!(await this.deps.assets.grades()).has(input.securityLevelId)) {
      throw new AppError(ErrorCode.SOURCE_LEVEL_INVALID, {}, { field: 'securityLevelId' });
    }
  }

  private async assertNameFree(db: DbOrTx, ownerId: number, name: string, selfId?: number) {
    const clash = await repo.findSourceByName(db, ownerId, name);
    if (clash && clash.id !== selfId) {
      throw new AppError(ErrorCode.SOURCE_NAME_TAKEN, { name }, { field: 'name' });
    }
  }

  /** Registers an asset from chosen tables of the caller's connection: draft, version 1. */
  async create(actor: Actor, input: SourceInput & { connectionId: number; tables: TableRef[] }) {
    checkDistinct(input.tables);
    await this.checkReferences(input);
    await this.assertNameFree(this.deps.db, actor.userId, input.name);
    const connection = await this.deps.connections.getOwned(actor, input.connectionId);
    const live = await readLiveTables(this.deps.connections, actor, connection.id, input.tables);
    const now = this.deps.clock.now();
    return uniqueName(
      ErrorCode.SOURCE_NAME_TAKEN,
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
        for (const [index, table] of live.entries()) await registerTable(tx, source.id, table, index, now);
        return recordVersion(tx, source, { kind: 'create', note: '', actorUserId: actor.userId, now });
      }),
    );
  }

  /** Edits basic information; with `tables`, replaces the registered tables (a new version when they differ). */
  async update(
    actor: Actor,
    id: number,
    input: SourceInput & { tables?: TableRef[] | undefined; changeNote?: string | undefined },
  ) {
    const current = await this.deps.assets.getManaged(actor, id);
    assertEditable(current);
    if (input.tables) checkDistinct(input.tables);
    await this.checkReferences(input);
    await this.assertNameFree(this.deps.db, actor.userId, input.name, id);
    const registered = await repo.listTables(this.deps.db, id);
    const activeKeys = new Set(registered.filter((t) => t.active).map(tableKey));
    const wanted = input.tables ?? null;
    const changesTables =
      wanted !== null &&
      (wanted.length !== activeKeys.size || wanted.some((t) => !activeKeys.has(tableKey(t))));
    const added = changesTables ? wanted!.filter((t) => !activeKeys.has(tableKey(t))) : [];
    const live = await readLiveTables(this.deps.connections, actor, current.connectionId, added);
    const now = this.deps.clock.now();
    return uniqueName(
      ErrorCode.SOURCE_NAME_TAKEN,
      input.name,
      this.deps.db.transaction(async (tx) => {
        const locked = await repo.lockSource(tx, id);
        if (!locked) throw notFound();
        assertEditable(locked);
        const source = await repo.updateSource(tx, id, { ...basicColumns(input), updatedAt: now });
        if (!changesTables) return source;
        await replaceTables(tx, id, wanted!, live, now);
        const note = input.changeNote ?? '';
        return recordVersion(tx, source, { kind: 'tables', note, actorUserId: actor.userId, now });
      }),
    );
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
        const used = await this.deps.assets.usagesOf(tx, id);
        if (used.length > 0) {
          throw new AppError(ErrorCode.SOURCE_IN_USE, { name: source.name, count: used.length });
        }
      }
      await repo.deleteSources(tx, unique);
    });
  }
}

// --- registering live tables --------------------------------------------------------------------------------

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

const tableKey = (t: TableRef | repo.TableRow) =>
  'schemaName' in t ? `${t.schemaName}\u0000${t.tableName}` : `${t.schema}\u0000${t.table}`;

function checkDistinct(tables: TableRef[]) {
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
async function readLiveTables(
  connections: ConnectionService,
  actor: Actor,
  connectionId: number,
  tables: TableRef[],
): Promise<LiveTable[]> {
  if (tables.length === 0) return [];
  return connections.withConnector(actor, connectionId, async (c) => {
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

/** Adds (or takes back) a table into the working set, merging the live columns with any kept dictionary. */
async function registerTable(
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
  await mergeFields(tx, sourceId, row.id, table.columns, now);
}

/** The table's dictionary after its live columns: gone ones deleted, kept ones updated, new ones added ungraded. */
async function mergeFields(tx: DbOrTx, sourceId: number, tableId: number, live: DatabaseColumn[], now: Date) {
  const kept = new Map((await repo.listFields(tx, [tableId])).map((f) => [f.name, f]));
  const liveNames = new Set(live.map((c) => c.name));
  await repo.deleteFields(
    tx,
    [...kept.values()].filter((f) => !liveNames.has(f.name)).map((f) => f.id),
  );
  const fresh: repo.NewField[] = [];
  for (const [index, column] of live.entries()) {
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
        tableId,
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

/**
 * Makes `wanted` the working set of tables, in its order, under the asset's row lock: tables left out are marked
 * inactive, kept ones re-sorted, the others registered from `live` (their columns, read before the lock).
 */
async function replaceTables(tx: DbOrTx, sourceId: number, wanted: TableRef[], live: LiveTable[], now: Date) {
  // Read again under the lock: the columns were read for the tables that were new before it.
  const current = await repo.listTables(tx, sourceId);
  const byKey = new Map(current.map((t) => [tableKey(t), t]));
  const wantedKeys = new Set(wanted.map(tableKey));
  for (const t of current) {
    if (t.active && !wantedKeys.has(tableKey(t))) {
      await repo.updateTable(tx, t.id, { active: false, updatedAt: now });
    }
  }
  for (const [index, ref] of wanted.entries()) {
    const existing = byKey.get(tableKey(ref));
    const read = live.find((l) => tableKey(l) === tableKey(ref));
    if (existing?.active) await repo.updateTable(tx, existing.id, { sort: index, updatedAt: now });
    else if (read) await registerTable(tx, sourceId, read, index, now, existing);
    // Taken out by a concurrent edit after the columns were read: let the owner retry.
    else throw illegalState();
  }
}
