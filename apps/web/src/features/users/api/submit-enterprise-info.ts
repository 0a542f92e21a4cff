import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { enterpriseInfoKey } from './query-enterprise-info';
import { enterprisePageKey } from './query-enterprise-page';

export type SubmitEnterpriseInput = BodyOf<typeof endpoints.users.submitEnterpriseInfo>;

/** Submits the own enterprise identity for review, then refetches it (now awaiting platform review). */
export function useSubmitEnterpriseInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitEnterpriseInput) => api(endpoints.users.submitEnterpriseInfo, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseInfoKey }),
        queryClient.invalidateQueries({ queryKey: enterprisePageKey }),
      ]),
  });
}
