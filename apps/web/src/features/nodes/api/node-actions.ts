import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { nodesKey } from './keys';

function useNodeMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodesKey }),
  });
}

/** POST /server/nodeInfo/delete. */
export const useDeleteNodes = () =>
  useNodeMutation((ids: string[]) => api(endpoints.nodes.deleteNode, { body: { ids: ids.map(Number) } }));

/** POST /server/nodeInfo/bindSecondary. */
export const useBindSecondary = () =>
  useNodeMutation(({ id, secondaryIds }: { id: string; secondaryIds: string[] }) =>
    api(endpoints.nodes.bindSecondary, { body: { id: Number(id), secondaryIds: secondaryIds.map(Number) } }),
  );

/** POST /server/nodeInfo/unbindSecondary. */
export const useUnbindSecondary = () =>
  useNodeMutation(({ id, secondaryId }: { id: string; secondaryId: string }) =>
    api(endpoints.nodes.unbindSecondary, { body: { id: Number(id), secondaryId: Number(secondaryId) } }),
  );

/** POST /server/nodeInfo/resetToken: a new token, shown once. */
export const useResetNodeToken = () =>
  useNodeMutation((id: string) => api(endpoints.nodes.resetToken, { body: { id: Number(id) } }));

/** POST /server/nodeInfo/setPlatformNode (operator). */
export const useSetPlatformNode = () =>
  useNodeMutation((id: string) => api(endpoints.nodes.setPlatformNode, { body: { id: Number(id) } }));
