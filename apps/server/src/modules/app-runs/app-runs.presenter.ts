import type { appRuns } from '@datamall/contract';
import type { DefinitionRow, RunRow } from './app-runs.repository.js';

export function toDefinition(row: DefinitionRow): appRuns.AppDefinition {
  return {
    itemId: String(row.itemId),
    inputs: row.inputs,
    output: row.output,
    job: row.job,
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toRun(row: RunRow): appRuns.Run {
  return {
    id: String(row.id),
    orderId: String(row.orderId),
    operationType: row.operationType,
    result: row.result,
    failure: row.failure,
    failureDetail: row.failureDetail,
    progress: row.progress,
    rowsRead: row.rowsRead,
    rowsWritten: row.rowsWritten,
    outputLocation: row.outputLocation,
    startDate: row.startedAt?.toISOString() ?? null,
    finishDate: row.finishedAt?.toISOString() ?? null,
    createDate: row.createdAt.toISOString(),
  };
}

export function toRunDetail(row: RunRow): appRuns.RunDetail {
  return { ...toRun(row), log: row.log, preview: row.preview };
}
