import { type billing, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { billingKey } from './bills';

export const refundsKey = [...billingKey, 'refunds'] as const;

export interface RefundFilter {
  status?: number;
  orderNo?: string;
}

export function refundPageFetcher(
  { page, limit, status, orderNo }: PageParams & RefundFilter,
  signal?: AbortSignal,
): Promise<PageData<billing.Refund>> {
  return api(endpoints.billing.refundPage, { body: { page, limit, status, orderNo }, signal });
}

export function useRefund(id: string | undefined) {
  return useQuery({
    queryKey: [...refundsKey, 'detail', id],
    queryFn: () => api(endpoints.billing.refundDetail, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

/** The consumer requests a refund of a paid order; the `refund` review decides. */
export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; reasonType: number; reason: string }) =>
      api(endpoints.billing.refundApply, { body }),
    // The order list shows refunds too (and an approved one restores credit).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
