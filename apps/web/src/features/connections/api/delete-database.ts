import { endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { connectionsKey } from './keys';

/** POST /server/dataBase/deleteDatabase. */
export function useDeleteDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(endpoints.connections.deleteDatabase, { body: { ids: ids.map(Number) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}
