import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/item/queryOrderByNum: paid orders, units sold, buyers, favourites and views of a good. */
export function useOrderCounters(itemId: string | undefined) {
  return useQuery({
    queryKey: [...mallKey, 'counters', itemId],
    queryFn: ({ signal }) => api(endpoints.mall.queryOrderByNum, { body: { itemId: itemId ?? '' }, signal }),
    enabled: Boolean(itemId),
    // Only the detail page's counters: its own error (e.g. an unknown good) is shown in place.
    meta: { silentError: true },
  });
}
