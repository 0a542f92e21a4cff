import { ErrorCode, LOCK_DURATION_MS } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_WEB, bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { insertLogRows, pageOperationLog } from '../ops/ops.repository.js';
import { captcha, loginLog, smsLog, sysUser } from './identity.table.js';
import { WITHHELD } from './sms.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/server/user/login',
    headers: { authorization: BASIC_WEB, ...headers },
    payload: { captcha: '', uuid: '', ...payload },
  });

async function lastSmsCode(mobile: string): Promise<string> {
  const [row] = await t.db
    .select({ content: smsLog.content })
    .from(smsLog)
    .where(eq(smsLog.mobile, mobile))
    .orderBy(sql`${smsLog.id} desc`)
    .limit(1);
  return /(\d{6})/.exec(row?.content ?? '')?.[1] ?? '';
}

describe('login', () => {
  it.each([
    ['admin', 0],
    ['consumer', 1],
    ['developer', 2],
    ['supplier', 3],
  ])('logs %s in with role type %i', async (username, roleType) => {
    const res = await login({ username, password: 'Demo@12345' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.roleType).toBe(roleType);
    expect(body.data.payCode).toBe(0);
    expect(body.data.token.length).toBeGreaterThanOrEqual(22);
    expect(body.data.user.name).toBe(username);
    const info = await t.app.inject({ url: '/sys/user/info', headers: bearer(body.data.token) });
    expect(info.json().data.roleType).toBe(roleType);
  });

  it('refuses a login without the web client credentials', async () => {
    const res = await login({ username: 'admin', password: 'Demo@12345' }, { authorization: 'Basic eDp5' });
    expect(res.json().code).toBe(ErrorCode.BAD_CLIENT);
  });

  it('refuses an unknown user and records a failed login', async () => {
    const res = await login({ username: 'nobody', password: 'Demo@12345' });
    expect(res.json().code).toBe(ErrorCode.BAD_CREDENTIALS);
    const rows = await t.db.select().from(loginLog).where(eq(loginLog.username, 'nobody'));
    expect(rows.map((r) => r.status)).toEqual([0]);
  });

  it('locks the account after five wrong passwords, logs it, and unlocks after 15 minutes', async () => {
    await t.services.accounts.createApproved({
      username: 'locky',
      password: 'Right@12345',
      roleType: 1,
      companyName: 'Lock Co',
      contactName: 'L',
      mobile: '13900000099',
      email: '',
    });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await login({ username: 'locky', password: 'Wrong@12345' })).json().code);
    expect(codes).toEqual([10006, 10006, 10006, 10006, ErrorCode.ACCOUNT_LOCKED]);
    const locked = await login({ username: 'locky', password: 'Right@12345' });
    expect(locked.json().code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.json().msg).toContain('15');
    const rows = await t.db.select().from(loginLog).where(eq(loginLog.username, 'locky'));
    expect(rows.map((r) => r.status)).toEqual([0, 0, 0, 0, 2, 2]);
    t.clock.advance(LOCK_DURATION_MS + 1000);
    expect((await login({ username: 'locky', password: 'Right@12345' })).json().code).toBe(0);
  });

  it('checks the captcha when it is on, and uses a captcha only once', async () => {
    const strict = await startTestApp({ config: { authCaptcha: true } });
    try {
      const uuid = crypto.randomUUID();
      const image = await strict.app.inject({ url: `/captcha?uuid=${uuid}` });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
      const loginStrict = (captcha: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/server/user/login',
          headers: { authorization: BASIC_WEB, 'accept-language': 'en-US' },
          payload: { username: 'admin', password: 'Demo@12345', captcha, uuid },
        });
      const wrong = await loginStrict('zzzz');
      expect(wrong.json()).toMatchObject({ code: ErrorCode.CAPTCHA_WRONG, msg: 'The captcha is incorrect' });
      // A wrong answer uses the captcha up: a new image is needed.
      await strict.app.inject({ url: `/captcha?uuid=${uuid}` });
      const [row] = await strict.db.select().from(captcha).where(eq(captcha.uuid, uuid));
      const answer = row!.code;
      expect((await loginStrict(answer.toUpperCase())).json().code).toBe(0);
      expect((await loginStrict(answer)).json().code).toBe(ErrorCode.CAPTCHA_WRONG);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('answers 401 without a token, 10001 for an unknown token, 100017 once the access token expired', async () => {
    expect((await t.app.inject({ url: '/sys/user/info' })).json().code).toBe(401);
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer('nope') })).json().code).toBe(10001);
    const { token } = await loginAs(t, 'consumer');
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    const expired = await t.app.inject({ url: '/sys/user/info', headers: bearer(token) });
    expect(expired.json().code).toBe(ErrorCode.LOGIN_EXPIRED);
  });

  it('refreshes a token pair once and revokes the old pair', async () => {
    const first = await loginAs(t, 'developer');
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/server/token/refresh',
        payload: { refresh: first.refreshToken },
      });
    const res = await refresh();
    expect(res.json().code).toBe(0);
    const next = res.json().data;
    expect(next.token).not.toBe(first.token);
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(first.token) })).json().code).toBe(
      10001,
    );
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(next.token) })).json().code).toBe(0);
    expect((await refresh()).json().code).toBe(ErrorCode.REFRESH_INVALID);
  });

  it('ends the whole refresh family when a used refresh token comes again, and no other login', async () => {
    const stolen = await loginAs(t, 'consumer');
    const other = await loginAs(t, 'consumer');
    const refresh = (token: string) =>
      t.app
        .inject({ method: 'POST', url: '/server/token/refresh', payload: { refresh: token } })
        .then((r) => r.json());
    const second = (await refresh(stolen.refreshToken)).data;
    const third = (await refresh(second.refreshToken)).data;
    const info = (token: string) =>
      t.app.inject({ url: '/sys/user/info', headers: bearer(token) }).then((r) => r.json().code);
    expect(await info(third.token)).toBe(0);
    // The first token replayed: refused, and every session it led to ends.
    expect((await refresh(stolen.refreshToken)).code).toBe(ErrorCode.REFRESH_INVALID);
    expect(await info(third.token)).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await refresh(third.refreshToken)).code).toBe(ErrorCode.REFRESH_INVALID);
    expect(await info(other.token)).toBe(0);
  });

  it('logout revokes the session on the server and records an exit', async () => {
    const { token } = await loginAs(t, 'supplier');
    const out = await t.app.inject({ method: 'POST', url: '/server/user/logout', headers: bearer(token) });
    expect(out.json().code).toBe(0);
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(token) })).json().code).toBe(10001);
    const exits = await t.db.select().from(loginLog).where(eq(loginLog.operation, 1));
    expect(exits.some((r) => r.username === 'supplier')).toBe(true);
  });

  it('a disabled user loses every session at once', async () => {
    const a = await loginAs(t, 'consumer');
    const b = await loginAs(t, 'consumer');
    const [user] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'consumer'));
    await t.services.accounts.setStatus(user!.id, 0);
    for (const s of [a, b]) {
      expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(s.token) })).json().code).toBe(
        10001,
      );
    }
    expect((await login({ username: 'consumer', password: 'Demo@12345' })).json().code).toBe(
      ErrorCode.ACCOUNT_DISABLED,
    );
    await t.services.accounts.setStatus(user!.id, 1);
  });
});

describe('permissions', () => {
  it('answers 403 to a consumer on an operator route and serves the operator', async () => {
    const consumer = await loginAs(t, 'consumer');
    const denied = await t.app.inject({ url: '/sys/log/login/page', headers: bearer(consumer.token) });
    expect(denied.json().code).toBe(403);
    const admin = await loginAs(t, 'admin');
    const page = await t.app.inject({
      url: '/sys/log/login/page?page=1&limit=10',
      headers: bearer(admin.token),
    });
    expect(page.json().code).toBe(0);
    expect(page.json().data.total).toBeGreaterThan(0);
  });
});

describe('validation', () => {
  it('names the field in the language of the request', async () => {
    const payload = { username: 'x', password: '' };
    const en = await login(payload, { 'accept-language': 'en-US' });
    expect(en.json().code).toBe(400);
    expect(en.json().msg).toBe('Invalid parameter: password is required');
    expect(en.json().data).toEqual({ field: 'password' });
    const zh = await login(payload, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.json().msg).toBe('参数错误：password 不能为空');
    const tw = await login(payload, { 'accept-language': 'zh-TW' });
    expect(tw.json().msg).toBe('參數錯誤：password 不能為空');
  });

  it('rejects a malformed mobile and a bad page size', async () => {
    const sms = await t.app.inject({
      method: 'POST',
      url: '/server/aliSms/sendSms?mobile=12345',
      headers: { 'accept-language': 'en-US' },
    });
    expect(sms.json()).toMatchObject({ code: 400, msg: 'Invalid parameter: mobile has an invalid format' });
    const admin = await loginAs(t, 'admin');
    const page = await t.app.inject({ url: '/sys/log/login/page?limit=7', headers: bearer(admin.token) });
    expect(page.json().code).toBe(400);
    expect(page.json().data.field).toBe('limit');
  });
});

describe('registration and SMS', () => {
  const mobile = '13712345678';

  it('limits SMS codes to one per minute per mobile', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: `/server/aliSms/sendSms?mobile=${mobile}&type=register` });
    expect((await send()).json().code).toBe(0);
    const again = await send();
    expect(again.json().code).toBe(ErrorCode.SMS_TOO_FREQUENT);
    expect(JSON.stringify(again.json())).not.toMatch(/\d{6}/);
    t.clock.advance(61_000);
    expect((await send()).json().code).toBe(0);
  });

  it('registers a supplier who stays pending and cannot log in', async () => {
    const code = await lastSmsCode(mobile);
    const body = {
      roleType: 3,
      username: 'newsupplier',
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      companyName: '新供应商有限公司',
      contactName: '赵六',
      mobile,
      smsCode: code,
      email: 'new@example.com',
    };
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/sys/user/register',
      payload: { ...body, smsCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.json().code).toBe(ErrorCode.SMS_CODE_WRONG);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/sys/user/register',
      headers: { 'accept-language': 'en-US' },
      payload: { ...body, confirmPassword: 'Other@123' },
    });
    expect(mismatch.json().msg).toBe('Invalid parameter: confirmPassword does not match the new password');
    const res = await t.app.inject({ method: 'POST', url: '/sys/user/register', payload: body });
    expect(res.json()).toMatchObject({ code: 0, data: { spType: 0 } });
    const again = await t.app.inject({ method: 'POST', url: '/sys/user/register', payload: body });
    expect(again.json().code).toBe(ErrorCode.USERNAME_TAKEN);
    const pending = await login(
      { username: 'newsupplier', password: 'Strong@123' },
      { 'accept-language': 'en-US' },
    );
    expect(pending.json().code).toBe(ErrorCode.ACCOUNT_PENDING);
    expect(pending.json().msg).toContain('awaiting platform approval');
  });

  it('shows the rejection reason at login', async () => {
    const [user] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'newsupplier'));
    await t.db
      .update(sysUser)
      .set({ spType: 2, rejectReason: '营业执照不清晰' })
      .where(eq(sysUser.id, user!.id));
    const res = await login({ username: 'newsupplier', password: 'Strong@123' });
    expect(res.json()).toMatchObject({
      code: ErrorCode.ACCOUNT_REJECTED,
      msg: '注册申请未通过审核：营业执照不清晰',
    });
  });

  it('resets a forgotten password with an SMS code and ends the old sessions', async () => {
    const old = await loginAs(t, 'developer');
    const mobileOfDeveloper = '13800000002';
    t.clock.advance(61_000);
    const send = await t.app.inject({
      method: 'POST',
      url: `/server/aliSms/sendSms?mobile=${mobileOfDeveloper}&type=forget`,
    });
    expect(send.json().code).toBe(0);
    const code = await lastSmsCode(mobileOfDeveloper);
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/user/setNewPassWord',
      payload: {
        mobile: mobileOfDeveloper,
        smsCode: code,
        newPassword: 'Fresh@2026',
        confirmPassword: 'Fresh@2026',
      },
    });
    expect(res.json().code).toBe(0);
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(old.token) })).json().code).toBe(
      10001,
    );
    expect((await login({ username: 'developer', password: 'Fresh@2026' })).json().code).toBe(0);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/server/user/setNewPassWord',
      payload: {
        mobile: mobileOfDeveloper,
        smsCode: code,
        newPassword: 'Other@2026',
        confirmPassword: 'Other@2026',
      },
    });
    expect(reuse.json().code).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('answers a reset code for a mobile without an account as for any other, but sends none', async () => {
    const nobody = '13900009999';
    t.clock.advance(61_000);
    const send = (mobile: string) =>
      t.app.inject({ method: 'POST', url: `/server/aliSms/sendSms?mobile=${mobile}&type=forget` });
    const unknown = await send(nobody);
    expect(unknown.json()).toEqual((await send('13800000003')).json());
    const [row] = await t.db.select().from(smsLog).where(eq(smsLog.mobile, nobody));
    expect(row?.provider).toBe(WITHHELD);
    // Counted like a sent code: a second one within the minute is refused alike.
    expect((await send(nobody)).json().code).toBe(ErrorCode.SMS_TOO_FREQUENT);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/server/user/setNewPassWord',
      payload: {
        mobile: nobody,
        smsCode: '123456',
        newPassword: 'Fresh@2026',
        confirmPassword: 'Fresh@2026',
      },
    });
    expect(reset.json().code).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('changes the own password only with the current one', async () => {
    const { token } = await loginAs(t, 'supplier');
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/sys/user/password',
        headers: bearer(token),
        payload: { password, newPassword: 'Change@2026', confirmPassword: 'Change@2026' },
      });
    expect((await change('Wrong@1234')).json().code).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await change('Demo@12345')).json().code).toBe(0);
    expect((await login({ username: 'supplier', password: 'Change@2026' })).json().code).toBe(0);
  });
});

describe('operation log', () => {
  it('records writes without secrets', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await t.app.inject({
      url: '/sys/log/operation/page?operation=identity.login',
      headers: bearer(admin.token),
    });
    const rows = res.json().data.list as { params: string; username: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.params.includes('Demo@12345'))).toBe(true);
  });

  it('writes a batch of rows column by column, any text as it was', async () => {
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    const odd = {
      userId: null,
      operation: 'test.batch',
      method: 'POST',
      path: '/x',
      params: `{"a":"b,c"} 'q' \\ "d" NULL {} 数据`,
      status: 0,
      resultCode: 10001,
      durationMs: 7,
      ip: '::1',
      userAgent: 'ua, "x"',
      requestId: 'r1',
      createdAt,
    };
    const sparse = {
      userId: 42,
      username: 'NULL',
      operation: 'test.batch',
      method: 'PUT',
      path: '/y',
      status: 1,
    };
    await insertLogRows(t.db, [odd, { ...sparse, resultCode: 0, durationMs: 0, createdAt }]);
    const { list } = await pageOperationLog(t.db, { page: 1, limit: 10 }, { operation: 'test.batch' });
    const byPath = Object.fromEntries(list.map((r) => [r.path, r]));
    expect(byPath['/x']).toMatchObject({ ...odd, username: '' });
    expect(byPath['/y']).toMatchObject({ ...sparse, params: '', ip: '' });
  });
});
