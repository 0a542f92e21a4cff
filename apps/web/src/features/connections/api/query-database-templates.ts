import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** POST /server/databaseTemplate/query: supported types with default ports (static: cached for the session). */
export function useDatabaseTemplates() {
  return useQuery({
    queryKey: ['connections', 'templates'],
    queryFn: () => api(endpoints.connections.queryDatabaseTemplates),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
