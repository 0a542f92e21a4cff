import { bearer, type TestApp } from './harness.js';

/** The answer envelope `{code, msg, data}`. */
export type Json = { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

export interface SendOptions {
  /** POST unless told. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The JSON body; none when undefined. */
  payload?: unknown;
  /** `accept-language`: en-US unless told; null sends none (the server's default, zh-CN). */
  language?: string | null;
  /** `idempotency-key`, when given. */
  idempotencyKey?: string;
  /** More headers, sent last. */
  headers?: Record<string, string>;
}

/** One request to the test app as the holder of `token` (null: anonymous); answers the raw response. */
export function send(t: TestApp, token: string | null, url: string, options: SendOptions = {}) {
  const { method = 'POST', payload, language = 'en-US', idempotencyKey, headers } = options;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(language === null ? {} : { 'accept-language': language }),
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** `send`, answering the parsed envelope. */
export async function sendJson(
  t: TestApp,
  token: string | null,
  url: string,
  options: SendOptions = {},
): Promise<Json> {
  return (await send(t, token, url, options)).json();
}
