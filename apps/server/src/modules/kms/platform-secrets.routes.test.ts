import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { databaseConnection } from '../supply/connection.table.js';
import { decryptSecret, encryptSecret, loadConnectorKey } from '../supply/credential-cipher.js';
import { KmsSecretBox } from './platform-secrets.js';

const form = (name: string, password: string) => ({
  name,
  dbType: 'postgresql',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  username: 'postgres',
  password,
  sslMode: 'disable',
});

describe('saved credentials under the KMS', () => {
  let t: TestApp;
  let supplier: string;
  let admin: string;
  let connectorKey: Buffer;
  let box: KmsSecretBox;

  const storedPassword = async (id: string) => {
    const [row] = await t.db
      .select({ passwordEnc: databaseConnection.passwordEnc })
      .from(databaseConnection)
      .where(eq(databaseConnection.id, Number(id)));
    return row!.passwordEnc;
  };
  const platformKey = async () => {
    const page = await sendJson(t, admin, '/server/kms/queryKeys', {
      payload: { page: 1, limit: 10, purpose: 'platformSecrets' },
    });
    expect(page.code, page.msg).toBe(0);
    return page.data.list as { id: string; currentVersion: number; algorithm: string; state: string }[];
  };

  beforeAll(async () => {
    t = await startTestApp();
    supplier = (await loginAs(t, 'supplier')).token;
    admin = (await loginAs(t, 'admin')).token;
    connectorKey = loadConnectorKey(t.config.connectorKey, t.config.dataDir);
    box = new KmsSecretBox(t.services.kms, (stored) => decryptSecret(connectorKey, stored));
  });
  afterAll(() => t.close());

  it('seals a saved password under the platform data key, made at first need', async () => {
    expect(await platformKey()).toEqual([]);
    const saved = await sendJson(t, supplier, '/server/dataBase/recordDatabase', {
      payload: form('KMS sealed', 'first-secret'),
    });
    expect(saved.code, saved.msg).toBe(0);
    const stored = await storedPassword(saved.data.id);
    const [key] = await platformKey();
    expect(key).toMatchObject({ algorithm: 'AES_256', state: 'enabled', currentVersion: 1 });
    expect(stored.startsWith(`kms1.${key!.id}.1.`)).toBe(true);
    expect(stored).not.toContain('first-secret');
    expect(await box.open(stored)).toBe('first-secret');
  });

  it('moves a password sealed before the KMS under it, once, keeping it', async () => {
    const saved = await sendJson(t, supplier, '/server/dataBase/recordDatabase', {
      payload: form('Legacy sealed', 'old-secret'),
    });
    const legacy = encryptSecret(connectorKey, 'old-secret');
    await t.db
      .update(databaseConnection)
      .set({ passwordEnc: legacy })
      .where(eq(databaseConnection.id, Number(saved.data.id)));
    // Still opens before it moves.
    expect(await box.open(legacy)).toBe('old-secret');
    expect(await t.services.connections.rewrapSecrets()).toBe(1);
    const moved = await storedPassword(saved.data.id);
    expect(moved).toMatch(/^kms1\./);
    expect(await box.open(moved)).toBe('old-secret');
    expect(await t.services.connections.rewrapSecrets()).toBe(0);
    expect(await t.services.trustedStorage.rewrapSecrets()).toBe(0);
    expect(await t.services.interfaces.rewrapSecrets()).toBe(0);
  });

  it('keeps opening older versions after a rotation, and seals with the new one', async () => {
    const [key] = await platformKey();
    const before = await box.seal('before-rotation');
    const rotated = await sendJson(t, admin, '/server/kms/updateKeys', {
      payload: { action: 'rotate', id: key!.id },
    });
    expect(rotated.code, rotated.msg).toBe(0);
    const after = await box.seal('after-rotation');
    expect(after.startsWith(`kms1.${key!.id}.2.`)).toBe(true);
    expect(await box.open(before)).toBe('before-rotation');
    expect(await box.openMany([before, after, 'kms1.broken', ''], 'test')).toEqual([
      'before-rotation',
      'after-rotation',
      null,
      null,
    ]);
  });

  it('refuses new secrets while an operator has the key disabled, and saves nothing', async () => {
    const [key] = await platformKey();
    await sendJson(t, admin, '/server/kms/updateKeys', { payload: { action: 'disable', id: key!.id } });
    const refused = await sendJson(t, supplier, '/server/dataBase/recordDatabase', {
      payload: form('While disabled', 'never-saved'),
    });
    expect(refused.code).toBe(ErrorCode.KMS_KEY_UNUSABLE);
    const list = await sendJson(t, supplier, '/server/dataBase/queryDatabase', {
      payload: { page: 1, limit: 50 },
    });
    expect(JSON.stringify(list.data ?? {})).not.toContain('While disabled');
    await sendJson(t, admin, '/server/kms/updateKeys', { payload: { action: 'enable', id: key!.id } });
    const saved = await sendJson(t, supplier, '/server/dataBase/recordDatabase', {
      payload: form('After enabling', 'saved-again'),
    });
    expect(saved.code, saved.msg).toBe(0);
  });
});
