import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /server/dataBase/queryDatabaseDetail: one connection (never its password). */
export function useConnectionDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['connections', 'detail', id],
    queryFn: () => api(endpoints.connections.queryDatabaseDetail, { body: { id: Number(id) } }),
    enabled: Boolean(id),
  });
}
