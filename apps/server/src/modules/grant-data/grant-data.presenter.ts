import type { grantData } from '@datamall/contract';
import type { ExportRow, SyncRow } from './grant-data.repository.js';

export function toExportJob(row: ExportRow): grantData.ExportJob {
  const target = row.target;
  return {
    id: String(row.id),
    grantId: String(row.grantId),
    tableId: String(row.tableId),
    tableName: row.tableName,
    syncId: row.syncId === null ? null : String(row.syncId),
    targetKind: target.kind,
    format: target.kind === 'storage' ? target.format : null,
    location: target.kind === 'storage' ? target.path : target.name,
    filters: row.query.filters,
    state: row.state as grantData.ExportState,
    progress: row.progress,
    rows: row.rows,
    sha256: row.sha256,
    failure: (row.failure as grantData.ExportFailure | null) ?? null,
    failureDetail: row.failureDetail,
    evidenceSeq: row.evidenceSeq === null ? null : String(row.evidenceSeq),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export function toSync(row: SyncRow, targetTableName: string, lastRun: ExportRow | null): grantData.Sync {
  return {
    id: String(row.id),
    grantId: String(row.grantId),
    tableId: String(row.tableId),
    tableName: row.tableName,
    targetTableId: String(row.targetTableId),
    targetTableName,
    filters: row.query.filters,
    frequency: row.frequency as grantData.SyncFrequency,
    nextRunAt: row.nextRunAt ? row.nextRunAt.toISOString() : null,
    lastRun: lastRun ? toExportJob(lastRun) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
