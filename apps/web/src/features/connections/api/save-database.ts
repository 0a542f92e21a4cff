import { type DatabaseConnectionInput, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { connectionsKey } from './keys';

/** recordDatabase (no id) or updateDatabase (with id; an empty password keeps the saved one). */
export function useSaveDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DatabaseConnectionInput & { id?: string }) =>
      id
        ? api(endpoints.connections.updateDatabase, { body: { ...body, id: Number(id) } })
        : api(endpoints.connections.recordDatabase, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}
