import { type appRuns, type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const appRunsKey = ['appRuns'] as const;

/** The consumer's paid data-application orders with their configuration and run status. */
export function appOrdersFetcher(
  { page, limit, itemName }: PageParams & { itemName?: string },
  signal?: AbortSignal,
): Promise<PageData<appRuns.AppOrder>> {
  return api(endpoints.appRuns.appOrderPage, { body: { page, limit, itemName }, signal });
}

export function useInputCandidates(orderId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'inputs', orderId],
    queryFn: () => api(endpoints.appRuns.configureDataSourceList, { params: { id: orderId ?? '' } }),
    enabled: Boolean(orderId),
  });
}

export function useOutputCandidates(orderId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'outputs', orderId],
    queryFn: () => api(endpoints.appRuns.configureDataSourceOutList, { params: { id: orderId ?? '' } }),
    enabled: Boolean(orderId),
  });
}

/** The order's run state; polled every second while its latest run is not shut down. */
export function useRunState(orderId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'state', orderId],
    queryFn: () => api(endpoints.appRuns.run, { body: { orderId: orderId ?? '' } }),
    enabled: Boolean(orderId),
    refetchInterval: (query) => {
      const run = query.state.data?.latestRun;
      return run && run.operationType !== 2 ? 1000 : false;
    },
  });
}

export function useRunPage(orderId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'runs', orderId],
    queryFn: () => api(endpoints.appRuns.runPage, { body: { orderId: orderId ?? '', page: 1, limit: 10 } }),
    enabled: Boolean(orderId),
  });
}

export function useConfigureInput() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; inputs: { name: string; tableId: string }[] }) =>
      api(endpoints.appRuns.configurationInput, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appRunsKey }),
  });
}

export function useConfigureOutput() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      orderId: string;
      target: { kind: 'table'; tableId: string } | { kind: 'file'; folder: string; fileName: string };
    }) => api(endpoints.appRuns.configurationOutput, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appRunsKey }),
  });
}

export function useExecuteRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api(endpoints.appRuns.executeRun, { body: { orderId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appRunsKey }),
  });
}

/** The declared job of a developer's data application. */
export function useAppJob(itemId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'job', itemId],
    queryFn: () => api(endpoints.appRuns.getJob, { body: { itemId: itemId ?? '' } }),
    enabled: Boolean(itemId),
  });
}

export function useSaveAppJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.appRuns.saveJob>) => api(endpoints.appRuns.saveJob, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...appRunsKey, 'job'] });
      // The application's preview (dev/configureData, mall) shows the declaration just saved.
      return client.invalidateQueries({ queryKey: ['appPreview'] });
    },
  });
}
