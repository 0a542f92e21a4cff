import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_WEB, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { type Json, sendJson } from '../../test/requests.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { sha256 } from '../orders/orders.service.js';

/** The origin `app.inject` requests come from (Host: localhost:80). */
const ORIGIN = 'http://localhost:80';
const AGREEMENT = 'For internal analysis only.';

let t: TestApp;
let admin: string;
let good: { itemId: number; skuId: number };

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key });

const passwordLogin = (username: string) =>
  sendJson(t, null, '/server/user/login', {
    payload: { username, password: 'Demo@12345' },
    headers: { authorization: BASIC_WEB },
  });
const keyLogin = (proof: object) =>
  sendJson(t, null, '/server/user/login/ukey', { payload: proof, headers: { authorization: BASIC_WEB } });

/** An account of `roleType` with an issued key; answers its token, id and the initial PIN. */
async function holderWithKey(username: string, roleType: 1 | 2 | 3 = 1) {
  const id = await createUser(t, username, roleType);
  const token = (await loginAs(t, username)).token;
  const serialNo = `FT-${username.toUpperCase()}-01`;
  const issued = await call(admin, '/server/user/updateUShield', {
    userId: String(id),
    action: 'issue',
    serialNo,
    reason: 'issued at the counter',
  });
  expect(issued.code, issued.msg).toBe(0);
  return { id, token, pin: issued.data.initialPin as string };
}

/** Registers a software key from the key page. */
async function register(token: string, pin: string, device = new SoftAuthenticator()) {
  const start = await call(token, '/server/user/ukey/registration/options');
  expect(start.code, start.msg).toBe(0);
  const response = device.create(start.data.options, ORIGIN);
  return {
    device,
    answer: await call(token, '/server/user/ukey/registration', { ticket: start.data.ticket, pin, response }),
  };
}

/** The second step of a login refused with 10196: the key signs, the PIN is given. */
const assertion = (refused: Json, device: SoftAuthenticator, pin: string) => ({
  ticket: refused.data.ticket,
  pin,
  response: device.get(refused.data.options, ORIGIN),
});

async function submit(token: string) {
  const res = await call(
    token,
    '/server/order/submit',
    {
      itemId: String(good.itemId),
      skuId: String(good.skuId),
      quantity: 1,
      agreementAccepted: true,
      agreementHash: sha256(AGREEMENT),
    },
    randomUUID(),
  );
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  good = await createGood(t, {
    ownerId: await userIdOf(t, 'supplier'),
    price: 10_000n,
    agreement: AGREEMENT,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('registering a USB key as a security key', () => {
  it('needs the PIN, counts a wrong one, and records the registration', async () => {
    const holder = await holderWithKey('reg1');
    const wrong = await register(holder.token, holder.pin === '902715' ? '902716' : '902715');
    expect(wrong.answer.code).toBe(ErrorCode.UKEY_PIN_WRONG);
    expect((await call(holder.token, '/server/user/getUKeySerialNo')).data).toMatchObject({
      registered: false,
      remainingAttempts: 4,
    });

    const right = await register(holder.token, holder.pin);
    expect(right.answer.code, right.answer.msg).toBe(0);
    expect(right.answer.data).toMatchObject({ registered: true, required: false });
    const detail = await call(admin, '/server/user/queryUShield', { userId: String(holder.id) });
    expect(detail.data.key.registeredAt).toBeTruthy();
    expect(detail.data.history[0].action).toBe('register');

    // A registered key is not registered again (the operator issues a new one instead).
    expect((await call(holder.token, '/server/user/ukey/registration/options')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
  });

  it("refuses a ticket used twice, another account's ticket, and an answer to another challenge", async () => {
    const a = await holderWithKey('reg2');
    const b = await holderWithKey('reg3');
    const device = new SoftAuthenticator();
    const start = await call(a.token, '/server/user/ukey/registration/options');
    const response = device.create(start.data.options, ORIGIN);
    const byOther = await call(b.token, '/server/user/ukey/registration', {
      ticket: start.data.ticket,
      pin: b.pin,
      response,
    });
    expect(byOther.code).toBe(ErrorCode.UKEY_VERIFY_FAILED);

    const other = await call(a.token, '/server/user/ukey/registration/options');
    const mismatched = await call(a.token, '/server/user/ukey/registration', {
      ticket: other.data.ticket,
      pin: a.pin,
      response,
    });
    expect(mismatched.code).toBe(ErrorCode.UKEY_VERIFY_FAILED);
    expect((await call(a.token, '/server/user/getUKeySerialNo')).data.registered).toBe(false);
  });

  it('refuses an account without an issued key', async () => {
    await createUser(t, 'nokey1', 1);
    const token = (await loginAs(t, 'nokey1')).token;
    expect((await call(token, '/server/user/ukey/registration/options')).code).toBe(ErrorCode.UKEY_NOT_BOUND);
  });
});

describe('login with a registered key', () => {
  it('asks for the key after the password, and opens the session only with its signature and the PIN', async () => {
    const holder = await holderWithKey('log1');
    const { device } = await register(holder.token, holder.pin);

    const refused = await passwordLogin('log1');
    expect(refused.code).toBe(ErrorCode.UKEY_ASSERTION_REQUIRED);
    expect(refused.data.options.allowCredentials[0].id).toBe(device.credentialId.toString('base64url'));
    expect(refused.data.token).toBeUndefined();

    const proof = assertion(refused, device, holder.pin);
    const done = await keyLogin(proof);
    expect(done.code, done.msg).toBe(0);
    expect((await sendJson(t, done.data.token, '/sys/user/info', { method: 'GET' })).data.name).toBe('log1');

    // The same proof again: the ticket is used up.
    expect((await keyLogin(proof)).code).toBe(ErrorCode.UKEY_VERIFY_FAILED);
  });

  it('refuses another security key, a wrong PIN, and does not spend PIN attempts without the key', async () => {
    const holder = await holderWithKey('log2');
    const { device } = await register(holder.token, holder.pin);

    const stranger = new SoftAuthenticator();
    const first = await passwordLogin('log2');
    const forged = { ...assertion(first, stranger, '902715') };
    forged.response = {
      ...forged.response,
      id: device.credentialId.toString('base64url'),
      rawId: device.credentialId.toString('base64url'),
    };
    expect((await keyLogin(forged)).code).toBe(ErrorCode.UKEY_VERIFY_FAILED);
    expect((await call(holder.token, '/server/user/getUKeySerialNo')).data.remainingAttempts).toBe(5);

    const second = await passwordLogin('log2');
    const wrongPin = holder.pin === '902715' ? '902716' : '902715';
    expect((await keyLogin(assertion(second, device, wrongPin))).code).toBe(ErrorCode.UKEY_PIN_WRONG);
    expect((await call(holder.token, '/server/user/getUKeySerialNo')).data.remainingAttempts).toBe(4);
  });

  it('refuses a frozen key at the password step and lets the account in once the operator unbinds it', async () => {
    const holder = await holderWithKey('log3');
    await register(holder.token, holder.pin);
    const lost = await call(holder.token, '/server/user/reportUKeyLost', { password: 'Demo@12345' });
    expect(lost.code, lost.msg).toBe(0);
    expect((await passwordLogin('log3')).code).toBe(ErrorCode.UKEY_FROZEN);

    const unbound = await call(admin, '/server/user/updateUShield', {
      userId: String(holder.id),
      action: 'unbind',
      reason: 'reported lost',
    });
    expect(unbound.code, unbound.msg).toBe(0);
    expect((await passwordLogin('log3')).code).toBe(0);
  });
});

describe('payment with a registered key', () => {
  it('needs a proof for the very order, answers a retry without a new one, and charges once', async () => {
    const holder = await holderWithKey('pay1');
    await setCreditLimit(t, holder.id, 1_000_000n);
    const { device } = await register(holder.token, holder.pin);
    const orderId = await submit(holder.token);
    const key = randomUUID();

    expect((await call(holder.token, '/server/pay', { orderId }, key)).code).toBe(
      ErrorCode.UKEY_ASSERTION_REQUIRED,
    );

    const otherOrder = await submit(holder.token);
    const forOther = await call(holder.token, '/server/user/ukey/challenge', {
      purpose: 'pay',
      orderId: otherOrder,
    });
    const misused = {
      orderId,
      ukey: {
        ticket: forOther.data.ticket,
        pin: holder.pin,
        response: device.get(forOther.data.options, ORIGIN),
      },
    };
    expect((await call(holder.token, '/server/pay', misused, key)).code).toBe(ErrorCode.UKEY_VERIFY_FAILED);

    const challenge = await call(holder.token, '/server/user/ukey/challenge', { purpose: 'pay', orderId });
    expect(challenge.code, challenge.msg).toBe(0);
    const ukey = {
      ticket: challenge.data.ticket,
      pin: holder.pin,
      response: device.get(challenge.data.options, ORIGIN),
    };
    const paid = await call(holder.token, '/server/pay', { orderId, ukey }, key);
    expect(paid.code, paid.msg).toBe(0);
    const retried = await call(holder.token, '/server/pay', { orderId }, key);
    expect(retried.code, retried.msg).toBe(0);
    expect(retried.data.available).toBe(paid.data.available);
    expect(paid.data.available).toBe('990000');
  });

  it('leaves buyers without a key as they are', async () => {
    const id = await createUser(t, 'pay2', 1);
    await setCreditLimit(t, id, 1_000_000n);
    const token = (await loginAs(t, 'pay2')).token;
    const orderId = await submit(token);
    expect((await call(token, '/server/pay', { orderId }, randomUUID())).code).toBe(0);
    expect((await call(token, '/server/user/ukey/challenge', { purpose: 'pay', orderId })).code).toBe(
      ErrorCode.UKEY_NOT_BOUND,
    );
  });
});

describe('a role that must use a USB key', () => {
  it("is the operator's choice, refused to others", async () => {
    const supplier = (await loginAs(t, 'supplier')).token;
    expect(
      (await call(supplier, '/server/user/updateUKeyPolicy', { roleType: 3, required: true })).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const bad = await call(admin, '/server/user/updateUKeyPolicy', { roleType: 0, required: true });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('keeps accounts without a key out, and registers an issued key at login', async () => {
    await createUser(t, 'dev1', 2);
    const withKey = await holderWithKey('dev2', 2);
    const set = await call(admin, '/server/user/updateUKeyPolicy', { roleType: 2, required: true });
    expect(set.code, set.msg).toBe(0);
    const developers = set.data.find((p: { roleType: number }) => p.roleType === 2);
    expect(developers).toMatchObject({ required: true });
    expect(developers.accountsWithoutKey).toBeGreaterThanOrEqual(3); // the demo developer, dev1, dev2

    expect((await passwordLogin('dev1')).code).toBe(ErrorCode.UKEY_REQUIRED);
    const refused = await passwordLogin('dev2');
    expect(refused.code).toBe(ErrorCode.UKEY_REGISTRATION_REQUIRED);
    const device = new SoftAuthenticator();
    const done = await keyLogin({
      ticket: refused.data.ticket,
      pin: withKey.pin,
      response: device.create(refused.data.options, ORIGIN),
    });
    expect(done.code, done.msg).toBe(0);
    expect((await call(done.data.token, '/server/user/getUKeySerialNo')).data).toMatchObject({
      registered: true,
      required: true,
    });
    expect((await passwordLogin('dev2')).code).toBe(ErrorCode.UKEY_ASSERTION_REQUIRED);

    await call(admin, '/server/user/updateUKeyPolicy', { roleType: 2, required: false });
    expect((await passwordLogin('dev1')).code).toBe(0);
  });
});
