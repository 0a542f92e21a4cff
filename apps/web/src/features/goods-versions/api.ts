import { endpoints, type goodsVersions } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

export const versionsKey = ['goods-versions'] as const;

export function fetchVersions(
  itemId: string,
  params: { page: number; limit: number; status?: number },
  signal: AbortSignal,
) {
  return api(endpoints.goodsVersions.versionPage, { query: { itemId: Number(itemId), ...params }, signal });
}

export function fetchCases(itemId: string, params: { page: number; limit: number }, signal: AbortSignal) {
  return api(endpoints.goodsVersions.casePage, { query: { itemId: Number(itemId), ...params }, signal });
}

/** GET /server/zqgoodsversion/info?id. */
export function useVersion(id: string | undefined) {
  return useQuery({
    queryKey: [...versionsKey, 'version', id],
    queryFn: ({ signal }) => api(endpoints.goodsVersions.versionInfo, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** GET /server/zqgoodscase/info?id. */
export function useCase(id: string | undefined) {
  return useQuery({
    queryKey: [...versionsKey, 'case', id],
    queryFn: ({ signal }) => api(endpoints.goodsVersions.caseInfo, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** Every version of a good that is not disabled (for the case forms' pickers). */
export function useDeployableVersions(itemId: string | undefined) {
  return useQuery({
    queryKey: [...versionsKey, 'deployable', itemId],
    queryFn: async ({ signal }) => {
      const page = await fetchVersions(itemId ?? '', { page: 1, limit: 100 }, signal);
      return page.list.filter((v) => v.status !== goodsVersionStatusDisabled);
    },
    enabled: Boolean(itemId),
  });
}
const goodsVersionStatusDisabled = 2;

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey }),
  });
}

export type VersionValues = { versionNo: string; description: string; appUrl?: string | null };

/** zqgoodsversion/save (itemId) or zqgoodsversion/update (id). */
export function useSaveVersion() {
  return useInvalidating(({ id, itemId, ...values }: VersionValues & { id?: string; itemId?: string }) =>
    id
      ? api(endpoints.goodsVersions.versionUpdate, { body: { ...values, id: Number(id) } })
      : api(endpoints.goodsVersions.versionAdd, { body: { ...values, itemId: Number(itemId) } }),
  );
}

export function useImproveVersion() {
  return useInvalidating(({ baseId, ...values }: VersionValues & { baseId: string }) =>
    api(endpoints.goodsVersions.versionImprove, { body: { ...values, baseId: Number(baseId) } }),
  );
}

export function useVersionStatus() {
  return useInvalidating(({ id, action }: { id: string; action: goodsVersions.VersionAction }) =>
    api(endpoints.goodsVersions.versionStatusChange, { body: { id: Number(id), action } }),
  );
}

export function useDeleteVersion() {
  return useInvalidating((id: string) =>
    api(endpoints.goodsVersions.versionDelete, { query: { id: Number(id) } }),
  );
}

export function useAddCase() {
  return useInvalidating((body: { itemId: string; versionId: string; name: string; description: string }) =>
    api(endpoints.goodsVersions.caseAdd, {
      body: { ...body, itemId: Number(body.itemId), versionId: Number(body.versionId) },
    }),
  );
}

export function useCaseUpdateVersion() {
  return useInvalidating(({ id, versionId }: { id: string; versionId: string }) =>
    api(endpoints.goodsVersions.caseUpdateVersion, {
      body: { id: Number(id), versionId: Number(versionId) },
    }),
  );
}

export function useCaseStatus() {
  return useInvalidating(({ id, action }: { id: string; action: goodsVersions.CaseOwnerEvent }) =>
    api(endpoints.goodsVersions.caseStatusChange, { body: { id: Number(id), action } }),
  );
}
