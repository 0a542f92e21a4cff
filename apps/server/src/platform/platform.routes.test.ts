import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    extend: (app) =>
      app.get('/server/test/boom', async () => {
        throw new Error('secret internals');
      }),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('answers health checks', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const doc = (await t.app.inject({ url: '/api-docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/server/user/login',
        '/sys/menu/nav',
        '/sys/user/register',
        '/sys/dict/type/all',
      ]),
    );
    expect(doc.paths['/server/user/login'].post.requestBody).toBeTruthy();
  });

  it('answers unknown API paths with a 404 envelope in the request language', async () => {
    const res = await t.app.inject({ url: '/server/nothing/here', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, msg: 'The requested resource does not exist', data: null });
  });

  it('hides internals of unexpected errors and gives a request id', async () => {
    const res = await t.app.inject({ url: '/server/test/boom' });
    const body = res.json();
    expect(body.code).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(body.data.requestId).toBeTruthy();
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.json().code).toBe(400);
  });
});
