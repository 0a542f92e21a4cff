import { endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { ConsumerUsageFilter } from '../consumer-usage-filter';
import { gatewayKey, USAGE_STALE_MS } from './keys';

/**
 * GET /server/gateway/usage/consumer: the consumer's calls per API order and China day, newest day first, one
 * page of them with the totals over the whole filter. The page shows a failure itself (no toast).
 */
export function useConsumerUsage({ orderId, from, to, page, limit }: ConsumerUsageFilter) {
  return useQuery({
    queryKey: [...gatewayKey, 'consumerUsage', { orderId, from, to, page, limit }],
    queryFn: ({ signal }) =>
      api(endpoints.gateway.consumerUsage, { query: { page, limit, orderId, from, to }, signal }),
    staleTime: USAGE_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
