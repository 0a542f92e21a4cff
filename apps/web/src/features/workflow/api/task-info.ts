import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const taskInfoQuery = (taskId: string) =>
  queryOptions({
    queryKey: ['workflow', 'task', taskId],
    queryFn: ({ signal }) => api(endpoints.workflow.taskInfo, { query: { taskId }, signal }),
    meta: { silentError: true },
  });

/** GET /flow/task/info: a task with its process and business object. */
export function useTaskInfo(taskId: string | undefined) {
  return useQuery({ ...taskInfoQuery(taskId ?? ''), enabled: Boolean(taskId) });
}
