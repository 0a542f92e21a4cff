import { endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

export interface StoresQuery {
  page: number;
  limit: number;
  roleType?: number;
  name?: string;
}

/** POST /server/mall/stores: suppliers and developers with listed goods. */
export function useStores(body: StoresQuery) {
  return useQuery({
    queryKey: [...mallKey, 'stores', body],
    queryFn: ({ signal }) => api(endpoints.mall.stores, { body, signal }),
    placeholderData: keepPreviousData,
  });
}
