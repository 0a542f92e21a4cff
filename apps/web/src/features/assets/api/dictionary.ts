import { type assets, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';
import { assetsKey, dictionaryPageKey } from './keys';

/** POST queryDataDictionary: the fields of one table of an asset, at a version. */
export function useDictionary(tableId: string | undefined, version?: number) {
  return useQuery({
    queryKey: [...assetsKey, 'dictionary', tableId, version ?? 'latest'],
    queryFn: ({ signal }) =>
      api(endpoints.assets.queryDataDictionary, { body: { tableId: Number(tableId), version }, signal }),
    enabled: Boolean(tableId),
  });
}

export interface DictionaryFilter {
  sourceId: string;
  tableId?: string;
  version?: number;
  name?: string;
  securityLevelId?: string;
}

export type DictionaryPageRow = assets.DictionaryField & { schema: string; table: string; version: number };

/** POST queryPageDataDictionary: fields of an asset across its tables (or one), filtered by name and grade. */
export function fetchDictionaryPage(
  { page, limit, sourceId, tableId, version, name, securityLevelId }: PageParams & DictionaryFilter,
  signal?: AbortSignal,
): Promise<PageData<DictionaryPageRow>> {
  return api(endpoints.assets.queryPageDataDictionary, {
    body: {
      page,
      limit,
      sourceId: Number(sourceId),
      tableId: tableId ? Number(tableId) : undefined,
      version,
      name,
      securityLevelId: securityLevelId ? Number(securityLevelId) : undefined,
    },
    signal,
  });
}

export interface FieldEdit {
  id: string;
  description: string;
  securityLevelId: string | null;
}

/** POST updateDataDictionary: a real change makes a new version (an approved asset goes back to draft). */
export function useUpdateDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tableId,
      fields,
      changeNote,
    }: {
      tableId: string;
      fields: FieldEdit[];
      changeNote?: string;
    }) =>
      api(endpoints.assets.updateDataDictionary, {
        body: {
          tableId: Number(tableId),
          fields: fields.map((f) => ({
            id: Number(f.id),
            description: f.description,
            securityLevelId: f.securityLevelId ? Number(f.securityLevelId) : null,
          })),
          changeNote: changeNote?.trim() || undefined,
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assetsKey });
      void queryClient.invalidateQueries({ queryKey: dictionaryPageKey });
    },
  });
}

/** POST /server/datatable/queryRecordDatatable: at most 20 rows, masked for anyone but the owner. */
export function useMaskedPreview(tableId: string | undefined, version?: number) {
  return useQuery({
    queryKey: [...assetsKey, 'preview', tableId, version ?? 'latest'],
    queryFn: ({ signal }) =>
      api(endpoints.assets.queryRecordDatatable, {
        body: { tableId: Number(tableId), version },
        long: true,
        signal,
      }),
    enabled: Boolean(tableId),
  });
}
