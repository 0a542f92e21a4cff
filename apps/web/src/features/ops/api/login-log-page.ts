import { endpoints, type LoginLogRow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface LoginLogFilter {
  username?: string;
  /** login_status: failed 0, success 1, locked 2. */
  status?: number;
}

export const loginLogPageKey = ['ops', 'login-log'] as const;

/** GET /sys/log/login/page: login log, newest first. */
export function fetchLoginLogPage(
  { page, limit, orderField, order, username, status }: PageParams & LoginLogFilter,
  signal?: AbortSignal,
): Promise<PageData<LoginLogRow>> {
  return api(endpoints.ops.loginLogPage, {
    query: { page, limit, orderField, order, username, status },
    signal,
  });
}

/** GET /sys/log/login/export: the filtered rows as .xlsx (newest first), saved by the browser. */
export function exportLoginLog(filter: LoginLogFilter): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.ops.loginLogExport.path,
    query: { ...filter },
    fallbackName: 'login-log.xlsx',
  });
}
