import { endpoints, type repetition } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

export const repetitionKey = ['repetition'] as const;

export function fetchJobs(params: { page: number; limit: number; itemId?: string }, signal: AbortSignal) {
  const { itemId, ...rest } = params;
  return api(endpoints.repetition.repetitionList, {
    query: { ...rest, ...(itemId ? { itemId: Number(itemId) } : {}) },
    signal,
  });
}

/** GET /server/item/repetitionReport?serialNo: polled every second while the job runs. */
export function useRepetitionJob(serialNo: string | undefined) {
  return useQuery({
    queryKey: [...repetitionKey, 'job', serialNo],
    queryFn: ({ signal }) =>
      api(endpoints.repetition.repetitionReport, { query: { serialNo: serialNo ?? '' }, signal }),
    enabled: Boolean(serialNo),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

/** GET /server/item/repetitionDetection?itemId: starts a detection. */
export function useStartRepetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      api(endpoints.repetition.repetitionDetection, { query: { itemId: Number(itemId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repetitionKey }),
  });
}

/** GET /server/item/cancelRepetitionDetection?serialNo. */
export function useCancelRepetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serialNo: string) =>
      api(endpoints.repetition.cancelRepetitionDetection, { query: { serialNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repetitionKey }),
  });
}

export type RepetitionJob = repetition.RepetitionJob;
