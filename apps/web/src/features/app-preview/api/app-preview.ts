import { endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';

export const appPreviewKey = ['appPreview'] as const;

/** The declared tables, job kind and sample rows of a data application. */
export function useAppPreview(itemId: string | undefined) {
  return useQuery({
    queryKey: [...appPreviewKey, 'preview', itemId],
    queryFn: () => api(endpoints.appPreview.dataApplicationPreview, { query: { itemId: itemId ?? '' } }),
    enabled: Boolean(itemId),
  });
}

/** Where the application can read inputs from and write its output to. */
export function useSupportList(itemId: string | undefined) {
  return useQuery({
    queryKey: [...appPreviewKey, 'support', itemId],
    queryFn: () => api(endpoints.appPreview.supportlist, { query: { itemId: itemId ?? '' } }),
    enabled: Boolean(itemId),
  });
}

/** One declared table with SQL types and CREATE TABLE text (configData for inputs, configDataOut for the output). */
export function useTableConfig(
  itemId: string,
  table: { tableId: string; direction: 'input' | 'output' },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...appPreviewKey, 'config', itemId, table.direction, table.tableId],
    queryFn: () =>
      table.direction === 'input'
        ? api(endpoints.appPreview.configData, { query: { itemId, tableId: table.tableId } })
        : api(endpoints.appPreview.configDataOut, { query: { itemId, tableId: table.tableId } }),
    enabled,
  });
}

/** Downloads the .xlsx template of the output, or of the input `tableId`. */
export function downloadTemplate(itemId: string, tableId?: string) {
  return downloadFile({
    method: 'GET',
    url: endpoints.appPreview.downloadOutputTemp.path,
    query: { itemId, tableId },
    fallbackName: `${tableId ?? 'output'}-template.xlsx`,
  });
}

/** The developer attaches (or with null removes) the output Excel whose first rows become the sample. */
export function useSaveOutputSample() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { itemId: string; fileUrl: string | null }) =>
      api(endpoints.appPreview.saveOutputSample, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appPreviewKey }),
  });
}
