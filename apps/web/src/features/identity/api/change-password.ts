import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export type ChangePasswordInput = BodyOf<typeof endpoints.identity.changePassword>;

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api(endpoints.identity.changePassword, { body }),
  });
}
