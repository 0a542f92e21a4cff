import { createHash } from 'node:crypto';
import { ErrorCode, gateway as gw } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInterface,
  eventually,
  listenPlatform,
  startGateway,
  startUpstream,
  TEST_GATEWAY_TOKEN,
} from '../../test/gateway-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { billUsage } from '../billing/billing.table.js';
import { creditLedger } from '../credit/credit.table.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsSku } from '../goods/goods.table.js';

// Pay as you go: an API plan bought for nothing whose calls are charged from the buyer's credit limit. The
// gateways hold credit in leases, so no call is served that the credit cannot pay, also with two gateways.

let t: TestApp;
const { call, submit, pay, setLimit } = kit(() => t);
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let platformUrl: string;
let good: { itemId: number; skuId: number; ownerId: number };

/** ¥0.5 a call, in 1/10000 yuan. */
const PRICE = 5000n;

interface Buyer {
  token: string;
  userId: number;
}

let buyerSeq = 0;

async function newBuyer(creditUnits: bigint): Promise<Buyer> {
  const username = `payg${++buyerSeq}`;
  const userId = await createUser(t, username, 1);
  await setLimit(userId, creditUnits);
  return { token: (await loginAs(t, username)).token, userId };
}

async function available(userId: number) {
  return (await t.services.credit.balance(userId)).available;
}

async function buyPlan(buyer: Buyer) {
  const order = await submit(buyer.token, good);
  const paid = await pay(buyer.token, order.id);
  expect(paid.code, paid.msg).toBe(0);
  const revealed = await call(buyer.token, '/server/delivery/apiCredential/reveal', { orderId: order.id });
  expect(revealed.code, revealed.msg).toBe(0);
  return { order, key: revealed.data.key as string };
}

async function billed(orderId: string) {
  const [row] = await t.db
    .select({
      uses: sql<string>`coalesce(sum(${billUsage.uses}), 0)::text`,
      amount: sql<string>`coalesce(sum(${billUsage.amount}), 0)::text`,
      seller: sql<string>`coalesce(sum(${billUsage.sellerIncome}), 0)::text`,
      commission: sql<string>`coalesce(sum(${billUsage.commission}), 0)::text`,
    })
    .from(billUsage)
    .where(eq(billUsage.orderId, Number(orderId)));
  return {
    uses: Number(row!.uses),
    amount: BigInt(row!.amount),
    seller: BigInt(row!.seller),
    commission: BigInt(row!.commission),
  };
}

function burst(url: string, key: string, n: number) {
  return Array.from({ length: n }, () =>
    fetch(`${url}/${good.itemId}/latest/echo`, { headers: { 'x-api-key': key } }).then(async (r) => {
      const body = await r.text();
      return { status: r.status, body };
    }),
  );
}

beforeAll(async () => {
  t = await startTestApp({ config: { gatewayToken: TEST_GATEWAY_TOKEN } });
  platformUrl = await listenPlatform(t);
  upstream = await startUpstream();
  const developerId = await userIdOf(t, 'developer');
  good = {
    ...(await createGood(t, { ownerId: developerId, itemType: 5, agreement: AGREEMENT })),
    ownerId: developerId,
  };
  await t.db
    .update(goodsSku)
    .set({ billingMode: 4, price: PRICE, useCount: null, name: 'Pay as you go' })
    .where(eq(goodsSku.id, good.skuId));
  await addInterface(t, good, { path: '/echo', upstreamUrl: `${upstream.origin}/echo` });
}, 120_000);

afterAll(async () => {
  await upstream?.close();
  await t?.close();
});

describe('pay-as-you-go API plans (credit limit)', () => {
  it('cost nothing to order, are bought one at a time, and give a credential with the call price', async () => {
    const buyer = await newBuyer(100_000n);
    const two = await call(
      buyer.token,
      '/server/order/submit',
      {
        itemId: String(good.itemId),
        skuId: String(good.skuId),
        quantity: 2,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
      },
      'payg-two',
    );
    expect(two.code).toBe(ErrorCode.BAD_PARAMS);
    expect(two.msg).toContain('bought once per order');
    const before = await available(buyer.userId);
    const { order } = await buyPlan(buyer);
    expect(order.amount).toBe('0');
    expect(await available(buyer.userId)).toBe(before);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.userId));
    expect(ledger.map((l) => l.changeType)).toEqual(['set-limit']);
    const delivery = await call(
      buyer.token,
      `/server/delivery/get?orderId=${order.id}`,
      undefined,
      undefined,
      'GET',
    );
    expect(delivery.code, delivery.msg).toBe(0);
    expect(delivery.data.credential).toMatchObject({ postpaidPrice: PRICE.toString(), quotaTotal: null });
  });

  it('only API goods sell them: a data package refuses the billing mode', async () => {
    const supplier = (await loginAs(t, 'supplier')).token;
    const pkg = await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 2, listed: false });
    const sku = { name: 'per call', billingMode: 4, price: '1', negotiable: false, description: '', sort: 0 };
    const refused = await call(supplier, '/server/itemSku/create', { ...sku, itemId: String(pkg.itemId) });
    expect(refused.code).toBe(ErrorCode.BAD_PARAMS);
    expect(refused.msg).toContain('pay as you go is only for API goods');
    const skus = await t.db.select().from(goodsSku).where(eq(goodsSku.itemId, pkg.itemId));
    expect(skus).toHaveLength(1);
  });

  it('serve exactly the calls the credit pays for, bill each at its price, and give back what was held', async () => {
    const buyer = await newBuyer(PRICE * 20n);
    const { order, key } = await buyPlan(buyer);
    const gateway = await startGateway(platformUrl, { trustedUpstreams: new Set([upstream.origin]) });
    try {
      await eventually(() => gateway.gateway.knowsKey(key), 3000, 'the key at the gateway');
      const statuses: number[] = [];
      for (let i = 0; i < 23; i++) statuses.push((await Promise.all(burst(gateway.url, key, 1)))[0]!.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([402, 402, 402]);
      const [refused] = await Promise.all(burst(gateway.url, key, 1));
      expect(JSON.parse(refused!.body)).toMatchObject({
        code: gw.GATEWAY_ERRORS.creditExhausted.code,
        data: { reason: 'creditExhausted' },
      });
      expect(await available(buyer.userId)).toBe(0n);
      // A raised limit serves calls again within about a second.
      await setLimit(buyer.userId, PRICE * 22n);
      await eventually(
        async () => (await Promise.all(burst(gateway.url, key, 1)))[0]!.status === 200,
        3000,
        'a call after the limit was raised',
      );
      await gateway.gateway.flush();
    } finally {
      await gateway.gateway.close();
    }
    const bill = await billed(order.id);
    const served = bill.uses;
    expect(served).toBeGreaterThanOrEqual(21);
    expect(served).toBeLessThanOrEqual(22);
    expect(bill.amount).toBe(PRICE * BigInt(served));
    expect(bill.seller + bill.commission).toBe(bill.amount);
    // The gateway handed back what it held but did not use: the credit left is exactly the limit minus the calls.
    expect(await available(buyer.userId)).toBe(PRICE * 22n - bill.amount);
    const [credential] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(credential!.quotaUsed).toBe(served);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.userId));
    expect(ledger.some((l) => l.changeType === 'hold' && l.reference === `api:${order.orderNo}`)).toBe(true);
    expect(ledger.every((l) => l.availableAfter >= 0n)).toBe(true);
  });

  it('two gateways never serve more than the credit pays for under concurrent bursts', async () => {
    const buyer = await newBuyer(PRICE * 30n);
    const { order, key } = await buyPlan(buyer);
    const first = await startGateway(platformUrl, { trustedUpstreams: new Set([upstream.origin]) });
    const second = await startGateway(platformUrl, { trustedUpstreams: new Set([upstream.origin]) });
    try {
      await eventually(
        () => first.gateway.knowsKey(key) && second.gateway.knowsKey(key),
        3000,
        'the key at both gateways',
      );
      const answers = await Promise.all([...burst(first.url, key, 40), ...burst(second.url, key, 40)]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 402)).toBe(true);
      await Promise.all([first.gateway.flush(), second.gateway.flush()]);
    } finally {
      await Promise.all([first.gateway.close(), second.gateway.close()]);
    }
    expect((await billed(order.id)).amount).toBe(PRICE * 30n);
    expect(await available(buyer.userId)).toBe(0n);
  });

  it('a gateway cannot hand back credit it was not given', async () => {
    const buyer = await newBuyer(PRICE * 10n);
    const { order } = await buyPlan(buyer);
    const [credential] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    const post = (path: string, body: object) =>
      fetch(`${platformUrl}/server/gateway-control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [gw.GATEWAY_TOKEN_HEADER]: TEST_GATEWAY_TOKEN },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number; data: gw.LeaseAnswer }>);
    const lease = await post('lease', { gatewayId: 'gw-greedy', credentialId: credential!.id, want: 4 });
    expect(lease.data.granted).toBe(4);
    expect(await available(buyer.userId)).toBe(PRICE * 6n);
    const release = await post('release', {
      gatewayId: 'gw-greedy',
      leases: [{ credentialId: credential!.id, count: 1000 }],
      all: false,
    });
    expect(release.code).toBe(0);
    expect(await available(buyer.userId)).toBe(PRICE * 10n);
  });
});
