import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { appRun } from '../app-runs/app-runs.table.js';
import { billRefund } from '../billing/billing.table.js';
import { apiCredential, deliveryRecord } from '../delivery/delivery.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { offlineExport } from '../offline-transmission/offline-transmission.table.js';
import { goodsItem } from './goods.table.js';

/** Paid but unfinished orders keep a listed good from being taken off (flows/goods-off-blockers.flow.ts). */

let t: TestApp;
const { call, buy, setLimit } = kit(() => t);
let consumer: string;
let supplier: string;
let developer: string;

const change = (token: string, itemId: number, action: string, url = '/server/item/statusChange') =>
  call(token, url, { itemId, action });
const check = (token: string, itemId: number) => call(token, '/server/item/checkItemOff', { itemId });
const publishType = async (itemId: number) =>
  (await t.db.select().from(goodsItem).where(eq(goodsItem.id, itemId)))[0]!.publishType;

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  await setLimit(await userIdOf(t, 'consumer'), 100_000_000n);
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('take-off blockers of paid orders', () => {
  it('a paid data package not yet confirmed blocks delist and disable with 409 and the order; confirmed, it does not', async () => {
    const good = await createGood(t, {
      ownerId: await userIdOf(t, 'supplier'),
      itemType: 2,
      agreement: AGREEMENT,
    });
    await t.db
      .update(goodsItem)
      .set({ packageFiles: ['pkg/a.csv'] })
      .where(eq(goodsItem.id, good.itemId));
    const order = await buy(consumer, good);

    const checked = await check(supplier, good.itemId);
    expect(checked.code, checked.msg).toBe(0);
    expect(checked.data.canOff).toBe(false);
    expect(checked.data.blockers).toEqual([
      {
        kind: 'delivery',
        id: order.id,
        name: `${order.orderNo} (consumer)`,
        status: 'paid; not downloaded by the buyer yet',
      },
    ]);
    const delist = await change(supplier, good.itemId, 'delist');
    expect(delist.code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(delist.data.blockers.map((b: { id: string }) => b.id)).toEqual([order.id]);
    expect((await change(supplier, good.itemId, 'disable')).code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(await publishType(good.itemId)).toBe(1);

    // An offline transmission awaiting confirmation is named as such; once confirmed, the order is finished.
    const now = t.clock.now();
    await t.db.insert(offlineExport).values({
      orderId: Number(order.id),
      consumerId: await userIdOf(t, 'consumer'),
      sellerId: await userIdOf(t, 'supplier'),
      nodeId: 1,
      nodeName: 'node',
      algorithm: 'SM2+SM4-CTR+HMAC-SM3',
      status: 1,
      directory: 'x',
      files: [],
      exportedBy: 'supplier',
      exportedAt: now,
    });
    expect((await check(supplier, good.itemId)).data.blockers[0].kind).toBe('offline');
    await t.db
      .update(offlineExport)
      .set({ status: 2, confirmedAt: now })
      .where(eq(offlineExport.orderId, Number(order.id)));
    expect((await check(supplier, good.itemId)).data).toMatchObject({ canOff: true, blockers: [] });
    await t.db.delete(offlineExport).where(eq(offlineExport.orderId, Number(order.id)));
    expect((await check(supplier, good.itemId)).data.canOff).toBe(false);

    // A refunded order is finished too.
    const [refund] = await t.db
      .insert(billRefund)
      .values({
        orderId: Number(order.id),
        orderNo: order.orderNo,
        itemName: 'x',
        consumerId: await userIdOf(t, 'consumer'),
        sellerId: await userIdOf(t, 'supplier'),
        amount: 1n,
        reasonType: 1,
        status: 1,
      })
      .returning();
    expect((await check(supplier, good.itemId)).data.canOff).toBe(true);
    await t.db.delete(billRefund).where(eq(billRefund.id, refund!.id));
    expect((await check(supplier, good.itemId)).data.canOff).toBe(false);

    await t.db
      .update(deliveryRecord)
      .set({ state: 2 })
      .where(eq(deliveryRecord.orderId, Number(order.id)));
    const after = await check(supplier, good.itemId);
    expect(after.data).toMatchObject({ canOff: true, blockers: [] });
    const ok = await change(supplier, good.itemId, 'delist');
    expect(ok.code, ok.msg).toBe(0);
    expect(await publishType(good.itemId)).toBe(2);
  });

  it('an API credential with quota and time left blocks apiChange delist; used up or expired, it does not', async () => {
    const good = await createGood(t, {
      ownerId: await userIdOf(t, 'developer'),
      itemType: 5,
      agreement: AGREEMENT,
    });
    const order = await buy(consumer, good);
    const refused = await change(developer, good.itemId, 'delist', '/server/item/apiChange');
    expect(refused.code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(refused.data.blockers).toEqual([
      expect.objectContaining({ kind: 'credential', id: order.id, name: `${order.orderNo} (consumer)` }),
    ]);
    expect(refused.data.blockers[0].status).toContain('100 calls left');

    await t.db
      .update(apiCredential)
      .set({ quotaUsed: 100 })
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect((await check(developer, good.itemId)).data.canOff).toBe(true);
    await t.db
      .update(apiCredential)
      .set({ quotaUsed: 1, validUntil: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(apiCredential.orderId, Number(order.id)));
    const ok = await change(developer, good.itemId, 'delist', '/server/item/apiChange');
    expect(ok.code, ok.msg).toBe(0);
  });

  it('a data application run not shut down blocks taking the good off; a finished run does not', async () => {
    const good = await createGood(t, {
      ownerId: await userIdOf(t, 'developer'),
      itemType: 1,
      agreement: AGREEMENT,
    });
    const order = await buy(consumer, good);
    expect((await check(developer, good.itemId)).data.canOff).toBe(true);
    const [run] = await t.db
      .insert(appRun)
      .values({
        orderId: Number(order.id),
        consumerId: await userIdOf(t, 'consumer'),
        itemId: good.itemId,
        operationType: 1,
      })
      .returning();
    const refused = await change(developer, good.itemId, 'disable');
    expect(refused.code).toBe(ErrorCode.GOODS_OFF_BLOCKED);
    expect(refused.data.blockers).toEqual([
      {
        kind: 'run',
        id: order.id,
        name: `${order.orderNo} (consumer)`,
        status: 'paid; application run in progress',
      },
    ]);
    await t.db.update(appRun).set({ operationType: 2, result: 1 }).where(eq(appRun.id, run!.id));
    expect((await change(developer, good.itemId, 'delist')).code).toBe(0);
  });

  it('others see no blockers of a good that is not theirs (404)', async () => {
    const good = await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 2 });
    expect((await check(developer, good.itemId)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await change(developer, good.itemId, 'delist')).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('automatic confirmation of data-package deliveries', () => {
  it('confirms a delivery left unconfirmed AUTO_CONFIRM_DAYS after payment, in the ledger, and frees the good', async () => {
    const good = await createGood(t, {
      ownerId: await userIdOf(t, 'supplier'),
      itemType: 2,
      agreement: AGREEMENT,
    });
    await t.db
      .update(goodsItem)
      .set({ packageFiles: ['pkg/b.csv'] })
      .where(eq(goodsItem.id, good.itemId));
    const order = await buy(consumer, good);
    const stateOf = async () =>
      (
        await t.db
          .select()
          .from(deliveryRecord)
          .where(eq(deliveryRecord.orderId, Number(order.id)))
      )[0]!.state;

    // Six days on: still the buyer's to confirm; the timer's run confirms nothing yet.
    t.clock.advance(6 * 86_400_000);
    // Sessions do not last days: log in again.
    supplier = (await loginAs(t, 'supplier')).token;
    consumer = (await loginAs(t, 'consumer')).token;
    expect(await t.services.delivery.autoConfirmDue()).toBe(0);
    const early = await check(supplier, good.itemId);
    expect(early.code, early.msg).toBe(0);
    expect(early.data.canOff).toBe(false);

    // Past seven days: the take-off check confirms it first (no timer needed), then nothing blocks.
    t.clock.advance(86_400_000 + 60_000);
    supplier = (await loginAs(t, 'supplier')).token;
    consumer = (await loginAs(t, 'consumer')).token;
    expect((await check(supplier, good.itemId)).data).toMatchObject({ canOff: true, blockers: [] });
    expect(await stateOf()).toBe(2);
    const receipt = await call(
      consumer,
      `/server/evidence/receipt?orderId=${order.id}`,
      {},
      undefined,
      'GET',
    );
    const confirmed = receipt.data.entries.filter(
      (e: { entryType: string }) => e.entryType === 'delivery.confirmed',
    );
    expect(confirmed).toHaveLength(1);
    expect(JSON.parse(confirmed[0].payload)).toMatchObject({ auto: true, afterDays: 7 });
    // Run again: nothing is confirmed twice.
    expect(await t.services.delivery.autoConfirmDue()).toBe(0);
  });
});
