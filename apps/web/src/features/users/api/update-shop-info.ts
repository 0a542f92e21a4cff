import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { shopInfoQuery } from './shop-info';

export type UpdateShopInfoInput = BodyOf<typeof endpoints.users.updateShopInfo>;

/** Saves the own shop; the answer replaces the cached shop. */
export function useUpdateShopInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopInfoInput) => api(endpoints.users.updateShopInfo, { body }),
    onSuccess: (shop) => queryClient.setQueryData(shopInfoQuery().queryKey, shop),
  });
}
