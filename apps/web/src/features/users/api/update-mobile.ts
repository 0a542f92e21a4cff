import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { securityInfoQuery } from './security-info';

export type UpdateMobileInput = BodyOf<typeof endpoints.users.updateMobile>;

/** Moves the own account to a new mobile (password + SMS code sent to the new number). */
export function useUpdateMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMobileInput) => api(endpoints.users.updateMobile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityInfoQuery().queryKey }),
  });
}
