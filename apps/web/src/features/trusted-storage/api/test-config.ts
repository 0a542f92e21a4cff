import { endpoints, type TrustedStorageInput } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /server/hdfsConfig/connectionTest: ok, or the localized reason, with the elapsed time. */
export function useTestTrustedConfig() {
  return useMutation({
    mutationFn: (body: TrustedStorageInput) =>
      api(endpoints.trustedStorage.testTrustedStorage, { body, long: true }),
  });
}
