import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { baseInfoQuery } from './base-info';
import { userInfoQuery } from './user-info';

export type UpdateUserInfoInput = BodyOf<typeof endpoints.identity.updateUserInfo>;

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserInfoInput) => api(endpoints.identity.updateUserInfo, { body }),
    onSuccess: (info) => {
      queryClient.setQueryData(baseInfoQuery().queryKey, info);
      void queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey });
    },
  });
}
