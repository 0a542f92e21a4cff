import { endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { gatewayKey, USAGE_STALE_MS } from './keys';

/**
 * GET /server/gateway/usage/seller: calls of the developer's API goods (every good for the operator) over the
 * last `days` China days, by day and per good and consumer; `itemId` narrows to one good.
 */
export function useSellerUsage(itemId: string | undefined, days: number) {
  return useQuery({
    queryKey: [...gatewayKey, 'sellerUsage', itemId ?? 'all', days],
    queryFn: ({ signal }) =>
      api(endpoints.gateway.sellerUsage, { query: { itemId: itemId || undefined, days }, signal }),
    staleTime: USAGE_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
