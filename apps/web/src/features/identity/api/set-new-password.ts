import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export type SetNewPasswordInput = BodyOf<typeof endpoints.identity.setNewPassword>;

export function useSetNewPassword() {
  return useMutation({
    mutationFn: (body: SetNewPasswordInput) => api(endpoints.identity.setNewPassword, { body }),
  });
}
