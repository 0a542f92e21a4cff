import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_WEB, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { authRateLimitPerMinute: 3 } });
});
afterAll(() => t.close());

const login = (username: string, remoteAddress: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/server/user/login',
      remoteAddress,
      headers: { authorization: BASIC_WEB },
      payload: { username, password: 'Wrong@12345', captcha: '', uuid: '' },
    })
    .then((res) => res.json());

describe('sign-in calls per address', () => {
  it('throttles a spray of logins over many usernames from one address, not other addresses', async () => {
    const codes = [];
    for (const username of ['u1', 'u2', 'u3', 'u4', 'u5'])
      codes.push((await login(username, '203.0.113.7')).code);
    expect(codes).toEqual([
      ErrorCode.BAD_CREDENTIALS,
      ErrorCode.BAD_CREDENTIALS,
      ErrorCode.BAD_CREDENTIALS,
      ErrorCode.TOO_MANY_REQUESTS,
      ErrorCode.TOO_MANY_REQUESTS,
    ]);
    expect((await login('u6', '198.51.100.8')).code).toBe(ErrorCode.BAD_CREDENTIALS);
  });

  it('throttles SMS sends from one address at a third of the limit', async () => {
    const send = (mobile: string) =>
      t.app
        .inject({
          method: 'POST',
          url: `/server/aliSms/sendSms?mobile=${mobile}&type=register`,
          remoteAddress: '192.0.2.9',
        })
        .then((res) => res.json().code);
    expect(await send('13700000001')).toBe(0);
    expect(await send('13700000002')).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });
});
