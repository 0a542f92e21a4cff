import { endpoints, type TrustedEntry } from '@datamall/contract';
import type { AxiosProgressEvent } from 'axios';
import { ApiError } from '../../../shared/api/api-error';
import { type Envelope, longClient } from '../../../shared/api/client';

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

/** GET /server/hdfsConfig/download: the file as a blob, saved under its own name. */
export async function downloadTrustedFile(path: string, name: string): Promise<void> {
  const endpoint = endpoints.trustedStorage.downloadTrustedFile;
  const response = await longClient.request<Blob>({
    method: endpoint.method,
    url: endpoint.path,
    params: { path },
    responseType: 'blob',
  });
  // A refusal arrives as an envelope inside the blob.
  if (String(response.headers['content-type'] ?? '').includes('application/json')) {
    const body = JSON.parse(await response.data.text()) as Envelope;
    throw new ApiError(body.code, body.msg, false, body.data);
  }
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
