import { endpoints, type TrustedStorageInput } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { trustedStorageKey } from './keys';

/** POST /server/hdfsConfig/insert: tested by the server first; a failed test rejects with its reason. */
export function useSaveTrustedConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrustedStorageInput) =>
      api(endpoints.trustedStorage.insertTrustedStorage, { body, long: true }),
    // Another storage means other files: every list of the feature is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedStorageKey }),
  });
}
