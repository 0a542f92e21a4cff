import type { repetition } from '@datamall/contract';
import type { JobRow } from './repetition.repository.js';

export function toJob(row: JobRow): repetition.RepetitionJob {
  const finished = row.status === 'finished';
  return {
    serialNo: row.serialNo,
    itemId: String(row.itemId),
    itemName: row.itemName,
    status: row.status as repetition.RepetitionStatus,
    progress: finished ? 100 : row.total > 0 ? Math.floor((row.compared * 100) / row.total) : 0,
    compared: row.compared,
    total: row.total,
    rowCount: row.rowCount,
    matches: row.matches.map((m) => ({ ...m, itemId: String(m.itemId) })),
    error: row.error,
    createDate: row.createdAt.toISOString(),
    finishDate: row.finishedAt?.toISOString() ?? null,
  };
}
