import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ErrorCode, KMS_ALGORITHMS } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { unwrap } from './kms.crypto.js';
import { kmsKeyVersion } from './kms.table.js';

let t: TestApp;
let admin: string;
const bodies: string[] = [];
const logLines: string[] = [];
const module = 'test-suite';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'info', stream } });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

async function call(url: string, payload?: object, token = admin, method: 'GET' | 'POST' = 'POST') {
  const res = await sendJson(t, token, url, { payload, method });
  bodies.push(JSON.stringify(res));
  return res;
}
const update = (payload: object) => call('/server/kms/updateKeys', payload);
const detail = (id: string) => call(`/server/kms/queryKeyDetail?id=${id}`, undefined, admin, 'GET');

async function create(name: string, algorithm: string, purpose = 'general') {
  const res = await update({
    action: 'create',
    name,
    algorithm,
    purpose,
    description: `${algorithm} for tests`,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.key.id as string;
}

describe('computing keys', () => {
  it('are the operator’s: another role is refused every call', async () => {
    const consumer = (await loginAs(t, 'consumer')).token;
    expect((await call('/server/kms/queryKeys', { page: 1, limit: 10 }, consumer)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(
      (
        await call(
          '/server/kms/updateKeys',
          { action: 'create', name: 'x1', algorithm: 'SM4', purpose: 'general' },
          consumer,
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await call('/server/kms/queryKeyDetail?id=1', undefined, consumer, 'GET')).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('are created for every algorithm with a fingerprint, public keys for key pairs only', async () => {
    for (const algorithm of KMS_ALGORITHMS) {
      const id = await create(`all-${algorithm.toLowerCase()}`, algorithm);
      const { data } = await detail(id);
      expect(data.key).toMatchObject({ state: 'enabled', currentVersion: 1, createdBy: 'admin', algorithm });
      expect(data.versions).toHaveLength(1);
      expect(data.versions[0]).toMatchObject({ version: 1, state: 'active' });
      const pair = algorithm === 'RSA_2048' || algorithm === 'SM2';
      expect(data.versions[0].publicKey === null).toBe(!pair);
      expect(data.events[0].action).toBe('create');
    }
    const list = await call('/server/kms/queryKeys', { page: 1, limit: 10, algorithm: 'SM2' });
    expect(list.data.list.map((k: { name: string }) => k.name)).toEqual(['all-sm2']);
  });

  it('refuses a taken name, a bad name and an unknown algorithm, and changes nothing', async () => {
    expect(
      (await update({ action: 'create', name: 'all-sm4', algorithm: 'SM4', purpose: 'general' })).code,
    ).toBe(ErrorCode.KMS_NAME_TAKEN);
    expect(
      (await update({ action: 'create', name: 'has space', algorithm: 'SM4', purpose: 'general' })).code,
    ).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (await update({ action: 'create', name: 'des-key', algorithm: 'DES', purpose: 'general' })).code,
    ).toBe(ErrorCode.BAD_PARAMS);
    expect((await call('/server/kms/queryKeys', { page: 1, limit: 10 })).data.total).toBe(4);
  });

  it('keep decrypting and verifying what older versions made after a rotation', async () => {
    for (const algorithm of ['AES_256', 'SM4'] as const) {
      const id = Number(await create(`rot-${algorithm.toLowerCase()}`, algorithm, 'offlineTransmission'));
      const old = await t.services.kms.encrypt(id, Buffer.from('v1 secret'), 'file:1', module);
      const rotated = await update({ action: 'rotate', id });
      expect(rotated.data.key.currentVersion).toBe(2);
      expect(rotated.data.versions.map((v: { state: string }) => v.state)).toEqual(['active', 'decryptOnly']);
      const fresh = await t.services.kms.encrypt(id, Buffer.from('v2 secret'), 'file:2', module);
      expect(fresh.split('.')[2]).toBe('2');
      expect((await t.services.kms.decrypt(old, 'file:1', module)).toString()).toBe('v1 secret');
      expect((await t.services.kms.decrypt(fresh, 'file:2', module)).toString()).toBe('v2 secret');
    }
    const pair = Number(await create('rot-sm2', 'SM2', 'evidenceSigning'));
    const signed = await t.services.kms.sign(pair, Buffer.from('block 1'), module);
    await update({ action: 'rotate', id: pair });
    expect(
      await t.services.kms.verify(pair, signed.version, Buffer.from('block 1'), signed.signature, module),
    ).toBe(true);
    expect(
      await t.services.kms.verify(pair, signed.version, Buffer.from('block 2'), signed.signature, module),
    ).toBe(false);
    expect((await t.services.kms.sign(pair, Buffer.from('block 2'), module)).version).toBe(2);
  });

  it('log every use with who used it', async () => {
    const id = await create('audited', 'AES_256');
    await t.services.kms.encrypt(Number(id), Buffer.from('x'), 'audit:1', 'offline-transmission');
    const { data } = await detail(id);
    expect(data.events[0]).toMatchObject({
      action: 'encrypt',
      actor: 'offline-transmission',
      detail: 'audit:1',
      version: 1,
    });
  });

  it('refuse the wrong operation, an altered ciphertext and another context', async () => {
    const id = Number(await create('ops-aes', 'AES_256'));
    await expect(t.services.kms.sign(id, Buffer.from('x'), module)).rejects.toMatchObject({
      code: ErrorCode.KMS_WRONG_OPERATION,
    });
    const sealed = await t.services.kms.encrypt(id, Buffer.from('payload'), 'ctx', module);
    const parts = sealed.split('.');
    parts[5] = Buffer.from('tampered').toString('base64url');
    await expect(t.services.kms.decrypt(parts.join('.'), 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_CIPHERTEXT_INVALID,
    });
    await expect(t.services.kms.decrypt(sealed, 'other', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_CIPHERTEXT_INVALID,
    });
    await expect(t.services.kms.decrypt('not-a-ciphertext', 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_CIPHERTEXT_INVALID,
    });
  });

  it('refuse any use while disabled, and work again once enabled; illegal changes are 409', async () => {
    const id = Number(await create('switch', 'SM4'));
    const sealed = await t.services.kms.encrypt(id, Buffer.from('before'), 'ctx', module);
    expect((await update({ action: 'disable', id })).data.key.state).toBe('disabled');
    await expect(t.services.kms.encrypt(id, Buffer.from('x'), 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_KEY_UNUSABLE,
    });
    await expect(t.services.kms.decrypt(sealed, 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_KEY_UNUSABLE,
    });
    expect((await update({ action: 'rotate', id })).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await update({ action: 'disable', id })).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await update({ action: 'enable', id })).data.key.state).toBe('enabled');
    expect((await t.services.kms.decrypt(sealed, 'ctx', module)).toString()).toBe('before');
  });

  it('are destroyed when the waiting period ends, unless cancelled; then nothing decrypts', async () => {
    const id = Number(await create('doomed', 'AES_256'));
    const sealed = await t.services.kms.encrypt(id, Buffer.from('last words'), 'ctx', module);
    expect((await update({ action: 'scheduleDestruction', id, days: 3 })).code).toBe(ErrorCode.BAD_PARAMS);
    const scheduled = await update({ action: 'scheduleDestruction', id, days: 7 });
    expect(scheduled.code, scheduled.msg).toBe(0);
    expect(scheduled.data.key.state).toBe('pendingDestruction');
    await expect(t.services.kms.decrypt(sealed, 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_KEY_UNUSABLE,
    });
    expect((await update({ action: 'cancelDestruction', id })).data.key).toMatchObject({
      state: 'disabled',
      destroyAt: null,
    });
    await update({ action: 'scheduleDestruction', id, days: 7 });
    t.clock.advance(6 * 86_400_000);
    admin = (await loginAs(t, 'admin')).token; // the session expired meanwhile
    expect((await detail(String(id))).data.key.state).toBe('pendingDestruction');
    t.clock.advance(86_400_000 + 1000);
    admin = (await loginAs(t, 'admin')).token;
    const gone = await detail(String(id));
    expect(gone.data.key.state).toBe('destroyed');
    expect(gone.data.versions[0].state).toBe('destroyed');
    expect(gone.data.events[0].action).toBe('destroy');
    const [row] = await t.db.select().from(kmsKeyVersion).where(eq(kmsKeyVersion.keyId, id));
    expect(row!.wrappedMaterial).toBe('');
    expect((await update({ action: 'enable', id })).code).toBe(ErrorCode.ILLEGAL_STATE);
    await expect(t.services.kms.decrypt(sealed, 'ctx', module)).rejects.toMatchObject({
      code: ErrorCode.KMS_KEY_DESTROYED,
    });
  });

  it('never show key material in an answer or a log line', async () => {
    const master = Buffer.from(
      fs.readFileSync(path.join(t.config.dataDir, 'keys', 'kms-master.key'), 'utf8').trim(),
      'base64',
    );
    const versions = await t.db.select().from(kmsKeyVersion);
    const secrets = versions
      .filter((v) => v.wrappedMaterial !== '')
      .map((v) => unwrap(master, `kms:${v.keyId}:${v.version}`, v.wrappedMaterial));
    expect(secrets.length).toBeGreaterThan(8);
    const everything = [...bodies, ...logLines].join('\n');
    expect(everything.length).toBeGreaterThan(10_000);
    for (const secret of secrets) {
      for (const encoded of [
        secret.toString('hex'),
        secret.toString('base64'),
        secret.toString('base64url'),
      ]) {
        expect(everything.includes(encoded.slice(0, 24))).toBe(false);
      }
    }
    expect(everything).not.toContain('wrappedMaterial');
    expect(everything).not.toMatch(/PRIVATE KEY/);
  });
});
