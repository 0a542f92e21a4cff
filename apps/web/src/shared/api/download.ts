import { ApiError } from './api-error';
import { type Envelope, longClient } from './client';

/** `attachment; filename*=UTF-8''%E8%B4%A6.xlsx` or `filename="bills.xlsx"` -> the file name. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export interface DownloadRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Query string (GET) values; undefined ones are left out. */
  query?: Record<string, unknown>;
  /** JSON body (POST). */
  body?: unknown;
  /** Name used when the answer has no Content-Disposition. */
  fallbackName: string;
}

/**
 * Downloads a file the server streams (an Excel export, an invoice PDF) with the session's bearer token (the long
 * client adds it, a plain link could not) and saves it. A refusal arrives as a JSON envelope inside the blob and
 * rejects with ApiError like any other call.
 */
export async function downloadFile({
  method,
  url,
  query,
  body,
  fallbackName,
}: DownloadRequest): Promise<string> {
  const params = query
    ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined;
  const response = await longClient.request<Blob>({ method, url, params, data: body, responseType: 'blob' });
  if (String(response.headers['content-type'] ?? '').includes('application/json')) {
    const envelope = JSON.parse(await response.data.text()) as Envelope;
    if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  }
  const name = fileNameOf(response.headers['content-disposition'] as string | undefined, fallbackName);
  saveBlob(response.data, name);
  return name;
}
