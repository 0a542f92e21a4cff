import { endpoints, type Region } from '@datamall/contract';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';

export const regionKey = ['sysAdmin', 'region'] as const;

/** GET /sys/region/list for the root ("0") and every expanded region: children by parent id. */
export function useRegionChildren(pids: readonly string[]) {
  const locale = useLocale();
  const results = useQueries({
    queries: pids.map((pid) => ({
      queryKey: [...regionKey, 'children', pid, locale],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(endpoints.sysAdmin.regionList, { query: { pid: Number(pid) }, signal }),
    })),
  });
  const byParent = new Map<string, Region[]>();
  pids.forEach((pid, i) => {
    const data = results[i]?.data;
    if (data) byParent.set(pid, data);
  });
  return {
    byParent,
    loading: results.some((r) => r.isFetching),
    error: results.find((r) => r.error)?.error,
  };
}

export interface RegionValues {
  id: number;
  name: string;
  sort: number;
}

/** POST /sys/region (adding, with the parent) or PUT /sys/region (renaming). */
export function useSaveRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, pid, editing }: { values: RegionValues; pid: string; editing: boolean }) =>
      editing
        ? api(endpoints.sysAdmin.updateRegion, { body: values })
        : api(endpoints.sysAdmin.saveRegion, { body: { ...values, pid: Number(pid) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKey }),
  });
}

/** DELETE /sys/region: refused by the server while the region has subregions. */
export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.sysAdmin.deleteRegion, { body: { id: Number(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKey }),
  });
}
