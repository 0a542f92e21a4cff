import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const shopInfoQuery = () =>
  queryOptions({
    queryKey: ['users', 'shop-info'],
    queryFn: ({ signal }) => api(endpoints.users.queryShopInfo, { signal }),
  });

/** The own shop of a supplier or developer. */
export function useShopInfo() {
  return useQuery(shopInfoQuery());
}
