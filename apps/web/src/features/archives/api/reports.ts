import { endpoints } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { archiveReportsKey, viewerKey } from './keys';

export interface ArchiveReportsParams {
  page: number;
  limit: number;
  query?: ArchiveQueryName;
  vin?: string;
}

/** GET /server/archives/reports: the caller's stored reports, newest first (consumer). */
export function useArchiveReports(params: ArchiveReportsParams, enabled = true) {
  return useQuery({
    queryKey: [...archiveReportsKey, viewerKey(), params],
    queryFn: ({ signal }) => api(endpoints.archives.archiveReports, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
