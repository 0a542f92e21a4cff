import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface DecisionInput {
  taskId: string;
  comment: string;
}

/** POST /flow/common/complete (taskId and comment in the query, as §7.11 says). */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, comment }: DecisionInput) =>
      api(endpoints.workflow.complete, { query: { taskId, comment } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}

/** POST /flow/common/reject (form body taskId, comment). */
export function useRejectTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, comment }: DecisionInput) =>
      api(endpoints.workflow.reject, { body: { taskId, comment } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}
