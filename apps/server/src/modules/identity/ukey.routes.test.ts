import { ErrorCode, UKEY_MAX_PIN_ATTEMPTS } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { send } from '../../test/requests.js';
import { isWeakPin } from './ukey.service.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
const ids: Record<string, number> = {};
const bodies: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  for (const u of (await t.services.users.page({ page: 1, limit: 10 }, {})).list) ids[u.username] = u.id;
});
afterAll(async () => {
  // The PIN hashes never leave the server.
  expect(bodies.some((b) => b.includes('scrypt$'))).toBe(false);
  await t?.close();
});

async function post(url: string, token: string, payload: object = {}, lang = 'en-US') {
  const res = await send(t, token, url, { payload, language: lang });
  bodies.push(res.body);
  return res.json();
}
const mine = (token: string) => post('/server/user/getUKeySerialNo', token);
const shield = (payload: object) => post('/server/user/updateUShield', admin, payload);
const detail = (userId: number) => post('/server/user/queryUShield', admin, { userId });
const changePin = (token: string, oldPin: string, newPin: string) =>
  post('/server/user/updateUKeyPin', token, { oldPin, newPin });

/** A wrong PIN that differs from `pin` and is not weak. */
const wrongOf = (pin: string) => (pin === '902715' ? '902716' : '902715');

let consumerPin = '';

describe('USB keys', () => {
  it('knows weak PINs', () => {
    for (const pin of ['000000', '111111', '123456', '654321', '3456789']) expect(isWeakPin(pin)).toBe(true);
    for (const pin of ['902715', '123457', '112233']) expect(isWeakPin(pin)).toBe(false);
  });

  it('answers no key for an account without one, operators included', async () => {
    for (const token of [consumer, admin]) {
      expect((await mine(token)).data).toEqual({
        serialNo: null,
        status: 0,
        issuedAt: null,
        pinUpdatedAt: null,
        pinMustChange: false,
        remainingAttempts: 0,
        registered: false,
        registeredAt: null,
        required: false,
      });
    }
  });

  it('lets an operator bind a key by serial number and hands over an initial PIN once', async () => {
    const res = await shield({
      userId: ids.consumer,
      action: 'issue',
      serialNo: ' ukey-ab12cd34 ',
      reason: '首次发放',
    });
    expect(res.code).toBe(0);
    expect(res.data.initialPin).toMatch(/^\d{6}$/);
    expect(isWeakPin(res.data.initialPin)).toBe(false);
    consumerPin = res.data.initialPin;
    expect(res.data).toMatchObject({
      user: { username: 'consumer', roleType: 1 },
      status: 1,
      key: {
        serialNo: 'UKEY-AB12CD34',
        status: 1,
        failedPinCount: 0,
        pinMustChange: true,
        issuedBy: 'admin',
      },
    });
    expect(res.data.history).toEqual([
      expect.objectContaining({
        serialNo: 'UKEY-AB12CD34',
        action: 'issue',
        actorName: 'admin',
        reason: '首次发放',
      }),
    ]);
    const own = (await mine(consumer)).data;
    expect(own).toMatchObject({
      serialNo: 'UKEY-AB12CD34',
      status: 1,
      pinMustChange: true,
      remainingAttempts: 5,
    });
    // The detail answers no initial PIN.
    expect((await detail(ids.consumer!)).data.initialPin).toBeUndefined();
  });

  it('validates the operator command and names the field', async () => {
    const noReason = await shield({ userId: ids.consumer, action: 'freeze' });
    expect(noReason).toMatchObject({ code: 400, data: { field: 'reason' } });
    const badSerial = await shield({
      userId: ids.supplier,
      action: 'issue',
      serialNo: 'a b',
      reason: '发放',
    });
    expect(badSerial).toMatchObject({ code: 400, data: { field: 'serialNo' } });
    const badAction = await shield({ userId: ids.consumer, action: 'explode', reason: '原因' });
    expect(badAction.code).toBe(400);
    const badPin = await changePin(consumer, '12', '902715');
    expect(badPin).toMatchObject({ code: 400, data: { field: 'oldPin' } });
  });

  it('is operator-only, and operators and unknown accounts have no keys (404)', async () => {
    expect(
      (
        await post('/server/user/updateUShield', supplier, {
          userId: ids.supplier,
          action: 'unbind',
          reason: '原因',
        })
      ).code,
    ).toBe(403);
    expect((await post('/server/user/queryUShield', consumer, { userId: ids.consumer })).code).toBe(403);
    expect((await detail(ids.admin!)).code).toBe(404);
    expect(
      (await shield({ userId: ids.admin, action: 'issue', serialNo: 'ADMIN-KEY-1', reason: '发放' })).code,
    ).toBe(404);
    expect((await detail(987_654)).code).toBe(404);
  });

  it('refuses a serial number current on another account until it is unbound there', async () => {
    const taken = await shield({
      userId: ids.supplier,
      action: 'issue',
      serialNo: 'UKEY-AB12CD34',
      reason: '发放',
    });
    expect(taken.code).toBe(ErrorCode.UKEY_SERIAL_TAKEN);
    expect(taken.msg).toContain('UKEY-AB12CD34');
    expect((await detail(ids.supplier!)).data.status).toBe(0);
  });

  it('changes the PIN with the old one; wrong and weak PINs are refused', async () => {
    const wrong = await changePin(consumer, wrongOf(consumerPin), '902733');
    expect(wrong.code).toBe(ErrorCode.UKEY_PIN_WRONG);
    expect(wrong.msg).toBe('Wrong USB key PIN: 4 attempts left');
    for (const weak of ['123456', '888888', consumerPin]) {
      expect((await changePin(consumer, consumerPin, weak)).code).toBe(ErrorCode.UKEY_PIN_WEAK);
    }
    // Weak new PINs did not count as wrong attempts.
    expect((await mine(consumer)).data.remainingAttempts).toBe(4);
    const ok = await changePin(consumer, consumerPin, '902733');
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({ pinMustChange: false, remainingAttempts: 5, status: 1 });
    expect(ok.data.pinUpdatedAt).not.toBeNull();
    consumerPin = '902733';
    expect((await changePin(consumer, '902733', '902744')).code).toBe(0);
    consumerPin = '902744';
  });

  it('locks the key after five wrong PINs; only an operator PIN reset unlocks it', async () => {
    for (let left = UKEY_MAX_PIN_ATTEMPTS - 1; left > 0; left--) {
      const res = await changePin(consumer, wrongOf(consumerPin), '902755');
      expect(res).toMatchObject({ code: ErrorCode.UKEY_PIN_WRONG });
      expect(res.msg).toContain(String(left));
    }
    const locked = await changePin(consumer, wrongOf(consumerPin), '902755');
    expect(locked.code).toBe(ErrorCode.UKEY_LOCKED);
    // Even the right PIN is refused now.
    expect((await changePin(consumer, consumerPin, '902755')).code).toBe(ErrorCode.UKEY_LOCKED);
    expect((await mine(consumer)).data).toMatchObject({ status: 3, remainingAttempts: 0 });
    const seen = await detail(ids.consumer!);
    expect(seen.data.key.failedPinCount).toBe(5);
    expect(seen.data.history[0]).toMatchObject({ action: 'lock', actorName: '' });

    // Frozen while locked, it comes back locked.
    expect((await shield({ userId: ids.consumer, action: 'freeze', reason: '疑似被盗用' })).data.status).toBe(
      2,
    );
    expect(
      (await shield({ userId: ids.consumer, action: 'unfreeze', reason: '核实后解冻' })).data.status,
    ).toBe(3);

    const reset = await shield({ userId: ids.consumer, action: 'resetPin', reason: '用户申请重置' });
    expect(reset.code).toBe(0);
    expect(reset.data.status).toBe(1);
    expect(reset.data.key).toMatchObject({ failedPinCount: 0, pinMustChange: true });
    expect((await changePin(consumer, consumerPin, '902766')).code).toBe(ErrorCode.UKEY_PIN_WRONG);
    expect((await changePin(consumer, reset.data.initialPin, '902766')).code).toBe(0);
    consumerPin = '902766';
  });

  it('caps concurrent wrong PINs at the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => changePin(consumer, wrongOf(consumerPin), '902777')),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === ErrorCode.UKEY_PIN_WRONG).length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === ErrorCode.UKEY_PIN_WRONG || c === ErrorCode.UKEY_LOCKED)).toBe(true);
    const seen = await detail(ids.consumer!);
    expect(seen.data.status).toBe(3);
    expect(seen.data.key.failedPinCount).toBe(UKEY_MAX_PIN_ATTEMPTS);
    expect(seen.data.history.filter((h: { action: string }) => h.action === 'lock')).toHaveLength(2);
    const reset = await shield({ userId: ids.consumer, action: 'resetPin', reason: '再次重置' });
    consumerPin = reset.data.initialPin;
  });

  it('refuses actions the state does not allow (409) and keys that do not exist', async () => {
    const unfreeze = await shield({ userId: ids.consumer, action: 'unfreeze', reason: '原因说明' });
    expect(unfreeze.code).toBe(409);
    expect((await shield({ userId: ids.supplier, action: 'freeze', reason: '原因说明' })).code).toBe(
      ErrorCode.UKEY_NOT_BOUND,
    );
    expect((await changePin(supplier, '902715', '902733')).code).toBe(ErrorCode.UKEY_NOT_BOUND);
    await shield({ userId: ids.consumer, action: 'freeze', reason: '冻结' });
    expect((await shield({ userId: ids.consumer, action: 'resetPin', reason: '原因说明' })).code).toBe(409);
    expect((await changePin(consumer, consumerPin, '902788')).code).toBe(ErrorCode.UKEY_FROZEN);
    expect((await shield({ userId: ids.consumer, action: 'unfreeze', reason: '解冻' })).data.status).toBe(1);
    // Binding the key it already has is not a change.
    expect(
      (await shield({ userId: ids.consumer, action: 'issue', serialNo: 'UKEY-AB12CD34', reason: '重复' }))
        .code,
    ).toBe(409);
  });

  it('lets the holder freeze a lost key with their login password', async () => {
    const wrong = await post('/server/user/reportUKeyLost', consumer, { password: 'nope-nope' });
    expect(wrong.code).toBe(ErrorCode.PASSWORD_WRONG);
    expect((await mine(consumer)).data.status).toBe(1);
    const lost = await post('/server/user/reportUKeyLost', consumer, { password: 'Demo@12345' });
    expect(lost.code).toBe(0);
    expect(lost.data.status).toBe(2);
    expect((await post('/server/user/reportUKeyLost', consumer, { password: 'Demo@12345' })).code).toBe(
      ErrorCode.UKEY_FROZEN,
    );
    expect((await detail(ids.consumer!)).data.history[0]).toMatchObject({
      action: 'reportLost',
      actorName: 'consumer',
    });
  });

  it('changes a key: the old one is revoked and its serial number is free again', async () => {
    const changed = await shield({
      userId: ids.consumer,
      action: 'issue',
      serialNo: 'UKEY-NEW-0002',
      reason: '挂失补发',
    });
    expect(changed.code).toBe(0);
    expect(changed.data.key).toMatchObject({ serialNo: 'UKEY-NEW-0002', status: 1, pinMustChange: true });
    expect(changed.data.history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'issue', serialNo: 'UKEY-NEW-0002' }),
      expect.objectContaining({ action: 'replace', serialNo: 'UKEY-AB12CD34', reason: '挂失补发' }),
    ]);
    expect((await mine(consumer)).data.serialNo).toBe('UKEY-NEW-0002');
    const reused = await shield({
      userId: ids.supplier,
      action: 'issue',
      serialNo: 'ukey-ab12cd34',
      reason: '旧钥重用',
    });
    expect(reused.code).toBe(0);
    expect((await mine(supplier)).data.serialNo).toBe('UKEY-AB12CD34');
  });

  it('unbinds a key: the account has none afterwards', async () => {
    const res = await shield({ userId: ids.supplier, action: 'unbind', reason: '账号注销U盾' });
    expect(res.data).toMatchObject({ status: 0, key: null });
    expect((await mine(supplier)).data.serialNo).toBeNull();
    expect((await shield({ userId: ids.supplier, action: 'unbind', reason: '再次解绑' })).code).toBe(
      ErrorCode.UKEY_NOT_BOUND,
    );
  });

  it('speaks the caller’s language', async () => {
    const zh = await post(
      '/server/user/updateUKeyPin',
      supplier,
      { oldPin: '902715', newPin: '902733' },
      'zh-CN',
    );
    expect(zh.msg).toBe('账号尚未绑定U盾');
  });
});
