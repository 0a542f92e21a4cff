import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const historicListQuery = (processInstanceId: string) =>
  queryOptions({
    queryKey: ['workflow', 'history', processInstanceId],
    queryFn: ({ signal }) => api(endpoints.workflow.historicList, { query: { processInstanceId }, signal }),
    meta: { silentError: true },
  });

/** GET /flow/common/historic/list: the steps of a process, oldest first, the open one last. */
export function useHistoricList(processInstanceId: string | undefined) {
  return useQuery({ ...historicListQuery(processInstanceId ?? ''), enabled: Boolean(processInstanceId) });
}
