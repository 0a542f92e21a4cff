import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

export const storeKey = (ownerId: string | undefined) => [...mallKey, 'store', ownerId] as const;

/** GET /server/mall/store: the storefront of a supplier or developer. */
export function useStore(ownerId: string | undefined) {
  return useQuery({
    queryKey: storeKey(ownerId),
    queryFn: ({ signal }) => api(endpoints.mall.store, { query: { ownerId: ownerId ?? '' }, signal }),
    enabled: Boolean(ownerId),
  });
}
