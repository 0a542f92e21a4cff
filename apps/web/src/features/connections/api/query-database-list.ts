import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /server/dataBase/queryDatabaseList: all of the caller's connections, for selects. */
export function useConnectionOptions() {
  return useQuery({
    queryKey: ['connections', 'options'],
    queryFn: () => api(endpoints.connections.queryDatabaseList, { body: {} }),
  });
}
