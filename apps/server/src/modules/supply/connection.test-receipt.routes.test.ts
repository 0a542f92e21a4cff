import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { sendJson } from '../../test/requests.js';
import { RECEIPT_TTL_MS } from './connection.test-receipt.js';

// Saving a connection right after testing it keeps that test's result, and only for the fields tested.

const suffix = randomBytes(4).toString('hex');

let t: TestApp;
let supplier: string;
let consumer: string;

const pgForm = {
  name: 'tested form',
  dbType: 'postgresql',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  username: 'postgres',
  password: 'ignored-by-trust',
  sslMode: 'disable',
};

const call = (token: string, url: string, payload: unknown) => sendJson(t, token, url, { payload });

async function testForm(token: string, form: Record<string, unknown>) {
  const res = await call(token, '/server/dataBase/connectionTest', form);
  expect(res.code, res.msg).toBe(0);
  return res.data as { ok: boolean; code: number; serverVersion: string; receipt: string };
}

async function save(token: string, form: Record<string, unknown>) {
  const res = await call(
    token,
    form.id ? '/server/dataBase/updateDatabase' : '/server/dataBase/recordDatabase',
    form,
  );
  expect(res.code, res.msg).toBe(0);
  return res.data as {
    id: string;
    lastTestCode: number | null;
    lastTestVersion: string;
    lastTestAt: string | null;
  };
}

let names = 0;
const nameOf = () => `receipt ${suffix} ${++names}`;

beforeAll(async () => {
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
});

afterAll(async () => {
  await t?.close();
});

describe('saving a connection right after its test', () => {
  it('keeps the successful result of the test just run: the list shows it tested, not 未测试', async () => {
    const tested = await testForm(supplier, pgForm);
    expect(tested).toMatchObject({ ok: true, code: 0 });
    expect(tested.receipt).not.toBe('');
    // The receipt holds no secret.
    expect(Buffer.from(tested.receipt.split('.')[0]!, 'base64url').toString()).not.toContain(pgForm.password);
    const name = nameOf();
    const saved = await save(supplier, { ...pgForm, name, testReceipt: tested.receipt });
    expect(saved.lastTestCode).toBe(0);
    expect(saved.lastTestVersion).toBe(tested.serverVersion);
    expect(saved.lastTestAt).toBe(t.clock.now().toISOString());
    const page = await call(supplier, '/server/dataBase/queryDatabase', { page: 1, limit: 10, name });
    expect(page.data.list).toEqual([expect.objectContaining({ id: saved.id, lastTestCode: 0 })]);
  });

  it('keeps a failed result too, with its reason', async () => {
    const form = { ...pgForm, port: await freeLoopbackPort() };
    const tested = await testForm(supplier, form);
    expect(tested).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_UNREACHABLE });
    const saved = await save(supplier, { ...form, name: nameOf(), testReceipt: tested.receipt });
    expect(saved.lastTestCode).toBe(ErrorCode.CONNECTION_UNREACHABLE);
  });

  it('saves untested what was not tested: other fields, no or a forged receipt, another owner, too late', async () => {
    const { receipt } = await testForm(supplier, pgForm);
    const untested = async (token: string, form: Record<string, unknown>) =>
      expect((await save(token, { ...form, name: nameOf() })).lastTestCode).toBeNull();
    await untested(supplier, pgForm);
    await untested(supplier, { ...pgForm, database: 'other', testReceipt: receipt });
    await untested(supplier, { ...pgForm, password: 'changed', testReceipt: receipt });
    await untested(supplier, { ...pgForm, sslMode: 'require', testReceipt: receipt });
    await untested(supplier, { ...pgForm, host: 'localhost', testReceipt: receipt });
    const [payload, mac] = receipt.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 0, v: 'PostgreSQL 99', t: Date.now() })).toString(
      'base64url',
    );
    await untested(supplier, { ...pgForm, testReceipt: `${forged}.${mac}` });
    await untested(supplier, { ...pgForm, testReceipt: `${payload}.${mac}x` });
    await untested(supplier, { ...pgForm, testReceipt: 'nonsense' });
    // A receipt is the owner's: another user saving the same fields does not get the result.
    await untested(consumer, { ...pgForm, testReceipt: receipt });
    // The name is not tested: saving under any name keeps the result, within the receipt's lifetime.
    t.clock.advance(RECEIPT_TTL_MS - 1000);
    expect((await save(supplier, { ...pgForm, name: nameOf(), testReceipt: receipt })).lastTestCode).toBe(0);
    t.clock.advance(2000);
    await untested(supplier, { ...pgForm, testReceipt: receipt });
  });

  it('on update: records the test of the edited fields (saved password kept), and forgets a result for changed fields', async () => {
    const created = await save(supplier, { ...pgForm, name: nameOf() });
    expect(created.lastTestCode).toBeNull();
    // The edit form tests with the saved password (empty field) and saves right after.
    const tested = await testForm(supplier, { ...pgForm, id: created.id, password: '' });
    const name = nameOf();
    const updated = await save(supplier, {
      ...pgForm,
      id: created.id,
      name,
      password: '',
      testReceipt: tested.receipt,
    });
    expect(updated.lastTestCode).toBe(0);
    // Renaming without a new test keeps the result: nothing tested changed.
    const renamed = await save(supplier, { ...pgForm, id: created.id, name: nameOf(), password: '' });
    expect(renamed.lastTestCode).toBe(0);
    // Another database (or user, or password) without a test: the old result says nothing about it.
    const moved = await save(supplier, {
      ...pgForm,
      id: created.id,
      name: nameOf(),
      password: '',
      database: 'postgres',
    });
    expect(moved).toMatchObject({ lastTestCode: null, lastTestVersion: '', lastTestAt: null });
  });
});
