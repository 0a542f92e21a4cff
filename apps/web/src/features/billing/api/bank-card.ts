import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { billingKey } from './bills';

const bankCardKey = [...billingKey, 'bankcard'] as const;

/** The seller's payout bank account, or null. */
export function useBankCard() {
  return useQuery({
    queryKey: bankCardKey,
    queryFn: () => api(endpoints.billing.bankCardInfo),
  });
}

export function useSaveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { accountName: string; bankName: string; branchName?: string; cardNumber: string }) =>
      api(endpoints.billing.bankCardSave, { body }),
    onSuccess: (card) => queryClient.setQueryData(bankCardKey, card),
  });
}
