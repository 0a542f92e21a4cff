import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { askSecurityKey } from '../../../shared/security-key/ceremony';
import { ukeyKey } from './keys';

/** POST /server/user/getUKeySerialNo: the caller's key (serial number and state). */
export function useMyUKey() {
  return useQuery({
    queryKey: [...ukeyKey, 'mine'],
    queryFn: ({ signal }) => api(endpoints.ukey.getUKeySerialNo, { signal }),
  });
}

/** POST /server/user/updateUKeyPin: old PIN required; wrong ones count towards the lock. */
export function useChangeUKeyPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { oldPin: string; newPin: string }) => api(endpoints.ukey.updateUKeyPin, { body }),
    // A wrong PIN changes the attempts left too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ukeyKey }),
  });
}

/** POST /server/user/reportUKeyLost: freezes the caller's key, confirmed with the login password. */
export function useReportUKeyLost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api(endpoints.ukey.reportUKeyLost, { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ukeyKey }),
  });
}

/** Registers the caller's issued key as a security key: creation options, the key's attestation, the PIN. */
export function useRegisterSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pin: string) => {
      const ceremony = await api(endpoints.ukey.ukeyRegistrationOptions);
      const response = await askSecurityKey('register', ceremony);
      return api(endpoints.ukey.ukeyRegister, {
        body: { ticket: ceremony.ticket, pin, response },
      });
    },
    // A wrong PIN changes the attempts left too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ukeyKey }),
  });
}
