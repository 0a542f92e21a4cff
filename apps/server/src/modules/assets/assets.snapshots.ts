import type { DbOrTx } from '../../platform/db.js';
import { SourceStatus, VersionStatus } from './assets.policy.js';
import * as repo from './assets.repository.js';
import type { SnapshotTable, VersionSnapshot } from './assets.table.js';

/** What made a version: the asset's registration, a change of its tables, or of its dictionary. */
export interface VersionChange {
  kind: 'create' | 'tables' | 'dictionary';
  note: string;
  actorUserId: number;
  now: Date;
}

/** Snapshot of the working tables and dictionary. */
export async function snapshotOf(db: DbOrTx, sourceId: number): Promise<VersionSnapshot> {
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
export async function recordVersion(
  tx: DbOrTx,
  source: repo.SourceRow,
  change: VersionChange,
): Promise<repo.SourceRow> {
  const { now } = change;
  const version = source.currentVersion + 1;
  await repo.retireDrafts(tx, source.id, now);
  const snapshot = await snapshotOf(tx, source.id);
  await repo.insertVersion(tx, {
    sourceId: source.id,
    version,
    status: VersionStatus.TO_LIST,
    changeKind: change.kind,
    changeNote: change.note.slice(0, 200),
    snapshot,
    tableCount: snapshot.tables.length,
    fieldCount: snapshot.tables.reduce((n, t) => n + t.fields.length, 0),
    createdBy: change.actorUserId,
    createdAt: now,
    updatedAt: now,
  });
  const status =
    source.status === SourceStatus.APPROVED || source.status === SourceStatus.REJECTED
      ? SourceStatus.DRAFT
      : source.status;
  return repo.updateSource(tx, source.id, { currentVersion: version, status, updatedAt: now });
}
