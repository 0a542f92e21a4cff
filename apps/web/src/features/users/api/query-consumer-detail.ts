import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const consumerDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', 'consumer-detail', id],
    queryFn: ({ signal }) => api(endpoints.users.queryConsumerDetail, { query: { id }, signal }),
  });

/** A consumer with the credit limit and available credit (1/10000 yuan, as strings). */
export function useConsumerDetail(id: string | undefined) {
  return useQuery({ ...consumerDetailQuery(id ?? ''), enabled: Boolean(id) });
}
