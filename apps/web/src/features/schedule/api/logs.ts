import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { scheduleKey } from './keys';

const e = endpoints.schedule;

export interface LogFilter {
  jobId?: string;
  status?: number;
  startDate?: string;
  endDate?: string;
}

export function fetchLogPage(params: PageParams & LogFilter, signal?: AbortSignal) {
  const { page, limit, jobId, status, startDate, endDate } = params;
  const id = jobId && /^\d+$/.test(jobId) ? Number(jobId) : undefined;
  return api(e.logPage, { query: { page, limit, jobId: id, status, startDate, endDate }, signal });
}

/** One run with its full error text (the drawer). */
export function useJobLog(id?: string) {
  return useQuery({
    queryKey: [...scheduleKey, 'log', id],
    queryFn: ({ signal }) => api(e.logInfo, { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}
