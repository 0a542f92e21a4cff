import { endpoints, type negotiation } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

const e = endpoints.negotiation;
export const negotiationKey = ['negotiation'] as const;

export interface NegotiationFilter {
  status?: number;
  skuId?: string;
}

export function negotiationPage(
  { page, limit, status, skuId }: PageParams & NegotiationFilter,
  signal?: AbortSignal,
): Promise<PageData<negotiation.Negotiation>> {
  return api(e.page, { body: { page, limit, status, skuId }, signal });
}

/** After any change: lists and the order price preview (render) may show another price. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: negotiationKey }),
      client.invalidateQueries({ queryKey: ['orders'] }),
    ]);
}

export function usePropose() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { itemId: string; skuId: string; price: string; message: string }) =>
      api(e.propose, { body }),
    onSuccess: invalidate,
  });
}

export function useDecide() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: string; accept: boolean; reply: string }) => api(e.decide, { body }),
    onSuccess: invalidate,
  });
}

export function useWithdraw() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(e.withdraw, { body: { id } }),
    onSuccess: invalidate,
  });
}
