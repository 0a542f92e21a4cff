import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /flow/common/rollback (form body taskId, comment): back to the step before. */
export function useRollbackTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskId: string; comment: string }) => api(endpoints.workflow.rollback, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}

/** POST /flow/common/terminate (form body processInstanceId, reason). */
export function useTerminateProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { processInstanceId: string; reason: string }) =>
      api(endpoints.workflow.terminate, { body }),
    // The business object's own pages show its state again: refresh everything.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /flow/common/claim or /flow/common/unclaim (form body taskId). */
export function useClaimTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, release }: { taskId: string; release?: boolean }) =>
      api(release ? endpoints.workflow.unclaim : endpoints.workflow.claim, { body: { taskId } }),
    // A refused claim (someone else was faster) also refreshes: the task leaves the caller's list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}
