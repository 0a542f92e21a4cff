import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const shopOwnerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'shop-owner-detail', userId],
    queryFn: ({ signal }) => api(endpoints.users.querySupplierDeveloperDetail, { body: { userId }, signal }),
  });

/** A supplier or developer with their shop; idle until a user is chosen. */
export function useShopOwnerDetail(userId: string | undefined) {
  return useQuery({ ...shopOwnerDetailQuery(userId ?? ''), enabled: Boolean(userId) });
}
