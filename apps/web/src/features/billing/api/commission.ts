import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { billingKey } from './bills';

const commissionKey = [...billingKey, 'commission'] as const;

export function useCommission() {
  return useQuery({
    queryKey: commissionKey,
    queryFn: () => api(endpoints.billing.commissionConfig),
  });
}

export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { classificationId: string; rate: number }) =>
      api(endpoints.billing.setCommission, { body }),
    onSuccess: (config) => queryClient.setQueryData(commissionKey, config),
  });
}

export function useDeleteCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classificationId: string) =>
      api(endpoints.billing.deleteCommission, { body: { classificationId } }),
    onSuccess: (config) => queryClient.setQueryData(commissionKey, config),
  });
}
