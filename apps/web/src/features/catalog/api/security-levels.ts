import { type catalog, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const securityLevelsKey = ['catalog', 'securityLevels'] as const;

/** POST securityLevel/queryByPage: grades by level. */
export function fetchSecurityLevels(
  { page, limit, name }: PageParams & { name?: string },
  signal?: AbortSignal,
): Promise<PageData<catalog.SecurityLevel>> {
  return api(endpoints.catalog.querySecurityLevelPage, { body: { page, limit, name }, signal });
}

export interface SecurityLevelValues {
  level: number;
  name: string;
  description?: string;
  maskingRule: catalog.MaskingRule;
}

/** securityLevel/add (no id) or update (with id). */
export function useSaveSecurityLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: SecurityLevelValues }) => {
      const body = { ...values, description: values.description ?? '' };
      return id
        ? api(endpoints.catalog.updateSecurityLevel, { body: { id: Number(id), ...body } })
        : api(endpoints.catalog.addSecurityLevel, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityLevelsKey }),
  });
}

export function useDeleteSecurityLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.catalog.deleteSecurityLevel, { query: { id: Number(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityLevelsKey }),
  });
}
