import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayKey } from './keys';

/**
 * The first documented interface of a listed API good (GET /server/item/itemInterfaceDoc, public), for the
 * ready-to-copy call; null when the good documents none. A good no longer listed answers 404: the call example
 * then falls back to a path placeholder, without a toast.
 */
export function useFirstInterface(itemId: string | undefined) {
  return useQuery({
    queryKey: [...gatewayKey, 'firstInterface', itemId],
    queryFn: async ({ signal }) => {
      const docs = await api(endpoints.mall.itemInterfaceDoc, { query: { itemId: itemId ?? '' }, signal });
      return docs.interfaces[0] ?? null;
    },
    enabled: Boolean(itemId),
    staleTime: 5 * 60 * 1000,
    meta: { silentError: true },
  });
}
