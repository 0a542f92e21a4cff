import { type DatabaseConnectionInput, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { connectionsKey } from './keys';

export type ConnectionTestInput = { id: string } | (DatabaseConnectionInput & { id?: string });

/** POST /server/dataBase/connectionTest: a saved connection (id) or the form; answers ok or the reason. */
export function useConnectionTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...rest }: ConnectionTestInput) =>
      api(endpoints.connections.connectionTest, {
        body: 'dbType' in rest ? { ...rest, id: id ? Number(id) : undefined } : { id: Number(id) },
        long: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}
