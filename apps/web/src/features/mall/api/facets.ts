import { endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/mall/facets: classification, brand and tag counts of a kind (and keyword, shop). */
export function useMallFacets(body: {
  itemType?: number;
  keyword?: string;
  ownerId?: string;
  classificationId?: string;
  brandId?: string;
  tag?: string;
}) {
  return useQuery({
    queryKey: [...mallKey, 'facets', body],
    queryFn: ({ signal }) => api(endpoints.mall.facets, { body, signal }),
    staleTime: 60_000,
    // Counts follow the other selections: keep the panel while the next counts load.
    placeholderData: keepPreviousData,
  });
}
