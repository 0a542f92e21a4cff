import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@datamall/contract';
import type { AxiosRequestConfig } from 'axios';
import { type Envelope, longClient, shortClient } from './client';

export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values for `{name}` segments of the path. */
  params?: Record<string, string | number>;
  /** Use the 180 s client (uploads, runs, exports). */
  long?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function fillPath(path: string, params?: Record<string, string | number>): string {
  if (!params) return path;
  return path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

/** urlencoded body; arrays repeat the key, undefined is left out. */
export function toForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (!body || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  return form;
}

/** The URL of an endpoint, for `<img src>` and downloads. */
export function endpointUrl<E extends Endpoint>(endpoint: E, query?: QueryOf<E>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${import.meta.env.VITE_API_BASE ?? ''}${endpoint.path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls a contract endpoint and returns its `data`, parsed by the endpoint's response schema (z.output).
 * Rejects with ApiError on any non-zero code; the client has already applied the error catalogue.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const client = options.long ? longClient : shortClient;
  const isForm = endpoint.bodyType === 'form';
  const config: AxiosRequestConfig = {
    method: endpoint.method,
    url: fillPath(endpoint.path, options.params),
    params: options.query,
    data: isForm ? toForm(options.body) : options.body,
    signal: options.signal,
    headers: options.headers,
  };
  if (endpoint.raw) {
    const response = await client.request<unknown>({ ...config, responseType: 'blob' });
    return response.data as ResponseOf<E>;
  }
  const response = await client.request<Envelope>(config);
  const parsed = endpoint.response.safeParse(response.data.data);
  if (parsed.success) return parsed.data as ResponseOf<E>;
  // A drifted answer should not blank the page: keep the data and say so in the console.
  console.warn(`[api] ${endpoint.id}: response does not match the contract`, parsed.error.issues);
  return response.data.data as ResponseOf<E>;
}
