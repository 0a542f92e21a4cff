import { generateKeyPairSync } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { SM2_PUBLIC_PEM } from '../../test/keys.js';
import { send } from '../../test/requests.js';
import { creditAccount } from '../credit/credit.table.js';
import { smsLog, sysUser } from './identity.table.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  for (const row of await t.db.select().from(sysUser)) ids[row.username] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  send(t, token, url, { payload: payload ?? {}, language: null, headers });

describe('account administration', () => {
  it('lists accounts for the operator with filters, and refuses others', async () => {
    const res = await post('/server/user/queryByPage', admin, { page: 1, limit: 10, roleType: 3 });
    expect(res.json().code).toBe(0);
    expect(res.json().data.list.map((u: { username: string }) => u.username)).toEqual(['supplier']);
    expect(res.json().data.list[0].mobile).toBe('138****0003');
    expect((await post('/server/user/queryByPage', consumer, {})).json().code).toBe(403);
    const owners = await post('/server/user/querySupplierDeveloper', admin, {});
    expect(
      owners
        .json()
        .data.list.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['developer', 'supplier']);
    const picker = await t.app.inject({ url: '/sys/user/page?roleType=0', headers: bearer(admin) });
    expect(picker.json().data.list[0]).toMatchObject({ username: 'admin', deptName: '平台运营中心' });
  });

  it('disabling a user invalidates its token immediately; an operator cannot disable itself', async () => {
    const victim = await loginAs(t, 'developer');
    const off = await post('/server/user/updateUserStatus', admin, { userId: ids.developer, status: 0 });
    expect(off.json().code).toBe(0);
    expect((await t.app.inject({ url: '/sys/user/info', headers: bearer(victim.token) })).json().code).toBe(
      10001,
    );
    expect(
      (await post('/server/user/updateUserStatus', admin, { userId: ids.admin, status: 0 })).json().code,
    ).toBe(ErrorCode.CANNOT_CHANGE_SELF);
    await post('/server/user/updateUserStatus', admin, { userId: ids.developer, status: 1 });
  });

  it('shows details of the right kind of account only', async () => {
    const detail = await t.app.inject({
      url: `/server/user/queryConsumerDetail?id=${ids.consumer}`,
      headers: bearer(admin),
    });
    expect(detail.json().data).toMatchObject({ username: 'consumer', shop: null, creditLimit: '0' });
    const wrongKind = await t.app.inject({
      url: `/server/user/queryConsumerDetail?id=${ids.supplier}`,
      headers: bearer(admin),
    });
    expect(wrongKind.json().code).toBe(404);
  });
});

describe('credit limits', () => {
  it('needs a reason: without one it answers 400 and changes nothing', async () => {
    const res = await post('/server/user/updateQuota', admin, { userId: ids.consumer, creditLimit: '1000' });
    expect(res.json().code).toBe(400);
    expect(res.json().data.field).toBe('reason');
    const [row] = await t.db.select().from(creditAccount).where(eq(creditAccount.userId, ids.consumer!));
    expect(row).toBeUndefined();
  });

  it('sets the limit, keeps a ledger, and refuses a limit below what is used', async () => {
    const set = await post('/server/user/updateQuota', admin, {
      userId: ids.consumer,
      creditLimit: '1000.50',
      reason: '年度框架合同',
    });
    expect(set.json().data).toEqual({ creditLimit: '10005000', creditAvailable: '10005000' });
    // 300 yuan spent by an order.
    await t.db
      .update(creditAccount)
      .set({ available: sql`${creditAccount.available} - 3000000` })
      .where(eq(creditAccount.userId, ids.consumer!));
    const lower = await post('/server/user/updateQuota', admin, {
      userId: ids.consumer,
      creditLimit: '200',
      reason: '下调',
    });
    expect(lower.json().code).toBe(ErrorCode.CREDIT_BELOW_USED);
    expect(lower.json().msg).toContain('300.00');
    const ok = await post('/server/user/updateQuota', admin, {
      userId: ids.consumer,
      creditLimit: '500',
      reason: '下调',
    });
    expect(ok.json().data).toEqual({ creditLimit: '5000000', creditAvailable: '2000000' });
    const ledger = await post('/server/user/queryQuotaByPage', admin, { userId: ids.consumer });
    expect(ledger.json().data.list.map((r: { availableAfter: string }) => r.availableAfter)).toEqual([
      '2000000',
      '10005000',
    ]);
    expect(
      (
        await post('/server/user/updateQuota', admin, {
          userId: ids.supplier,
          creditLimit: '1',
          reason: 'xx',
        })
      ).json().code,
    ).toBe(404);
  });

  it('shows a consumer only its own ledger', async () => {
    const own = await post('/server/user/queryQuotaByPage', consumer, { userId: ids.supplier });
    expect(own.json().data.total).toBe(2);
    expect(own.json().data.list.every((r: { username: string }) => r.username === 'consumer')).toBe(true);
  });

  it("refuses a limit above MAX_CREDIT_LIMIT_YUAN as too big (in the caller's language), and accepts the maximum", async () => {
    const set = (creditLimit: string, language = 'zh-CN') =>
      post(
        '/server/user/updateQuota',
        admin,
        { userId: ids.consumer, creditLimit, reason: '额度上限' },
        { 'accept-language': language },
      ).then((r) => r.json());
    const before = await t.db.select().from(creditAccount).where(eq(creditAccount.userId, ids.consumer!));
    for (const huge of ['100000000.01', '100000001', '99999999999999999999999999', '999999999999']) {
      const res = await set(huge);
      expect(res.code, huge).toBe(ErrorCode.BAD_PARAMS);
      expect(res.data.field).toBe('creditLimit');
      expect(res.msg).toContain('信用额度（creditLimit）不能超过 100,000,000 元');
    }
    expect((await set('100000001', 'zh-TW')).msg).toContain('信用額度（creditLimit）不能超過 100,000,000 元');
    expect((await set('100000001', 'en-US')).msg).toContain(
      'the credit limit (creditLimit) may be at most 100,000,000 yuan',
    );
    // Not a number at all, or finer than the fen, is a format error.
    expect((await set('12a')).msg).toContain('creditLimit 格式错误');
    expect((await set('12.345')).msg).toContain('creditLimit 格式错误');
    const after = await t.db.select().from(creditAccount).where(eq(creditAccount.userId, ids.consumer!));
    expect(after).toEqual(before);

    const max = await set('100000000.00');
    expect(max.code, max.msg).toBe(0);
    expect(max.data.creditLimit).toBe('1000000000000');
    const back = await set('500');
    expect(back.data).toEqual({ creditLimit: '5000000', creditAvailable: '2000000' });
  });
});

describe('shops and security', () => {
  it('lets a supplier edit its shop, shows it publicly, and refuses consumers', async () => {
    const res = await post('/server/user/updateShopInfo', supplier, {
      shopName: '华东精密数据店',
      contactName: '王供应',
      contactPhone: '021-5555 0000',
      intro: '机床运行数据',
    });
    expect(res.json().data).toMatchObject({ shopName: '华东精密数据店', certified: false });
    const pub = await t.app.inject({
      method: 'POST',
      url: `/server/user/queryShopById/?shopId=${ids.supplier}`,
    });
    expect(pub.json().data.shopName).toBe('华东精密数据店');
    expect((await post('/server/user/queryShopInfo', consumer)).json().code).toBe(403);
    const bad = await post('/server/user/updateShopInfo', supplier, {
      shopName: 'x',
      contactName: 'a',
      contactPhone: '1',
    });
    expect(bad.json().code).toBe(400);
  });

  it('changes the mobile with the password and a code sent to the new number', async () => {
    const newMobile = '13655556666';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/server/aliSms/sendSms?mobile=${newMobile}&type=updateMobile`,
        })
      ).json().code,
    ).toBe(0);
    const [sms] = await t.db.select().from(smsLog).where(eq(smsLog.mobile, newMobile));
    const code = /(\d{6})/.exec(sms!.content)![1]!;
    const wrongPassword = await post('/server/user/updateMobile', consumer, {
      mobile: newMobile,
      smsCode: code,
      password: 'nope',
    });
    expect(wrongPassword.json().code).toBe(ErrorCode.PASSWORD_WRONG);
    const ok = await post('/server/user/updateMobile', consumer, {
      mobile: newMobile,
      smsCode: code,
      password: 'Demo@12345',
    });
    expect(ok.json().code).toBe(0);
    const info = await post('/server/user/getSecurityInfo', consumer);
    expect(info.json().data).toMatchObject({ mobile: '136****6666', username: 'consumer' });
    expect(info.json().data.activeSessions).toBeGreaterThan(0);
  });
});

describe('checkPublicKey', () => {
  const check = (key: string) =>
    post(`/server/user/checkPublicKey?publicKey=${encodeURIComponent(key)}`, supplier, undefined, {
      'accept-language': 'en-US',
    });
  const rsa = (bits: number) =>
    generateKeyPairSync('rsa', { modulusLength: bits })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();

  it('accepts a 2048-bit RSA key and an SM2 key', async () => {
    expect((await check(rsa(2048))).json().data).toEqual({ algorithm: 'RSA', bits: 2048 });
    expect((await check(SM2_PUBLIC_PEM)).json().data).toEqual({ algorithm: 'SM2', bits: 256 });
  });

  it('rejects a 1024-bit RSA key and garbage with the reason', async () => {
    const short = (await check(rsa(1024))).json();
    expect(short.code).toBe(ErrorCode.PUBLIC_KEY_INVALID);
    expect(short.msg).toBe(
      'The public key cannot be used: the RSA key has 1024 bits, at least 2048 are required',
    );
    expect((await check('garbage')).json().msg).toContain('not a valid PEM public key');
  });
});
