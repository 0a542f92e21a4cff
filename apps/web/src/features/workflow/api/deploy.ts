import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export type DeployInput = BodyOf<typeof endpoints.workflow.deploy>;

/** POST /flow/process/deploy: a BPMN 2.0 XML becomes the next version of its key. */
export function useDeployProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeployInput) => api(endpoints.workflow.deploy, { body, long: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflow', 'definitions'] }),
  });
}
