import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/facets: classification, brand and tag counts of a kind (and keyword, shop). */
export function useMallFacets(body: { itemType?: number; keyword?: string; ownerId?: string }) {
  return useQuery({
    queryKey: [...mallKey, 'facets', body],
    queryFn: ({ signal }) => api(endpoints.mall.facets, { body, signal }),
    staleTime: 60_000,
  });
}
