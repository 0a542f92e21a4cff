import { type assets, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { assetsKey } from './keys';

export interface GrantFilter {
  sourceId?: string;
  sourceName?: string;
  granteeName?: string;
  state?: assets.GrantState;
}

/** POST /server/assetManagement/authorization: grants on my assets (supplier) or grants I hold (consumer). */
export function fetchGrantsPage(
  { page, limit, sourceId, sourceName, granteeName, state }: PageParams & GrantFilter,
  signal?: AbortSignal,
): Promise<PageData<assets.AssetGrant>> {
  return api(endpoints.assets.authorization, {
    body: { page, limit, sourceId: sourceId ? Number(sourceId) : undefined, sourceName, granteeName, state },
    signal,
  });
}

export interface GrantInput {
  sourceId: string;
  everyone: boolean;
  granteeIds: string[];
  startDate: string;
  endDate: string;
  remark?: string;
}

/** insertAssetManagement: grants one or more consumers, or everyone, between two days. */
export function useInsertGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, everyone, granteeIds, startDate, endDate, remark }: GrantInput) =>
      api(endpoints.assets.insertAssetManagement, {
        body: {
          sourceId: Number(sourceId),
          everyone,
          granteeIds: everyone ? [] : granteeIds.map(Number),
          startDate,
          endDate,
          remark: remark ?? '',
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}

/** updateAuthenticRight: new dates or remark, revoke (status 0) or reinstate (status 1). */
export function useUpdateGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      startDate?: string;
      endDate?: string;
      remark?: string;
      status?: 0 | 1;
    }) => api(endpoints.assets.updateAuthenticRight, { body: { id: Number(id), ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}

/** Consumer picker: active approved consumers whose username or company contains the text. */
export function useGrantees(name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: [...assetsKey, 'grantees', text],
    queryFn: ({ signal }) => api(endpoints.assets.queryGrantees, { body: { name: text }, signal }),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
}
