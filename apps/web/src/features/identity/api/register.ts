import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export type RegisterInput = BodyOf<typeof endpoints.identity.register>;

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterInput) => api(endpoints.identity.register, { body }),
  });
}
