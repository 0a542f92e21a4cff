import { endpoints, type excelImport } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { type Envelope, longClient } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

/** GET /sys/excel/template: the kind's .xlsx template in the interface language, saved by the browser. */
export function downloadTemplate(kind: excelImport.ExcelImportKind): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.excelImport.template.path,
    query: { kind },
    fallbackName: `${kind}-template.xlsx`,
  });
}

export interface ImportRequest {
  kind: excelImport.ExcelImportKind;
  mode: excelImport.ExcelImportMode;
  file: File;
}

/**
 * POST /sys/excel/import: the kind and mode fields first, then the file (the server reads them before the bytes).
 * Refusals of the whole file (not an .xlsx, too large, too many rows, wrong header) reject with ApiError.
 */
export async function importExcel({ kind, mode, file }: ImportRequest): Promise<excelImport.ImportResult> {
  const endpoint = endpoints.excelImport.importFile;
  const form = new FormData();
  form.append('kind', kind);
  form.append('mode', mode);
  form.append('file', file, file.name);
  const response = await longClient.request<Envelope>({
    method: endpoint.method,
    url: endpoint.path,
    data: form,
  });
  return endpoint.response.parse(response.data.data);
}

export function useImportExcel() {
  return useMutation({ mutationFn: importExcel });
}
