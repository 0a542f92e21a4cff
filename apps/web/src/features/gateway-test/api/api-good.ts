import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayTestKey } from './keys';

/** GET /server/item (owner or operator): the good under test, for its name, kind and state. */
export function useApiGood(itemId: string | undefined) {
  return useQuery({
    queryKey: [...gatewayTestKey, 'good', itemId],
    queryFn: ({ signal }) => api(endpoints.goods.getItem, { query: { itemId: itemId ?? '' }, signal }),
    enabled: Boolean(itemId),
    meta: { silentError: true },
  });
}
