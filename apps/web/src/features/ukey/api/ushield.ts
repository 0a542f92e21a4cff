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

/** POST /server/user/ukeyPolicy: which account types must use a USB key (operator). */
export function useUKeyPolicy() {
  return useQuery({
    queryKey: [...ukeyKey, 'policy'],
    queryFn: ({ signal }) => api(endpoints.ukey.ukeyPolicy, { signal }),
  });
}

/** POST /server/user/updateUKeyPolicy: require (or not) a USB key of every account of a type. */
export function useUpdateUKeyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roleType: 1 | 2 | 3; required: boolean }) =>
      api(endpoints.ukey.updateUKeyPolicy, { body }),
    onSuccess: (policies) => queryClient.setQueryData([...ukeyKey, 'policy'], policies),
  });
}
