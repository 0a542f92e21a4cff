import { endpoints } from '@datamall/contract';
import type { AxiosProgressEvent } from 'axios';
import { type Envelope, longClient } from '../../../shared/api/client';

/** The goods upload calls (multipart: `folder` first, then `file`); each answers the file's URL. */
export type GoodsUploadCall =
  | 'uploadImgFile'
  | 'uploadApplicationImgPath'
  | 'uploadPackageDemoFile'
  | 'uploadApplicationDemoFilePath'
  | 'uploadOutputExcel';

export interface GoodsUploadOptions {
  folder?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a goods file through the long client (bearer token; refusals such as 10024 too large or 10025 wrong
 * type reject with ApiError carrying the server's message) and answers the URL to keep in the good.
 */
export async function uploadGoodsFile(
  call: GoodsUploadCall,
  file: Blob & { name?: string },
  { folder, onProgress, signal }: GoodsUploadOptions = {},
): Promise<string> {
  const endpoint = endpoints.goods[call];
  const form = new FormData();
  if (folder) form.append('folder', folder);
  form.append('file', file, file.name ?? 'file');
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

/** The address of a stored goods file for `<img src>` and links (platform paths get the API base). */
export function fileHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? `${import.meta.env.VITE_API_BASE ?? ''}${url}` : url;
}
