import { endpoints, type oss } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

const e = endpoints.oss;

export const ossKey = ['oss'] as const;

export function useOssConfig() {
  return useQuery({
    queryKey: [...ossKey, 'config'],
    queryFn: ({ signal }) => api(e.getOssConfig, { signal }),
  });
}

/** A round trip with the typed settings (not saved); on the long client: an unreachable store takes its time. */
export function useTestOss() {
  return useMutation({
    mutationFn: (body: oss.OssConfigInput) => api(e.testOss, { body, long: true }),
  });
}

export function useSaveOss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: oss.OssConfigInput) => api(e.saveOss, { body, long: true }),
    onSuccess: (config) => queryClient.setQueryData([...ossKey, 'config'], config),
  });
}
