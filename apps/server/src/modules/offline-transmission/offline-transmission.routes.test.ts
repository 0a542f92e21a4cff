import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { goodsItem } from '../goods/goods.table.js';
import { operationLog } from '../ops/ops.table.js';
import { open } from './offline-crypto.js';

let t: TestApp;
let consumer: string;
let other: string;
let supplier: string;
let supplier2: string;
let admin: string;
let packageOrder: string;
let unpaidOrder: string;
let rsaNode: string;
let sm2Node: string;
let otherNode: string;
const FILES = {
  'plant/readings.csv': crypto.randomBytes(70_000),
  'plant/readme.txt': Buffer.from('Columns: ts, value\n'),
};
const pems = (pair: crypto.KeyPairKeyObjectResult) => ({
  publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});
const rsa = pems(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const sm2 = pems(crypto.generateKeyPairSync('ec', { namedCurve: 'SM2' }));
const stranger = pems(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));

const call = (token: string | null, url: string, payload?: unknown, method = 'POST', key?: string) =>
  sendJson(t, token, url, { method: method as 'POST', payload, idempotencyKey: key || undefined });

async function buy(token: string, good: { itemId: number; skuId: number }, pay: boolean) {
  return (await placeOrder(t, token, good, { pay })).order.id as string;
}

async function node(token: string, name: string, publicKey: string) {
  const res = await call(token, '/server/nodeInfo/save', {
    name,
    kind: 'data',
    address: `edge-${crypto.randomBytes(3).toString('hex')}.example.com:9000`,
    publicKey,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.node.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  admin = (await loginAs(t, 'admin')).token;
  other = (await newAccount(t, 'otherbuyer', 1)).token;
  supplier2 = (await newAccount(t, 'othersupplier', 3)).token;
  const supplierId = await userIdOf(t, 'supplier');
  const supplierActor = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
  for (const [filePath, content] of Object.entries(FILES)) {
    const [folder, name] = filePath.split('/') as [string, string];
    await t.services.trustedStorage.createFolder(supplierActor, folder).catch(() => {});
    await t.services.trustedStorage.upload(supplierActor, folder, name, Readable.from([content]));
  }
  const good = await createGood(t, { ownerId: supplierId, itemType: 2, name: 'Plant readings' });
  await t.db
    .update(goodsItem)
    .set({ packageFiles: Object.keys(FILES) })
    .where(eq(goodsItem.id, good.itemId));
  for (const id of [await userIdOf(t, 'consumer'), await userIdOf(t, 'otherbuyer')]) {
    await setCreditLimit(t, id, 10_000_000n);
  }
  packageOrder = await buy(consumer, good, true);
  unpaidOrder = await buy(consumer, good, false);
  rsaNode = await node(consumer, 'Plant gateway', rsa.publicKey);
  sm2Node = await node(consumer, 'SM2 gateway', sm2.publicKey);
  otherNode = await node(other, 'Their gateway', stranger.publicKey);
});

afterAll(async () => {
  await t?.close();
});

describe('export', () => {
  it('only the seller or the operator exports; anyone else is told nothing (404)', async () => {
    for (const token of [consumer, other, supplier2]) {
      const res = await call(token, '/server/offlineTransmission/offlineTransmissionEncrypt', {
        orderId: packageOrder,
        nodeId: rsaNode,
      });
      expect([ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN]).toContain(res.code);
    }
    expect((await call(null, '/server/offlineTransmission/getOne', { orderId: packageOrder })).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect((await call(other, '/server/offlineTransmission/getOne', { orderId: packageOrder })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses an unpaid order, a node of someone else and bad ids', async () => {
    const unpaid = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId: unpaidOrder,
      nodeId: rsaNode,
    });
    expect(unpaid.code).toBe(ErrorCode.OFFLINE_ORDER_NOT_ELIGIBLE);
    const foreign = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId: packageOrder,
      nodeId: otherNode,
    });
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId: 'x',
      nodeId: rsaNode,
    });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (await call(supplier, '/server/offlineTransmission/getOne', { orderId: packageOrder })).data,
    ).toBeNull();
  });

  it("lists the buyer's nodes for the seller; not for others", async () => {
    const res = await call(supplier, '/server/offlineTransmission/buyerNodes', { orderId: packageOrder });
    expect(res.data.map((n: { name: string }) => n.name).sort()).toEqual(['Plant gateway', 'SM2 gateway']);
    expect(res.data.find((n: { name: string }) => n.name === 'SM2 gateway').keyAlgorithm).toBe('SM2');
    expect(
      (await call(supplier2, '/server/offlineTransmission/buyerNodes', { orderId: packageOrder })).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it.each([
    ['RSA', () => rsaNode, () => rsa.privateKey, 'RSA-OAEP-256+AES-256-GCM'],
    ['SM2', () => sm2Node, () => sm2.privateKey, 'SM2+SM4-CTR+HMAC-SM3'],
  ])(
    'encrypts every file for a %s node; the buyer decrypts them to the same bytes',
    async (_n, nodeId, key, algorithm) => {
      const res = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
        orderId: packageOrder,
        nodeId: nodeId(),
      });
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toMatchObject({ status: 1, algorithm, confirmedAt: null });
      expect(res.data.files.map((f: { name: string }) => f.name)).toEqual(['readings.csv', 'readme.txt']);
      for (const [i, content] of Object.values(FILES).entries()) {
        const meta = res.data.files[i];
        expect(meta.sha256).toBe(crypto.createHash('sha256').update(content).digest('hex'));
        const download = await t.app.inject({
          method: 'GET',
          url: `/server/offlineTransmission/file?orderId=${packageOrder}&index=${i + 1}`,
          headers: bearer(consumer),
        });
        expect(download.headers['content-disposition']).toContain('attachment');
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.rawPayload.equals(content)).toBe(false);
        const opener = open(key(), meta, meta.tag);
        const chunks: Buffer[] = [];
        opener.transform.on('data', (c: Buffer) => chunks.push(c));
        opener.transform.end(download.rawPayload);
        await new Promise((r) => opener.transform.on('end', r));
        expect(opener.finish()).toBe(meta.sha256);
        expect(Buffer.concat(chunks).equals(content)).toBe(true);
      }
      const check = await call(consumer, '/server/offlineTransmission/offlineTransmissionDecrypt', {
        orderId: packageOrder,
        privateKey: key(),
      });
      expect(check.data).toMatchObject({ ok: true });
    },
  );

  it('the check with another private key fails per file and says so; a non-key is a 400', async () => {
    const res = await call(consumer, '/server/offlineTransmission/offlineTransmissionDecrypt', {
      orderId: packageOrder,
      privateKey: stranger.privateKey,
    });
    expect(res.data.ok).toBe(false);
    expect(res.data.files.every((f: { ok: boolean; reason: string }) => !f.ok && f.reason === 'key')).toBe(
      true,
    );
    const junk = await call(consumer, '/server/offlineTransmission/offlineTransmissionDecrypt', {
      orderId: packageOrder,
      privateKey: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
    });
    expect(junk.code).toBe(ErrorCode.BAD_PARAMS);
    expect(junk.data.field).toBe('privateKey');
    expect(junk.msg).toBe('Invalid parameter: the private key is not a valid PEM RSA or SM2 private key');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/server/offlineTransmission/testEncryption',
      headers: { ...bearer(consumer), 'accept-language': 'zh-CN' },
      payload: {
        nodeId: rsaNode,
        privateKey: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      },
    });
    expect(zh.json()).toMatchObject({
      code: 400,
      msg: '参数错误：私钥不是有效的 PEM 格式 RSA 或 SM2 私钥',
      data: { field: 'privateKey' },
    });
  });

  it('private keys are never written to the operation log', async () => {
    await call(consumer, '/server/offlineTransmission/testEncryption', {
      nodeId: rsaNode,
      privateKey: rsa.privateKey,
    });
    // A logged call (a write) after them: once its row is there, theirs would be too.
    await call(consumer, '/server/message/mynotice/read', { all: 1 });
    const list = await vi.waitFor(async () => {
      const rows = await t.db
        .select({ path: operationLog.path, params: operationLog.params })
        .from(operationLog);
      expect(rows.some((r) => r.path.includes('/server/message/mynotice/read'))).toBe(true);
      return rows;
    });
    expect(list.some((r) => r.params.includes('PRIVATE KEY'))).toBe(false);
  });
});

describe('test encryption', () => {
  it('tells whether a private key belongs to one of my nodes', async () => {
    const yes = await call(consumer, '/server/offlineTransmission/testEncryption', {
      nodeId: sm2Node,
      privateKey: sm2.privateKey,
    });
    expect(yes.data).toEqual({ match: true, algorithm: 'SM2+SM4-CTR+HMAC-SM3' });
    const no = await call(consumer, '/server/offlineTransmission/testEncryption', {
      nodeId: rsaNode,
      privateKey: stranger.privateKey,
    });
    expect(no.data).toEqual({ match: false, algorithm: 'RSA-OAEP-256+AES-256-GCM' });
    const theirs = await call(consumer, '/server/offlineTransmission/testEncryption', {
      nodeId: otherNode,
      privateKey: stranger.privateKey,
    });
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('receipt', () => {
  it('lists the export for the parties; confirm is the buyer’s, once, and freezes the export', async () => {
    const dir = await call(
      admin,
      `/server/offlineTransmission/exportDirectory?orderId=${packageOrder}`,
      undefined,
      'GET',
    );
    expect(dir.code).toBe(0);
    expect(dir.data.files).toHaveLength(2);
    expect(
      (await call(supplier, `/server/offlineTransmission/confirm?orderId=${packageOrder}`, undefined, 'GET'))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await call(other, `/server/offlineTransmission/confirm?orderId=${packageOrder}`, undefined, 'GET'))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    const confirmed = await call(
      consumer,
      `/server/offlineTransmission/confirm?orderId=${packageOrder}`,
      undefined,
      'GET',
    );
    expect(confirmed.data.status).toBe(2);
    const again = await call(
      consumer,
      `/server/offlineTransmission/confirm?orderId=${packageOrder}`,
      undefined,
      'GET',
    );
    expect(again.data.confirmedAt).toBe(confirmed.data.confirmedAt);
    const replace = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId: packageOrder,
      nodeId: rsaNode,
    });
    expect(replace.code).toBe(ErrorCode.OFFLINE_ALREADY_CONFIRMED);
    const unexported = await call(
      consumer,
      `/server/offlineTransmission/confirm?orderId=${unpaidOrder}`,
      undefined,
      'GET',
    );
    expect(unexported.code).toBe(ErrorCode.OFFLINE_NOT_EXPORTED);
  });

  it('export and receipt are entries of the evidence ledger', async () => {
    await vi.waitFor(async () => {
      const res = await call(consumer, `/server/evidence/receipt?orderId=${packageOrder}`, undefined, 'GET');
      const types = JSON.stringify(res.data ?? {});
      expect(types).toContain('offline.exported');
      expect(types).toContain('offline.confirmed');
    });
  });
});
