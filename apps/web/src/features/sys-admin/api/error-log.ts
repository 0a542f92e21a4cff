import { type ErrorLogRow, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface ErrorLogFilter {
  username?: string;
  url?: string;
  /** China days, YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
}

export const errorLogKey = ['sysAdmin', 'error-log'] as const;

/** GET /sys/log/error/page: unexpected server errors, newest first. */
export function fetchErrorLogPage(
  { page, limit, username, url, startDate, endDate }: PageParams & ErrorLogFilter,
  signal?: AbortSignal,
): Promise<PageData<ErrorLogRow>> {
  return api(endpoints.sysAdmin.errorLogPage, {
    query: { page, limit, username, url, startDate, endDate },
    signal,
  });
}

/** GET /sys/log/error/{id}: one entry with its stack. */
export function useErrorLogDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...errorLogKey, 'detail', id],
    queryFn: ({ signal }) => api(endpoints.sysAdmin.errorLogInfo, { params: { id: id as string }, signal }),
    enabled: Boolean(id),
  });
}

/** DELETE /sys/log/error: all entries, or those older than `olderThanDays`. */
export function usePurgeErrorLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (olderThanDays: number | undefined) =>
      api(endpoints.sysAdmin.purgeErrorLog, { body: olderThanDays ? { olderThanDays } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: errorLogKey }),
  });
}
