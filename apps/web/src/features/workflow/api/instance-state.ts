import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /flow/process/suspend or /activate (form body processInstanceId). */
export function useSetInstanceSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processInstanceId, suspend }: { processInstanceId: string; suspend: boolean }) =>
      api(suspend ? endpoints.workflow.suspend : endpoints.workflow.activate, {
        body: { processInstanceId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow'] }),
  });
}
