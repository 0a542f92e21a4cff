import assert from 'node:assert/strict';
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

/** One API call of journey setup: JSON body or multipart form; fails the journey unless the answer is code 0. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  url: string,
  body?: unknown,
  form?: FormData,
  method = 'POST',
): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: form ?? json,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  assert.equal(answer.code, 0, `${url}: ${answer.msg}`);
  return answer.data;
}
