import { endpoints, type OperationLogRow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface OperationLogFilter {
  username?: string;
  operation?: string;
  /** successFalse: failure 0, success 1. */
  status?: number;
}

export const operationLogPageKey = ['ops', 'operation-log'] as const;

/** GET /sys/log/operation/page: every write call, newest first. */
export function fetchOperationLogPage(
  { page, limit, orderField, order, username, operation, status }: PageParams & OperationLogFilter,
  signal?: AbortSignal,
): Promise<PageData<OperationLogRow>> {
  return api(endpoints.ops.operationLogPage, {
    query: { page, limit, orderField, order, username, operation, status },
    signal,
  });
}

/** GET /sys/log/operation/export: the filtered rows as .xlsx (newest first), saved by the browser. */
export function exportOperationLog(filter: OperationLogFilter): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.ops.operationLogExport.path,
    query: { ...filter },
    fallbackName: 'operation-log.xlsx',
  });
}
