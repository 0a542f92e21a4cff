import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { startPlatformBucket } from '../../test/platform-bucket.js';
import { sendJson } from '../../test/requests.js';
import { goodsItem } from '../goods/goods.table.js';
import { open } from './offline-crypto.js';

/**
 * With S3_* set, the encrypted files of offline transmissions live in the platform's bucket (`offline/…`), not in
 * DATA_DIR: another node sharing the database serves what this one encrypted. Against s3rver.
 */
let bucket: Awaited<ReturnType<typeof startPlatformBucket>>;
let t: TestApp;
let otherDataDir: string;
let consumer: string;
let supplier: string;
let orderId: string;
let nodeId: string;
const FILES = {
  'plant/readings.csv': crypto.randomBytes(90_000),
  'plant/readme.txt': Buffer.from('Columns: ts, value\n'),
};
const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const call = (token: string, url: string, payload?: unknown) => sendJson(t, token, url, { payload });

beforeAll(async () => {
  bucket = await startPlatformBucket('offline');
  t = await startTestApp({ config: { s3: bucket.s3 } });
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
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
  await setCreditLimit(t, await userIdOf(t, 'consumer'), 10_000_000n);
  orderId = (await placeOrder(t, consumer, good, { pay: true })).order.id;
  const saved = await call(consumer, '/server/nodeInfo/save', {
    name: 'Plant gateway',
    kind: 'data',
    address: 'edge-s3.example.com:9000',
    publicKey,
  });
  expect(saved.code, saved.msg).toBe(0);
  nodeId = saved.data.node.id;
});

afterAll(async () => {
  await t?.close();
  await bucket?.close();
  if (otherDataDir) fs.rmSync(otherDataDir, { recursive: true, force: true });
});

/** The file `index` of the order's export as `app` serves it to the buyer. */
async function download(app: TestApp['app'], index: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/server/offlineTransmission/file?orderId=${orderId}&index=${index}`,
    headers: bearer(consumer),
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('offline transmission files on an S3-compatible store', () => {
  it('keeps the encrypted files in the bucket, and any node serves and checks them', async () => {
    const res = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId,
      nodeId,
    });
    expect(res.code, res.msg).toBe(0);
    const exported = bucket.objectsUnder('offline/');
    expect(exported).toHaveLength(2);
    for (const key of exported) expect(key).toMatch(new RegExp(`^offline/${orderId}/[^/]+/\\d-.+\\.enc$`));
    expect(fs.existsSync(path.join(t.config.dataDir, 'offline'))).toBe(false);

    // Another node: the same database and bucket, a DATA_DIR of its own.
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-node-b-'));
    const node = await buildApp({
      db: t.db,
      config: { ...t.config, dataDir: otherDataDir },
      clock: t.clock,
      logger: false,
    });
    try {
      for (const [i, content] of Object.values(FILES).entries()) {
        const meta = res.data.files[i];
        const served = await download(node.app, i + 1);
        expect(served.length).toBe(meta.size);
        expect(served.equals(await download(t.app, i + 1))).toBe(true);
        const opener = open(privateKey, meta, meta.tag);
        const plain: Buffer[] = [];
        opener.transform.on('data', (c: Buffer) => plain.push(c));
        opener.transform.end(served);
        await new Promise((r) => opener.transform.on('end', r));
        expect(opener.finish()).toBe(meta.sha256);
        expect(Buffer.concat(plain).equals(content)).toBe(true);
      }
      const check = await node.app.inject({
        method: 'POST',
        url: '/server/offlineTransmission/offlineTransmissionDecrypt',
        headers: bearer(consumer),
        payload: { orderId, privateKey },
      });
      expect(check.json().data).toMatchObject({ ok: true });
    } finally {
      await node.app.close();
    }
  });

  it('a new export replaces the previous files in the bucket', async () => {
    const before = bucket.objectsUnder('offline/');
    const res = await call(supplier, '/server/offlineTransmission/offlineTransmissionEncrypt', {
      orderId,
      nodeId,
    });
    expect(res.code, res.msg).toBe(0);
    const after = bucket.objectsUnder('offline/');
    expect(after).toHaveLength(2);
    expect(after.some((k) => before.includes(k))).toBe(false);
    expect((await download(t.app, 2)).length).toBe(res.data.files[1].size);
  });
});
