import type { Endpoint, ResponseOf } from '@datamall/contract';
import { type Envelope, longClient } from '../../../shared/api/client';

/**
 * A multipart upload of an invoice PDF: the id field first (the server checks it before the bytes arrive), then
 * the file. Refusals reject with ApiError through the client.
 */
export async function uploadPdf<E extends Endpoint>(
  endpoint: E,
  idField: string,
  id: string,
  file: Blob & { name?: string },
  onProgress?: (percent: number) => void,
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append(idField, id);
  form.append('file', file, file.name ?? 'invoice.pdf');
  const response = await longClient.request<Envelope>({
    method: endpoint.method,
    url: endpoint.path,
    data: form,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return endpoint.response.parse(response.data.data) as ResponseOf<E>;
}
