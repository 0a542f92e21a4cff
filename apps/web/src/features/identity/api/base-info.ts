import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const baseInfoQuery = () =>
  queryOptions({
    queryKey: ['identity', 'base-info'],
    queryFn: ({ signal }) => api(endpoints.identity.baseInfo, { signal }),
  });

export function useBaseInfo() {
  return useQuery(baseInfoQuery());
}
