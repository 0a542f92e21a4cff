import { endpoints } from '@datamall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api';
import { gatewayKey, USAGE_STALE_MS } from './keys';

/**
 * GET /server/gateway/usage/credential: calls of one API-goods order over the last `days` China days, quota
 * and validity (the buyer, the good's seller or the operator; others 404, which the page says itself).
 */
export function useCredentialUsage(orderId: string | undefined, days: number) {
  return useQuery({
    queryKey: [...gatewayKey, 'credentialUsage', orderId, days],
    queryFn: ({ signal }) =>
      api(endpoints.gateway.credentialUsage, { query: { orderId: orderId ?? '', days }, signal }),
    enabled: Boolean(orderId),
    staleTime: USAGE_STALE_MS,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === orderId ? previous : undefined,
    meta: { silentError: true },
  });
}

/** Re-reads the usage of an order (after its keys changed: the usage names the live key's prefix). */
export function useRefreshCredentialUsage(orderId: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...gatewayKey, 'credentialUsage', orderId] }),
    [queryClient, orderId],
  );
}
