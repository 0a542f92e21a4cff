import { endpoints, type TrustedEntry } from '@datamall/contract';
import type { AxiosProgressEvent } from 'axios';
import { type Envelope, longClient } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /server/hdfsConfig/upload: the folder field first, then the file, so the server knows where to
 * stream it before the bytes arrive. Refusals (existing name, too large, bad path) reject with ApiError.
 */
export async function uploadTrustedFile(
  folder: string,
  file: Blob & { name?: string },
  { onProgress, signal }: UploadOptions = {},
): Promise<TrustedEntry> {
  const endpoint = endpoints.trustedStorage.uploadTrustedFile;
  const form = new FormData();
  form.append('path', folder);
  form.append('file', file, file.name);
  const response = await longClient.request<Envelope>({
    method: endpoint.method,
    url: endpoint.path,
    data: form,
    signal,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return endpoint.response.parse(response.data.data);
}

/** GET /server/hdfsConfig/download: the file saved under its own name. */
export async function downloadTrustedFile(path: string, name: string): Promise<void> {
  const endpoint = endpoints.trustedStorage.downloadTrustedFile;
  await downloadFile({ method: 'GET', url: endpoint.path, query: { path }, fallbackName: name });
}
