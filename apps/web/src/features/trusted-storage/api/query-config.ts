import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { trustedConfigKey } from './keys';

/** POST /server/hdfsConfig/query: the caller's storage settings (never the secret key). */
export function useTrustedConfig() {
  return useQuery({
    queryKey: trustedConfigKey,
    queryFn: () => api(endpoints.trustedStorage.queryTrustedStorage),
  });
}
