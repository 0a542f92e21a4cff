import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const processInfoQuery = (processInstanceId: string) =>
  queryOptions({
    queryKey: ['workflow', 'process', processInstanceId],
    queryFn: ({ signal }) => api(endpoints.workflow.processInfo, { query: { processInstanceId }, signal }),
    meta: { silentError: true },
  });

/** GET /flow/process/info: the instance's state and whether the caller may terminate it. */
export function useProcessInfo(processInstanceId: string) {
  return useQuery(processInfoQuery(processInstanceId));
}
