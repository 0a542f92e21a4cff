import { endpoints, type schedule } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';
import { scheduleKey } from './keys';

const e = endpoints.schedule;

export interface JobFilter {
  beanName?: string;
}

export function fetchJobPage(params: PageParams & JobFilter, signal?: AbortSignal) {
  const { page, limit, beanName } = params;
  return api(e.page, { query: { page, limit, beanName }, signal });
}

/** The beans a job may run, for the form's select and the list's labels. */
export function useScheduleBeans() {
  return useQuery({
    queryKey: [...scheduleKey, 'beans'],
    queryFn: ({ signal }) => api(e.beans, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: schedule.ScheduleJobInput & { id?: string }) =>
      id ? api(e.update, { body: { ...body, id: Number(id) } }) : api(e.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey }),
  });
}

/** The actions on a set of jobs: run once now, pause, resume, delete. */
export type JobAction = 'run' | 'pause' | 'resume' | 'delete';

const ACTION_ENDPOINTS = { run: e.run, pause: e.pause, resume: e.resume, delete: e.remove } as const;

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: JobAction; ids: string[] }) =>
      api(ACTION_ENDPOINTS[action], { body: { ids: ids.map(Number) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey }),
  });
}
