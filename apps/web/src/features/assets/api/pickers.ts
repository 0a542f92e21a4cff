import { catalog, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { assetsKey } from './keys';

/** The data-source classification tree (classify 1), enabled nodes only. */
export function useSourceClassifications() {
  return useQuery({
    queryKey: [...assetsKey, 'classifications'],
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAll, { query: { classify: catalog.Classify.DATA_SOURCE }, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** Every security grade, lowest level first. */
export function useSecurityLevels() {
  return useQuery({
    queryKey: [...assetsKey, 'securityLevels'],
    queryFn: ({ signal }) => api(endpoints.catalog.queryAllSecurityLevel, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** The caller's database connections, for the asset wizard. */
export function useConnectionOptions() {
  return useQuery({
    queryKey: [...assetsKey, 'connections'],
    queryFn: ({ signal }) => api(endpoints.connections.queryDatabaseList, { body: {}, signal }),
  });
}

/** Schemas of a connection (live). */
export function useConnectionSchemas(connectionId: string | undefined) {
  return useQuery({
    queryKey: [...assetsKey, 'schemas', connectionId],
    queryFn: () =>
      api(endpoints.connections.querySchemas, { body: { id: Number(connectionId) }, long: true }),
    enabled: Boolean(connectionId),
  });
}

/** Tables of a schema of a connection (live). */
export function useConnectionTables(connectionId: string | undefined, schema: string | undefined) {
  return useQuery({
    queryKey: [...assetsKey, 'tables', connectionId, schema],
    queryFn: () =>
      api(endpoints.connections.queryTables, {
        body: { id: Number(connectionId), schema: schema ?? '' },
        long: true,
      }),
    enabled: Boolean(connectionId && schema),
  });
}
