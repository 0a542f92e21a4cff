import { endpoints, type nodes } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { nodesKey } from './keys';

export type SaveNodeResult =
  | { created: true; result: nodes.NodeWithToken }
  | { created: false; node: nodes.NodeInfo };

/** save (no id: answers the node token once) or update (with id). */
export function useSaveNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: nodes.NodeInput & { id?: string }): Promise<SaveNodeResult> =>
      id
        ? {
            created: false,
            node: await api(endpoints.nodes.updateNode, { body: { ...body, id: Number(id) } }),
          }
        : { created: true, result: await api(endpoints.nodes.saveNode, { body }) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodesKey }),
  });
}

/** POST /server/user/checkPublicKey: RSA ≥ 2048 bits or SM2, else the localized reason. */
export function checkPublicKey(publicKey: string) {
  return api(endpoints.users.checkPublicKey, { query: { publicKey } });
}
