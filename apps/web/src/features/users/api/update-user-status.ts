import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface UpdateUserStatusInput {
  userId: string;
  /** user_status: disabled 0, normal 1. */
  status: 0 | 1;
}

/** Enables or disables an account; disabling ends all of the user's sessions on the server. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserStatusInput) => api(endpoints.users.updateUserStatus, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
