import { endpoints, type UpdateUShield } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { ukeyKey } from './keys';

/** POST /server/user/queryUShield: an account's key and history (operator). */
export function useUShieldDetail(userId: string | undefined) {
  return useQuery({
    queryKey: [...ukeyKey, 'detail', userId],
    queryFn: ({ signal }) => api(endpoints.ukey.queryUShield, { body: { userId: Number(userId) }, signal }),
    enabled: Boolean(userId),
    meta: { silentError: true },
  });
}

/** POST /server/user/updateUShield: issue (bind or change), freeze, unfreeze, unbind, reset PIN. */
export function useUpdateUShield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUShield) => api(endpoints.ukey.updateUShield, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ukeyKey }),
  });
}
