import { endpoints, goods } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayKey } from './keys';

/** The most goods the filter offers (the largest page size); the table still has every good's calls. */
const LIMIT = 100;

/** The caller's API goods (every one for the operator), newest first, for the usage filter. */
export function useApiGoodsOptions() {
  return useQuery({
    queryKey: [...gatewayKey, 'apiGoods'],
    queryFn: async ({ signal }) => {
      const page = await api(endpoints.goods.list, {
        body: { page: 1, limit: LIMIT, itemType: goods.ItemType.API },
        signal,
      });
      return page.list.map((item) => ({ value: item.id, label: item.name }));
    },
    staleTime: 5 * 60 * 1000,
    meta: { silentError: true },
  });
}
