import { endpoints, goods, type standardApi } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

export const standardApiKey = ['standard-api'] as const;
export type StandardApi = standardApi.StandardApi;
export type StandardApiVersion = standardApi.StandardApiVersion;
export type StandardApiInput = z.input<typeof standardApi.zStandardApiInput>;

export function fetchApis(params: { page: number; limit: number; name?: string }, signal: AbortSignal) {
  return api(endpoints.standardApi.page, { body: params, signal });
}

export function fetchVersions(apiId: string, params: { page: number; limit: number }, signal: AbortSignal) {
  return api(endpoints.standardApi.selectVersion, { body: { apiId: Number(apiId), ...params }, signal });
}

export function useStandardApi(id: string | undefined) {
  return useQuery({
    queryKey: [...standardApiKey, 'one', id],
    queryFn: ({ signal }) => api(endpoints.standardApi.info, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

export function useStandardApiVersion(id: string | undefined) {
  return useQuery({
    queryKey: [...standardApiKey, 'version', id],
    queryFn: ({ signal }) => api(endpoints.standardApi.getVersion, { query: { id: Number(id) }, signal }),
    enabled: Boolean(id),
  });
}

/** Every version of an API (pickers). */
export function useAllVersions(apiId: string | undefined) {
  return useQuery({
    queryKey: [...standardApiKey, 'versions-all', apiId],
    queryFn: ({ signal }) => fetchVersions(apiId ?? '', { page: 1, limit: 100 }, signal),
    enabled: Boolean(apiId),
  });
}

export function useRouters(apiId: string | undefined) {
  return useQuery({
    queryKey: [...standardApiKey, 'routers', apiId],
    queryFn: ({ signal }) =>
      api(endpoints.standardApi.selectApiRouter, { query: { apiId: Number(apiId) }, signal }),
    enabled: Boolean(apiId),
  });
}

/** The caller's API goods (developer), for binding. */
export function useMyApiGoods(enabled: boolean) {
  return useQuery({
    queryKey: [...standardApiKey, 'my-api-goods'],
    queryFn: ({ signal }) =>
      api(endpoints.goods.list, { body: { page: 1, limit: 100, itemType: goods.ItemType.API }, signal }),
    enabled,
  });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardApiKey }),
  });
}

export function useSaveStandardApi() {
  return useInvalidating(({ id, ...input }: StandardApiInput & { id?: string }) =>
    id
      ? api(endpoints.standardApi.update, { body: { ...input, id: Number(id) } })
      : api(endpoints.standardApi.save, { body: input }),
  );
}

export function useDeleteStandardApi() {
  return useInvalidating((id: string) => api(endpoints.standardApi.remove, { query: { id: Number(id) } }));
}

export function useSaveStandardApiVersion() {
  return useInvalidating((body: z.input<typeof standardApi.zStandardApiVersionInput>) =>
    api(endpoints.standardApi.saveVersion, { body }),
  );
}

export function useBindRouter() {
  return useInvalidating(({ versionId, itemId }: { versionId: string; itemId: string }) =>
    api(endpoints.standardApi.bindRouter, { body: { versionId: Number(versionId), itemId: Number(itemId) } }),
  );
}

export function useUnbindRouter() {
  return useInvalidating((id: string) =>
    api(endpoints.standardApi.unbindRouter, { query: { id: Number(id) } }),
  );
}
