import { endpoints, type ResponseOf } from '@datamall/contract';
import type { AxiosProgressEvent } from 'axios';
import { type Envelope, longClient } from '../../../shared/api/client';

export type UploadedLicense = ResponseOf<typeof endpoints.users.uploadLicense>;

export interface UploadLicenseOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /server/user/uploadLicense: the licence image as multipart field `file`. Goes through the long client,
 * so it carries the bearer token and refused files (10024 too large, 10025 wrong type) reject with ApiError.
 */
export async function uploadLicense(file: Blob, { onProgress, signal }: UploadLicenseOptions = {}) {
  const endpoint = endpoints.users.uploadLicense;
  const form = new FormData();
  form.append('file', file);
  const response = await longClient.request<Envelope>({
    method: endpoint.method,
    url: endpoint.path,
    data: form,
    signal,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return endpoint.response.parse(response.data.data) as UploadedLicense;
}
