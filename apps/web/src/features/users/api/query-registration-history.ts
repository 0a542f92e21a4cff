import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const registrationHistoryQuery = (processInstanceId: string) =>
  queryOptions({
    queryKey: ['users', 'registration-history', processInstanceId],
    queryFn: ({ signal }) => api(endpoints.workflow.historicList, { query: { processInstanceId }, signal }),
    meta: { silentError: true },
  });

/** The steps of a registration review, oldest first: where an approval's comment is kept. */
export function useRegistrationHistory(processInstanceId: string | undefined) {
  return useQuery({
    ...registrationHistoryQuery(processInstanceId ?? ''),
    enabled: Boolean(processInstanceId),
  });
}
