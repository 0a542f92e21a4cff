import { type DatabaseConnectionSave, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { connectionsKey } from './keys';

/**
 * recordDatabase (no id) or updateDatabase (with id; an empty password keeps the saved one); `testReceipt`
 * records the result of the test just run on these fields.
 */
export function useSaveDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DatabaseConnectionSave & { id?: string }) =>
      id
        ? api(endpoints.connections.updateDatabase, { body: { ...body, id: Number(id) } })
        : api(endpoints.connections.recordDatabase, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}
