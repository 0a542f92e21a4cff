import { Writable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../test/harness.js';
import { redactUrl } from './logging.js';

let t: TestApp;
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'info', stream } });
  token = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

describe('a sign-in token in the URL', () => {
  it('opens nothing on a call that does not declare it', async () => {
    const inUrl = await t.app.inject({ method: 'GET', url: `/sys/user/info?access_token=${token}` });
    expect(inUrl.json().code).toBe(ErrorCode.UNAUTHORIZED);
    const inHeader = await t.app.inject({ method: 'GET', url: '/sys/user/info', headers: bearer(token) });
    expect(inHeader.json().code).toBe(0);
  });

  it('still opens a call made to be a plain link (a licence image)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/server/user/licenseImage?userId=1&access_token=${token}`,
    });
    expect(res.json().code).not.toBe(ErrorCode.UNAUTHORIZED);
    const without = await t.app.inject({ method: 'GET', url: '/server/user/licenseImage?userId=1' });
    expect(without.json().code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('never reaches a log line, nor does the Authorization header', async () => {
    await t.app.inject({ method: 'GET', url: `/sys/user/info?access_token=${token}&page=1` });
    await t.app.inject({ method: 'GET', url: '/sys/user/info', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: `/server/user/licenseImage?userId=1&access_token=${token}` });
    const log = logLines.join('');
    expect(log).toContain('access_token=***&page=1');
    expect(log).not.toContain(token);
  });
});

describe('redactUrl', () => {
  it('hides the values of secret-looking parameters and keeps the rest', () => {
    expect(redactUrl('/a?access_token=x1&page=2&sign=abc&apiKey=k&refresh%5Ftoken=r&q=token')).toBe(
      '/a?access_token=***&page=2&sign=***&apiKey=***&refresh%5Ftoken=***&q=token',
    );
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?flag&%E0=1')).toBe('/a?flag&%E0=1');
  });
});
