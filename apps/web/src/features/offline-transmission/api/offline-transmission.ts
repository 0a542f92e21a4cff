import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';

const e = endpoints.offlineTransmission;
export const offlineKey = (orderId: string) => ['offline-transmission', orderId] as const;

/** The order's export (null before the first one). */
export function useTransmission(orderId: string) {
  return useQuery({
    queryKey: [...offlineKey(orderId), 'one'],
    queryFn: () => api(e.getOne, { body: { orderId } }),
  });
}

/** The buyer's nodes an export can be made for. */
export function useBuyerNodes(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...offlineKey(orderId), 'nodes'],
    queryFn: () => api(e.buyerNodes, { body: { orderId } }),
    enabled,
  });
}

export function useEncrypt(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nodeId: string) => api(e.encrypt, { body: { orderId, nodeId }, long: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: offlineKey(orderId) }),
  });
}

/** The private key goes to the server for this one check and is dropped there; never kept here either. */
export function useDecryptCheck(orderId: string) {
  return useMutation({
    mutationFn: (privateKey: string) => api(e.decrypt, { body: { orderId, privateKey }, long: true }),
  });
}

export function useTestEncryption() {
  return useMutation({
    mutationFn: (body: { nodeId: string; privateKey: string }) => api(e.testEncryption, { body }),
  });
}

export function useConfirmReceipt(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(e.confirm, { query: { orderId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: offlineKey(orderId) }),
  });
}

export function downloadEncrypted(orderId: string, index: number, fallbackName: string) {
  return downloadFile({ method: 'GET', url: e.file.path, query: { orderId, index }, fallbackName });
}
