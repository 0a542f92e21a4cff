import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** GET itemSample: the sample file of a listed good, its format and a preview of its first rows. */
export function useMallItemSample(itemId: string | undefined) {
  return useQuery({
    queryKey: [...mallKey, 'sample', itemId],
    queryFn: ({ signal }) => api(endpoints.mall.itemSample, { query: { itemId: itemId ?? '' }, signal }),
    enabled: Boolean(itemId),
    // Sample files are never changed in place (a new upload is a new file).
    staleTime: 5 * 60_000,
    // Shown in place: no toast on top of it.
    meta: { silentError: true },
  });
}
