import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { consumerDetailQuery } from './query-consumer-detail';
import { quotaPageKey } from './query-quota-page';

export interface UpdateQuotaInput {
  userId: string;
  /** Yuan as text, e.g. "12500.50". */
  creditLimit: string;
  reason: string;
}

/** Sets a consumer's credit limit; refreshes the consumer's detail and the ledger. */
export function useUpdateQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQuotaInput) => api(endpoints.users.updateQuota, { body }),
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consumerDetailQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: quotaPageKey }),
      ]),
  });
}
