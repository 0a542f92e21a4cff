import { endpoints, RoleType } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { goodsKey } from './keys';

const grantsKey = (itemId: string) => [...goodsKey, 'grants', itemId] as const;

/** The good's black/white list: its grants are the white list. */
export function useItemGrants(itemId: string) {
  return useQuery({
    queryKey: grantsKey(itemId),
    queryFn: ({ signal }) =>
      api(endpoints.accessLists.queryBlackWhiteList, {
        body: { targetType: 'goods', targetId: Number(itemId) },
        signal,
      }),
  });
}

/** Approved consumers whose username contains the text (at most 20), for the grant picker. */
export function useConsumerSearch(username: string) {
  return useQuery({
    queryKey: [...goodsKey, 'grantConsumers', username],
    queryFn: ({ signal }) =>
      api(endpoints.users.userPickerPage, {
        query: { page: 1, limit: 20, username: username.trim() || undefined, roleType: RoleType.CONSUMER },
        signal,
      }),
  });
}

/** updateAuthenticRight: grant (status 1) or revoke (status 0) consumers on the good. */
export function useUpdateItemGrants(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { consumerIds: string[]; status: 0 | 1 }) =>
      api(endpoints.goods.updateAuthenticRight, {
        body: { itemId: Number(itemId), consumerIds: body.consumerIds.map(Number), status: body.status },
      }),
    onSuccess: (list) => queryClient.setQueryData(grantsKey(itemId), list),
  });
}
