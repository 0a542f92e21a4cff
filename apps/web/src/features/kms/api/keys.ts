import { endpoints, type KmsKey, type UpdateKeys } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const kmsKey = ['kms'] as const;

export interface KeyFilter {
  name?: string;
  algorithm?: KmsKey['algorithm'];
  purpose?: KmsKey['purpose'];
  state?: KmsKey['state'];
}

/** POST /server/kms/queryKeys, one page. */
export function fetchKeysPage(
  params: PageParams & KeyFilter,
  signal: AbortSignal,
): Promise<PageData<KmsKey>> {
  const { page, limit, name, algorithm, purpose, state } = params;
  return api(endpoints.kms.queryKeys, { body: { page, limit, name, algorithm, purpose, state }, signal });
}

/** GET /server/kms/queryKeyDetail: metadata, versions and history of a key. */
export function useKeyDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...kmsKey, 'detail', id],
    queryFn: ({ signal }) => api(endpoints.kms.queryKeyDetail, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** POST /server/kms/updateKeys: create, rotate, disable, enable, schedule or cancel destruction, describe. */
export function useUpdateKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKeys) => api(endpoints.kms.updateKeys, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kmsKey }),
  });
}
