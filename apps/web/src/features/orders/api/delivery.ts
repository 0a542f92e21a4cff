import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { ordersKey } from './orders';

const deliveryKey = (orderId: string) => [...ordersKey, 'delivery', orderId] as const;

/**
 * GET /server/delivery/get: files, hashes, downloads and log, or the API credential (never its key). `pollMs`
 * re-reads it at that interval (while a download started by the page reaches the server).
 */
export function useDelivery(orderId: string, enabled = true, pollMs: number | false = false) {
  return useQuery({
    queryKey: deliveryKey(orderId),
    queryFn: () => api(endpoints.delivery.get, { query: { orderId } }),
    enabled,
    refetchInterval: pollMs,
  });
}

/** POST /server/delivery: fresh signed links (5 minutes); the first call records each file's SHA-256. */
export function useDeliver(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.delivery.deliver, { body: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKey(orderId) }),
  });
}

export function useConfirmDelivery(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.delivery.confirm, { body: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** A key slot of an API credential: two keys may be live at once, so a buyer can switch keys without downtime. */
export type KeySlot = 1 | 2;

export interface KeyAction {
  action: 'reveal' | 'rotate';
  /** Rotate: the slot to put a new key in (1 default; 2 creates or replaces the second key). */
  slot?: KeySlot;
}

/** Reveal (first time only) or rotate (confirmed) the API key of a slot; the answer holds the key once. */
export function useApiKey(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, slot = 1 }: KeyAction) =>
      action === 'reveal'
        ? api(endpoints.delivery.revealKey, { body: { orderId } })
        : api(endpoints.delivery.rotateKey, { body: { orderId, confirm: true, slot } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKey(orderId) }),
  });
}

/** POST /server/delivery/apiCredential/revoke: removes the key of a slot (the last live key answers 409). */
export function useRevokeKey(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: KeySlot) =>
      api(endpoints.delivery.revokeKey, { body: { orderId, slot, confirm: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKey(orderId) }),
  });
}

/** POST /server/evidence/verify. */
export function useVerifyEvidence(orderId: string) {
  return useMutation({
    mutationFn: () => api(endpoints.evidence.verify, { body: { orderId } }),
  });
}

/** GET /server/evidence/receipt (buyer only). */
export function useReceipt(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ordersKey, 'receipt', orderId],
    queryFn: () => api(endpoints.evidence.receipt, { query: { orderId } }),
    enabled,
  });
}
