import { type DatabaseTable, type DatabaseTableInput, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const databaseTablesKey = ['database-tables'] as const;

export interface DatabaseTableFilter {
  name?: string;
  connectionId?: string;
}

/** POST /server/databaseTable/page: the caller's registered tables, newest first. */
export function fetchDatabaseTablesPage(
  { page, limit, name, connectionId }: PageParams & DatabaseTableFilter,
  signal?: AbortSignal,
): Promise<PageData<DatabaseTable>> {
  return api(endpoints.databaseTables.queryDatabaseTables, {
    body: { page, limit, name, connectionId: connectionId ? Number(connectionId) : undefined },
    signal,
  });
}

/** Every registration of one connection (at most 100), to prefill the register wizard. */
export function useConnectionRegistrations(connectionId: string | undefined) {
  return useQuery({
    queryKey: [...databaseTablesKey, 'of', connectionId],
    queryFn: () => fetchDatabaseTablesPage({ page: 1, limit: 100, connectionId }),
    enabled: Boolean(connectionId),
  });
}

/** POST /server/databaseTable/detail. */
export function useDatabaseTableDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...databaseTablesKey, 'detail', id],
    queryFn: () => api(endpoints.databaseTables.queryDatabaseTableDetail, { body: { id: Number(id) } }),
    enabled: Boolean(id),
  });
}

/** POST /server/databaseTable/save: registers (no id) or updates a table; the server reads it live. */
export function useSaveDatabaseTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DatabaseTableInput & { id?: string }) =>
      api(endpoints.databaseTables.saveDatabaseTable, {
        body: { ...body, id: id ? Number(id) : undefined },
        long: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: databaseTablesKey }),
  });
}

/** POST /server/databaseTable/delete. */
export function useDeleteDatabaseTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(endpoints.databaseTables.deleteDatabaseTables, { body: { ids: ids.map(Number) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: databaseTablesKey }),
  });
}
