import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { evidenceEntry } from '../evidence/evidence.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsItem, goodsSku } from '../goods/goods.table.js';
import { apiCredential, deliveryDownload } from './delivery.table.js';

let t: TestApp;
const { call, submit, buy, setLimit } = kit(() => t);
let consumer: string;
let other: string;
let supplier: string;
let supplier2: string;
let admin: string;
let supplierId: number;
let pkg: { itemId: number; skuId: number };
let api: { itemId: number; skuId: number };
const FILE_A = Buffer.from('id,value\n1,20.5\n2,21.0\n');
const FILE_B = Buffer.from('second file\n'.repeat(5000));
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

const deliver = (token: string | null, orderId: unknown) => call(token, '/server/delivery', { orderId });
const getDelivery = (token: string | null, orderId: string) =>
  call(token, `/server/delivery/get?orderId=${orderId}`, undefined, undefined, 'GET');
const reveal = (token: string | null, orderId: unknown) =>
  call(token, '/server/delivery/apiCredential/reveal', { orderId });
const rotate = (token: string | null, body: Record<string, unknown>) =>
  call(token, '/server/delivery/apiCredential/rotate', body);
const fetchLink = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  await setLimit(await userIdOf(t, 'consumer'), 100_000_000n);
  const otherId = await createUser(t, 'dlbuyer2', 1);
  await setLimit(otherId, 100_000_000n);
  other = (await loginAs(t, 'dlbuyer2')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  supplierId = await userIdOf(t, 'supplier');
  await createUser(t, 'dlseller2', 3);
  supplier2 = (await loginAs(t, 'dlseller2')).token;
  admin = (await loginAs(t, 'admin')).token;
  const seller = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
  await t.services.trustedStorage.createFolder(seller, 'pkg');
  await t.services.trustedStorage.upload(seller, 'pkg', 'readings.csv', Readable.from([FILE_A]));
  await t.services.trustedStorage.upload(seller, 'pkg', '说明 notes.txt', Readable.from([FILE_B]));
  pkg = await createGood(t, { ownerId: supplierId, itemType: 2, price: 10_000n, agreement: AGREEMENT });
  await t.db
    .update(goodsItem)
    .set({ packageFiles: ['pkg/readings.csv', 'pkg/说明 notes.txt'] })
    .where(eq(goodsItem.id, pkg.itemId));
  api = await createGood(t, { ownerId: await userIdOf(t, 'developer'), itemType: 5, agreement: AGREEMENT });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('data package delivery', () => {
  it('pins the files at payment, delivers them with their SHA-256 once, and streams them through signed links', async () => {
    const order = await buy(consumer, pkg);
    const before = await getDelivery(consumer, order.id);
    expect(before.code, before.msg).toBe(0);
    expect(before.data).toMatchObject({ kind: 'files', state: 0, downloads: 0 });
    expect(before.data.files.map((f: { name: string; sha256: null }) => [f.name, f.sha256])).toEqual([
      ['readings.csv', null],
      ['说明 notes.txt', null],
    ]);

    const res = await deliver(consumer, order.id);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.links).toHaveLength(2);
    expect(res.data.links[0]).toMatchObject({
      name: 'readings.csv',
      size: FILE_A.length,
      sha256: sha(FILE_A),
    });
    expect(res.data.links[1]).toMatchObject({ size: FILE_B.length, sha256: sha(FILE_B) });
    const expires = Date.parse(res.data.links[0].expiresAt) - t.clock.now().getTime();
    expect(expires).toBeGreaterThan(290_000);
    expect(expires).toBeLessThanOrEqual(300_000);

    const entries = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.orderId, Number(order.id)))
      .orderBy(asc(evidenceEntry.seq));
    expect(entries.map((e) => e.entryType)).toEqual([
      'order.submitted',
      'order.paid',
      'delivery.file',
      'delivery.file',
    ]);
    expect(JSON.parse(entries[2]!.payload)).toMatchObject({ name: 'readings.csv', sha256: sha(FILE_A) });

    const file = await fetchLink(res.data.links[1].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('说明 notes.txt'));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(sha(file.rawPayload)).toBe(sha(FILE_B));

    // Delivering again answers fresh links, but the files are hashed into the ledger once.
    const again = await deliver(consumer, order.id);
    expect(again.data.links[0].sha256).toBe(sha(FILE_A));
    const count = (
      await t.db
        .select()
        .from(evidenceEntry)
        .where(eq(evidenceEntry.orderId, Number(order.id)))
    ).length;
    expect(count).toBe(4);
    expect((await fetchLink(again.data.links[0].url)).body).toBe(FILE_A.toString());

    const after = await getDelivery(consumer, order.id);
    expect(after.data).toMatchObject({ state: 1, downloads: 2 });
    expect(after.data.files.map((f: { downloads: number }) => f.downloads)).toEqual([1, 1]);
    expect(after.data.log).toHaveLength(2);
    expect(after.data.log[1]).toMatchObject({
      fileName: '说明 notes.txt',
      bytes: FILE_B.length,
      completed: true,
    });
    const logged = await t.db
      .select()
      .from(deliveryDownload)
      .where(eq(deliveryDownload.orderId, Number(order.id)));
    expect(logged).toHaveLength(2);
    // The seller and the operator see the delivery; another seller does not.
    expect((await getDelivery(supplier, order.id)).data.downloads).toBe(2);
    expect((await getDelivery(admin, order.id)).data.downloads).toBe(2);
    expect((await getDelivery(supplier2, order.id)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses forged, altered and expired links, and counts nothing for them', async () => {
    const order = await buy(consumer, pkg);
    const { links } = (await deliver(consumer, order.id)).data;
    const url = new URL(links[0].url, 'http://x');
    const variant = (changes: Record<string, string>) => {
      const u = new URL(url);
      for (const [k, v] of Object.entries(changes)) u.searchParams.set(k, v);
      return `${u.pathname}${u.search}`;
    };
    const sig = url.searchParams.get('sig')!;
    const forged = `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`;
    expect((await fetchLink(variant({ sig: forged }))).json().code).toBe(ErrorCode.DELIVERY_LINK_INVALID);
    expect((await fetchLink(variant({ file: '1' }))).json().code).toBe(ErrorCode.DELIVERY_LINK_INVALID);
    const later = String(Number(url.searchParams.get('expires')) + 3600);
    expect((await fetchLink(variant({ expires: later }))).json().code).toBe(ErrorCode.DELIVERY_LINK_INVALID);
    expect((await fetchLink(variant({ sig: 'zz' }))).json().code).toBe(ErrorCode.BAD_PARAMS);
    t.clock.advance(301_000);
    expect((await fetchLink(links[0].url)).json().code).toBe(ErrorCode.DELIVERY_LINK_EXPIRED);
    expect((await getDelivery(consumer, order.id)).data.downloads).toBe(0);
    // A fresh link works again.
    const fresh = (await deliver(consumer, order.id)).data.links[0].url;
    expect((await fetchLink(fresh)).statusCode).toBe(200);
  });

  it('confirm: only after a download, recorded in the ledger once', async () => {
    const order = await buy(consumer, pkg);
    const confirm = () => call(consumer, '/server/delivery/confirm', { orderId: order.id });
    expect((await confirm()).code).toBe(ErrorCode.DELIVERY_NOT_DOWNLOADED);
    const { links } = (await deliver(consumer, order.id)).data;
    expect((await confirm()).code).toBe(ErrorCode.DELIVERY_NOT_DOWNLOADED);
    expect((await fetchLink(links[0].url)).statusCode).toBe(200);
    const res = await confirm();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.state).toBe(2);
    expect(res.data.confirmedAt).not.toBeNull();
    expect((await confirm()).data.confirmedAt).toBe(res.data.confirmedAt);
    const types = (
      await t.db
        .select()
        .from(evidenceEntry)
        .where(eq(evidenceEntry.orderId, Number(order.id)))
    ).map((e) => e.entryType);
    expect(types.filter((x) => x === 'delivery.confirmed')).toHaveLength(1);
    expect((await call(other, '/server/delivery/confirm', { orderId: order.id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(supplier, '/server/delivery/confirm', { orderId: order.id })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(null, '/server/delivery/confirm', { orderId: order.id })).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect((await call(consumer, '/server/delivery/confirm', {})).code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('deliver: 401, 403 for sellers, 404 for another consumer, 400 bad id, 409 unpaid or not a package', async () => {
    const order = await buy(consumer, pkg);
    expect((await deliver(null, order.id)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await deliver(supplier, order.id)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await deliver(other, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await getDelivery(other, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    const bad = await deliver(consumer, '-1');
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.data.field).toBe('orderId');
    expect((await getDelivery(consumer, 'abc')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await getDelivery(null, order.id)).code).toBe(ErrorCode.UNAUTHORIZED);
    const unpaid = await submit(consumer, pkg);
    expect((await deliver(consumer, unpaid.id)).code).toBe(ErrorCode.DELIVERY_NOT_PAID);
    expect((await getDelivery(consumer, unpaid.id)).data).toMatchObject({ kind: 'files', state: null });
    const apiOrder = await buy(consumer, api);
    expect((await deliver(consumer, apiOrder.id)).code).toBe(ErrorCode.DELIVERY_WRONG_KIND);
  });

  it('a package file gone from the seller storage is reported by name', async () => {
    const order = await buy(other, pkg);
    const seller = { userId: supplierId, username: 'supplier', roleType: 3 as const, sessionId: 0 };
    await t.services.trustedStorage.upload(seller, 'pkg', 'gone.csv', Readable.from([Buffer.from('x')]));
    await t.db
      .update(goodsItem)
      .set({ packageFiles: ['pkg/gone.csv'] })
      .where(eq(goodsItem.id, pkg.itemId));
    const gone = await buy(other, pkg);
    await t.services.trustedStorage.remove(seller, 'pkg/gone.csv');
    const res = await deliver(other, gone.id);
    expect(res.code).toBe(ErrorCode.DELIVERY_FILE_UNAVAILABLE);
    expect(res.msg).toContain('gone.csv');
    // The order paid earlier keeps the files pinned then.
    expect((await deliver(other, order.id)).data.links).toHaveLength(2);
    await t.db
      .update(goodsItem)
      .set({ packageFiles: ['pkg/readings.csv', 'pkg/说明 notes.txt'] })
      .where(eq(goodsItem.id, pkg.itemId));
  });
});

describe('API credentials', () => {
  it('are issued at payment with quota = use count × quantity and the SKU validity, without a key', async () => {
    await t.db.update(goodsSku).set({ useCount: 100, validityDays: 30 }).where(eq(goodsSku.id, api.skuId));
    const order = await buy(consumer, api, 3);
    const res = await getDelivery(consumer, order.id);
    expect(res.code, res.msg).toBe(0);
    const paidAt = Date.parse(res.data.credential.validFrom);
    expect(res.data).toMatchObject({ kind: 'api', state: 0 });
    expect(res.data.credential).toMatchObject({
      quotaTotal: 300,
      quotaUsed: 0,
      revealed: false,
      keyPrefix: null,
    });
    expect(Date.parse(res.data.credential.validUntil) - paidAt).toBe(30 * 86_400_000);
    const [row] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(row!.keyHash).toBeNull();
    const entry = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.orderId, Number(order.id)));
    expect(entry.map((e) => e.entryType)).toContain('credential.issued');
  });

  it('per period: unlimited calls until period × quantity after payment', async () => {
    await t.db
      .update(goodsSku)
      .set({ billingMode: 2, useCount: null, periodUnit: 'month', periodCount: 2, validityDays: null })
      .where(eq(goodsSku.id, api.skuId));
    const order = await buy(consumer, api, 3);
    const { credential } = (await getDelivery(consumer, order.id)).data;
    expect(credential.quotaTotal).toBeNull();
    const until = new Date(credential.validFrom);
    until.setUTCMonth(until.getUTCMonth() + 6);
    expect(credential.validUntil).toBe(until.toISOString());
    await t.db
      .update(goodsSku)
      .set({ billingMode: 1, useCount: 100, periodUnit: null, periodCount: null })
      .where(eq(goodsSku.id, api.skuId));
  });

  it('the key is shown exactly once, stored hashed; rotate (confirmed) issues a new one', async () => {
    const order = await buy(consumer, api);
    const first = await reveal(consumer, order.id);
    expect(first.code, first.msg).toBe(0);
    const key: string = first.data.key;
    expect(key).toMatch(/^dmk_[A-Za-z0-9_-]{43}$/);
    expect(first.data.credential).toMatchObject({ revealed: true, keyPrefix: key.slice(0, 12) });
    const [row] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(row!.keyHash).toBe(sha(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect((await t.services.delivery.credentials.credentialOfKey(key))?.orderId).toBe(order.id);

    const second = await reveal(consumer, order.id);
    expect(second.code).toBe(ErrorCode.API_KEY_ALREADY_REVEALED);
    expect(second.msg).toContain('rotate');
    expect(JSON.stringify(await getDelivery(consumer, order.id))).not.toContain(key);

    expect((await rotate(consumer, { orderId: order.id })).code).toBe(ErrorCode.BAD_PARAMS);
    const rotated = await rotate(consumer, { orderId: order.id, confirm: true });
    expect(rotated.code, rotated.msg).toBe(0);
    expect(rotated.data.key).not.toBe(key);
    expect(rotated.data.credential.rotatedAt).not.toBeNull();
    expect(await t.services.delivery.credentials.credentialOfKey(key)).toBeNull();
    expect((await t.services.delivery.credentials.credentialOfKey(rotated.data.key))?.orderId).toBe(order.id);
    expect((await reveal(consumer, order.id)).code).toBe(ErrorCode.API_KEY_ALREADY_REVEALED);
  });

  it('reveal and rotate: 401, 403 for sellers, 404 for another consumer, 400 bad id, 409 not an API order', async () => {
    const order = await buy(consumer, api);
    expect((await reveal(null, order.id)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await reveal(supplier, order.id)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await reveal(other, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await rotate(other, { orderId: order.id, confirm: true })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await rotate(supplier2, { orderId: order.id, confirm: true })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await reveal(consumer, 'x')).code).toBe(ErrorCode.BAD_PARAMS);
    const pkgOrder = await buy(consumer, pkg);
    expect((await reveal(consumer, pkgOrder.id)).code).toBe(ErrorCode.DELIVERY_WRONG_KIND);
    const unpaid = await submit(consumer, api);
    expect((await reveal(consumer, unpaid.id)).code).toBe(ErrorCode.DELIVERY_NOT_PAID);
    // The first reveal still works after all the refused calls.
    expect((await reveal(consumer, order.id)).code).toBe(0);
  });
});
