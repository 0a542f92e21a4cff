import { endpoints, settings } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';

export const uploadLimitsKey = ['upload-limits'] as const;

/** An operator's change of a limit reaches pages opened later than this. */
const UPLOAD_LIMITS_STALE_MS = 60_000;

/**
 * The upload limits in force (the operator may change them under sys/params): the contract's defaults until the
 * answer arrives or when the call fails, since the server checks every upload again anyway.
 */
export function useUploadLimits(): settings.UploadLimits {
  const { data } = useQuery({
    queryKey: uploadLimitsKey,
    queryFn: ({ signal }) => api(endpoints.settings.uploadLimits, { signal }),
    staleTime: UPLOAD_LIMITS_STALE_MS,
    meta: { silentError: true },
  });
  return data ?? settings.DEFAULT_UPLOAD_LIMITS;
}
