import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/**
 * POST /server/dataSource/querySourceTopFive: the five assets used by most goods. The public variant on the
 * mall for everyone (V2 answers a supplier's own assets, which belongs to the supplier home, not the mall).
 */
export function useSourceTopFive() {
  return useQuery({
    queryKey: [...mallKey, 'sourceTopFive'],
    queryFn: ({ signal }) => api(endpoints.assets.querySourceTopFive, { signal }),
    staleTime: 60_000,
  });
}
