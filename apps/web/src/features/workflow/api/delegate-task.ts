import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export interface DelegateInput {
  taskId: string;
  userId: string;
}

/** POST /flow/common/delegate (form body taskId, userId). */
export function useDelegateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DelegateInput) => api(endpoints.workflow.delegate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}
