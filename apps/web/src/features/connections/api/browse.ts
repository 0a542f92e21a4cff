import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

const base = (id: string) => ['connections', 'browse', id] as const;

/** POST /server/dataBase/querySchemas. */
export function useSchemas(id: string | undefined) {
  return useQuery({
    queryKey: [...base(id ?? ''), 'schemas'],
    queryFn: () => api(endpoints.connections.querySchemas, { body: { id: Number(id) }, long: true }),
    enabled: Boolean(id),
  });
}

/** POST /server/dataBase/queryTables. */
export function useTables(id: string | undefined, schema: string | undefined) {
  return useQuery({
    queryKey: [...base(id ?? ''), 'tables', schema],
    queryFn: () =>
      api(endpoints.connections.queryTables, { body: { id: Number(id), schema: schema ?? '' }, long: true }),
    enabled: Boolean(id && schema),
  });
}

/** POST /server/dataBase/queryColumns. */
export function useColumns(id: string | undefined, schema: string | undefined, table: string | undefined) {
  return useQuery({
    queryKey: [...base(id ?? ''), 'columns', schema, table],
    queryFn: () =>
      api(endpoints.connections.queryColumns, {
        body: { id: Number(id), schema: schema ?? '', table: table ?? '' },
        long: true,
      }),
    enabled: Boolean(id && schema && table),
  });
}

/** POST /server/dataBase/previewTable: at most 20 rows, fetched only while the preview is open. */
export function usePreview(id: string | undefined, schema: string | undefined, table: string | undefined) {
  return useQuery({
    queryKey: [...base(id ?? ''), 'preview', schema, table],
    queryFn: () =>
      api(endpoints.connections.previewTable, {
        body: { id: Number(id), schema: schema ?? '', table: table ?? '' },
        long: true,
      }),
    enabled: Boolean(id && schema && table),
  });
}
