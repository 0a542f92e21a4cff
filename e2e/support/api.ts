import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './session.js';

/** Logs a demo account in through the API (journey setup); answers its token and user id. */
export async function loginByApi(
  baseUrl: string,
  username: string,
): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${baseUrl}/server/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Basic d2ViOndlYg==' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token: string; user: { id: string } };
  };
  assert.equal(body.code, 0, `${username} logs in: ${body.msg}`);
  return { token: body.data.token, userId: body.data.user.id };
}

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Extra request headers of a call, e.g. `{ 'idempotency-key': … }` or `{ 'accept-language': 'en-US' }`. */
export interface CallOptions {
  headers?: Record<string, string>;
}

/**
 * One API call of journey setup: JSON body, or a form (`FormData` is sent as multipart/form-data,
 * `URLSearchParams` as application/x-www-form-urlencoded); fails the journey unless the answer is code 0.
 */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  url: string,
  body?: unknown,
  form?: FormData | URLSearchParams,
  method = 'POST',
  options: CallOptions = {},
): Promise<T> {
  const answer = await callApiAnswer<T>(baseUrl, token, url, body, form, method, options);
  assert.equal(answer.code, 0, `${url}: ${answer.msg}`);
  return answer.data;
}

/** The same call as `callApi`, answering the whole `{code, msg, data}` (for checking a refusal). */
export async function callApiAnswer<T>(
  baseUrl: string,
  token: string,
  url: string,
  body?: unknown,
  form?: FormData | URLSearchParams,
  method = 'POST',
  options: CallOptions = {},
): Promise<Answer<T>> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: form ?? json,
  });
  return (await res.json()) as Answer<T>;
}

/**
 * Clicks `button` and waits for the answer of the call to `path` that the click makes; fails unless it is code 0.
 * For a save whose only sign on the page is a short-lived toast, which a busy machine can render and remove
 * between two checks.
 */
export async function clickAndAwaitCall<T>(page: Page, button: Locator, path: string): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() !== 'GET'),
    button.click(),
  ]);
  const answer = (await response.json()) as Answer<T>;
  assert.equal(answer.code, 0, `${path}: ${answer.msg}`);
  return answer.data;
}
