import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/sql-rows.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, placeOrder, setCreditLimit } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { appRun } from '../app-runs/app-runs.table.js';
import { dataSource } from '../assets/assets.table.js';
import { communityArticle } from '../community/community.table.js';
import { apiUsageDaily } from '../gateway/gateway.table.js';
import { goodsItem } from '../goods/goods.table.js';
import { assetGrant } from '../grants/grants.table.js';
import { nodeInfo } from '../nodes/node.table.js';

/**
 * The supplier's, developer's and consumer's homes. Every account here is new, so each figure must equal what
 * this file wrote for that account, summed in the test from its own rows and the orders' answers; a second
 * account of the same role writes rows of its own, which must never be counted for the first.
 */

const HOMES = {
  supplier: ['/server/home/supplier', '/server/home/supplier/monthly', '/server/home/supplier/storage'],
  developer: ['/server/home/developer', '/server/home/developer/monthly'],
  consumer: ['/server/home/consumer', '/server/home/consumer/monthly'],
} as const;

const DAY = 86_400_000;
/** 01:30 on 1 April in China, still 31 March in UTC. */
const START = new Date('2026-03-31T17:30:00Z');

type Account = { id: number; token: string };
type Good = { itemId: number; skuId: number };

let t: TestApp;

const home = async (who: Account, url: string) => {
  const res = await sendJson(t, who.token, url, { method: 'GET' });
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};
/** The seller's share of a paid order: the amount less the default 10% commission (rounded down like the bill lines). */
const incomeOf = (amount: bigint) => amount - (amount * 1000n) / 10_000n;
const sum = (values: bigint[]) => values.reduce((s, v) => s + v, 0n);

/** An order of `good` by `buyer`, paid unless told; answers its amount. */
async function buy(buyer: Account, good: Good, o: { quantity?: number; pay?: boolean } = {}) {
  const { order } = await placeOrder(t, buyer.token, good, o);
  return { id: String(order.id), amount: BigInt(order.amount) };
}

async function asset(ownerId: number, name: string, status: number) {
  const [row] = await t.db
    .insert(dataSource)
    .values({
      ownerId,
      name,
      updateFrequency: 'daily',
      storageType: 1,
      connectionId: 1,
      dbType: 'postgresql',
      status,
    })
    .returning({ id: dataSource.id });
  return row!.id;
}

function node(ownerId: number, name: string, beat: Date | null, status: string) {
  return {
    ownerId,
    ownerRoleType: 3,
    name,
    kind: 'data',
    address: 'node.example:9000',
    publicKey: 'k',
    keyAlgorithm: 'RSA',
    keyFingerprint: 'f'.repeat(64),
    tokenHash: `${name}-${ownerId}`.padEnd(64, '0'),
    lastHeartbeatAt: beat,
    lastReportedStatus: status,
  };
}

/** Writes a file of `bytes` bytes into the owner's local trusted storage. */
function storeFile(ownerId: number, file: string, bytes: number) {
  const target = path.join(t.config.dataDir, 'trusted', String(ownerId), file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, Buffer.alloc(bytes, 1));
}

beforeAll(async () => {
  t = await startTestApp({ clockStart: START });
});
afterAll(async () => {
  await t?.close();
});

describe('who may read a home', () => {
  it("answers each role its own home and refuses the other roles' homes (403) and anonymous callers (401)", async () => {
    for (const [role, urls] of Object.entries(HOMES)) {
      for (const username of ['supplier', 'developer', 'consumer', 'admin']) {
        const { token } = await loginAs(t, username);
        for (const url of urls) {
          const res = await sendJson(t, token, url, { method: 'GET' });
          expect(res.code, `${username} ${url}`).toBe(username === role ? 0 : 403);
        }
      }
      for (const url of urls) expect((await sendJson(t, null, url, { method: 'GET' })).code, url).toBe(401);
    }
  });

  it('names a bad number of months (400)', async () => {
    const { token } = await loginAs(t, 'consumer');
    const res = await sendJson(t, token, '/server/home/consumer/monthly?months=99', { method: 'GET' });
    expect(res.code).toBe(400);
  });
});

describe('the supplier home', () => {
  let me: Account;
  let other: Account;
  let buyer: Account;
  let pkg: Good;
  const paid: bigint[] = [];

  beforeAll(async () => {
    me = await newAccount(t, 'home-supplier', 3);
    other = await newAccount(t, 'home-supplier-2', 3);
    buyer = await newAccount(t, 'home-supplier-buyer');
    await setCreditLimit(t, buyer.id, 100_000_000n);
    pkg = await createGood(t, { ownerId: me.id, itemType: 2, price: 125_000n });
    const listedElsewhere = await createGood(t, { ownerId: other.id, itemType: 2, price: 99_000n });
    await createGood(t, { ownerId: me.id, itemType: 3, listed: false });
    const review = await createGood(t, { ownerId: me.id, itemType: 4, listed: false });
    await t.db
      .update(goodsItem)
      .set({ openReview: 'goods-enable', productStatus: 1 })
      .where(sql`id = ${review.itemId}`);
    const gone = await createGood(t, { ownerId: me.id, itemType: 2 });
    await t.db.update(goodsItem).set({ deleteStatus: 2 }).where(sql`id = ${gone.itemId}`);

    for (const [name, status] of [
      ['draft', 0],
      ['approved-a', 1],
      ['approved-b', 1],
      ['in-review', 3],
    ] as const) {
      await asset(me.id, name, status);
    }
    await asset(other.id, 'theirs-in-review', 3);
    await asset(other.id, 'theirs-approved', 1);

    const now = t.clock.now();
    await t.db
      .insert(nodeInfo)
      .values([
        node(me.id, 'home-online', new Date(now.getTime() - 10_000), 'online'),
        node(me.id, 'home-silent', new Date(now.getTime() - 3_600_000), 'online'),
        node(other.id, 'home-theirs', new Date(now.getTime() - 10_000), 'online'),
      ]);

    storeFile(me.id, 'a.csv', 1000);
    storeFile(me.id, 'reports/2026/b.csv', 234);
    storeFile(other.id, 'c.csv', 5000);

    paid.push((await buy(buyer, pkg)).amount);
    paid.push((await buy(buyer, pkg)).amount);
    await buy(buyer, pkg, { pay: false });
    await buy(buyer, listedElsewhere);
  });

  it('counts only its own assets, goods, reviews, nodes and trade', async () => {
    const data = await home(me, '/server/home/supplier');
    expect(data.assets).toEqual({
      total: 4,
      byStatus: [
        { status: 0, count: 1 },
        { status: 1, count: 2 },
        { status: 2, count: 0 },
        { status: 3, count: 1 },
        { status: 4, count: 0 },
      ],
    });
    expect(data.goods.all).toEqual({
      total: 3,
      listed: 1,
      underReview: 1,
      notEnabled: 1,
      disabled: 0,
      delisted: 0,
    });
    const kind = (type: number) => data.goods.byKind.find((k: { itemType: number }) => k.itemType === type);
    expect([kind(2).total, kind(2).listed, kind(3).notEnabled, kind(4).underReview, kind(5).total]).toEqual([
      1, 1, 1, 1, 0,
    ]);
    expect(data.pendingReviews).toEqual({ assets: 1, goods: 1, total: 2 });
    expect(data.nodes).toEqual({ online: 1, offline: 1 });
    expect(data.month).toEqual({
      orders: 3,
      paidOrders: 2,
      amount: String(sum(paid)),
      income: String(sum(paid.map(incomeOf))),
    });
  });

  it("walks its own trusted storage, not the other supplier's", async () => {
    expect(await home(me, '/server/home/supplier/storage')).toEqual({
      bytes: 1234,
      files: 2,
      folders: 2,
      complete: true,
    });
    expect(await home(other, '/server/home/supplier/storage')).toMatchObject({ bytes: 5000, files: 1 });
  });

  it('shows the other supplier only its own figures', async () => {
    const data = await home(other, '/server/home/supplier');
    expect(data.assets.total).toBe(2);
    expect(data.pendingReviews).toEqual({ assets: 1, goods: 0, total: 1 });
    expect(data.goods.all.total).toBe(1);
    expect(data.nodes).toEqual({ online: 1, offline: 0 });
    expect(data.month.paidOrders).toBe(1);
  });

  it('puts this month last in the monthly series, which matches the summary', async () => {
    const months = await home(me, '/server/home/supplier/monthly?months=3');
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-02', '2026-03', '2026-04']);
    const { month } = await home(me, '/server/home/supplier');
    expect(months[2]).toEqual({ month: '2026-04', ...month });
    expect(months[1]).toEqual({ month: '2026-03', orders: 0, paidOrders: 0, amount: '0', income: '0' });
    expect(await home(me, '/server/home/supplier/monthly')).toHaveLength(12);
  });
});

describe('the developer home', () => {
  let me: Account;
  let other: Account;
  let buyer: Account;
  let api: Good;
  const paid: bigint[] = [];

  const usage = (sellerId: number, credentialId: number, day: string, calls: number[]) => ({
    credentialId,
    day,
    orderId: credentialId,
    itemId: api.itemId,
    consumerId: buyer.id,
    sellerId,
    calls: calls[0]!,
    failed: calls[1]!,
    refused: calls[2]!,
    latencyBuckets: [],
  });
  const article = (authorId: number, title: string, status: number, deleted = false) => ({
    authorId,
    authorName: 'Dev shop',
    category: 'api',
    title,
    content: '<p>x</p>',
    status,
    deletedAt: deleted ? t.clock.now() : null,
  });

  beforeAll(async () => {
    me = await newAccount(t, 'home-developer', 2);
    other = await newAccount(t, 'home-developer-2', 2);
    buyer = await newAccount(t, 'home-developer-buyer');
    await setCreditLimit(t, buyer.id, 100_000_000n);
    api = await createGood(t, { ownerId: me.id, itemType: 5, price: 30_000n });
    await createGood(t, { ownerId: me.id, itemType: 1, listed: false });
    const theirs = await createGood(t, { ownerId: other.id, itemType: 5, price: 40_000n });
    paid.push((await buy(buyer, api, { quantity: 3 })).amount);
    await buy(buyer, theirs);

    await t.db
      .insert(apiUsageDaily)
      .values([
        usage(me.id, 9001, '2026-04-01', [120, 7, 3]),
        usage(me.id, 9002, '2026-04-01', [30, 1, 0]),
        usage(me.id, 9001, '2026-03-15', [55, 0, 2]),
        usage(other.id, 9003, '2026-04-01', [999, 99, 9]),
      ]);
    await t.db
      .insert(communityArticle)
      .values([
        article(me.id, 'Draft', 0),
        article(me.id, 'Waiting', 1),
        article(me.id, 'Live one', 2),
        article(me.id, 'Live two', 2),
        article(me.id, 'Deleted', 2, true),
        article(other.id, 'Theirs', 2),
      ]);
  });

  it('counts only its own goods, trade, API calls and articles', async () => {
    const data = await home(me, '/server/home/developer');
    expect(data.goods.all).toMatchObject({ total: 2, listed: 1, notEnabled: 1 });
    expect(data.goods.byKind.find((k: { itemType: number }) => k.itemType === 5)).toMatchObject({
      total: 1,
      listed: 1,
    });
    expect(data.month).toEqual({
      orders: 1,
      paidOrders: 1,
      amount: String(sum(paid)),
      income: String(sum(paid.map(incomeOf))),
    });
    expect(data.api).toEqual({ calls: 150, failed: 8, refused: 3 });
    expect(data.articles).toEqual({
      total: 4,
      draft: 1,
      inReview: 1,
      published: 2,
      rejected: 0,
      takenDown: 0,
    });
    const theirs = await home(other, '/server/home/developer');
    expect(theirs.api).toEqual({ calls: 999, failed: 99, refused: 9 });
    expect(theirs.articles.total).toBe(1);
    expect(theirs.goods.all.total).toBe(1);
  });

  it('gives API calls and trade per month', async () => {
    const months = await home(me, '/server/home/developer/monthly?months=2');
    expect(months).toEqual([
      {
        month: '2026-03',
        orders: 0,
        paidOrders: 0,
        amount: '0',
        income: '0',
        apiCalls: 55,
        failedCalls: 0,
        refusedCalls: 2,
      },
      {
        month: '2026-04',
        orders: 1,
        paidOrders: 1,
        amount: String(sum(paid)),
        income: String(sum(paid.map(incomeOf))),
        apiCalls: 150,
        failedCalls: 8,
        refusedCalls: 3,
      },
    ]);
  });
});

describe('the consumer home', () => {
  let me: Account;
  let other: Account;
  let pkg: Good;
  let api: Good;
  const paid: bigint[] = [];
  const LIMIT = 100_000_000n;

  beforeAll(async () => {
    me = await newAccount(t, 'home-consumer');
    other = await newAccount(t, 'home-consumer-2');
    const seller = await newAccount(t, 'home-consumer-seller', 3);
    await setCreditLimit(t, me.id, LIMIT);
    await setCreditLimit(t, other.id, LIMIT);
    pkg = await createGood(t, { ownerId: seller.id, itemType: 2, price: 125_000n });
    api = await createGood(t, { ownerId: seller.id, itemType: 5, price: 30_000n });

    paid.push((await buy(me, pkg)).amount);
    paid.push((await buy(me, pkg)).amount);
    paid.push((await buy(me, api, { quantity: 2 })).amount);
    await buy(me, api, { pay: false });
    const dropped = await buy(me, pkg, { pay: false });
    const cancel = await sendJson(t, me.token, '/server/order/cancel', { payload: { orderId: dropped.id } });
    expect(cancel.code, cancel.msg).toBe(0);
    await buy(other, pkg);
    await buy(other, api);

    const source = await asset(seller.id, 'granted', 1);
    const grant = (granteeId: number | null, startDate: string, endDate: string, status = 1) => ({
      sourceId: source,
      ownerId: seller.id,
      granteeId,
      startDate,
      endDate,
      status,
      createdBy: seller.id,
    });
    await t.db
      .insert(assetGrant)
      .values([
        grant(me.id, '2026-03-01', '2026-04-01'),
        grant(me.id, '2026-04-01', '2026-12-31'),
        grant(me.id, '2026-03-01', '2026-03-31'),
        grant(me.id, '2026-03-01', '2026-12-31', 0),
        grant(me.id, '2026-04-02', '2026-12-31'),
        grant(other.id, '2026-03-01', '2026-12-31'),
        grant(null, '2026-03-01', '2026-12-31'),
      ]);

    const run = (consumerId: number, orderId: number, operationType: number) => ({
      orderId,
      consumerId,
      itemId: pkg.itemId,
      operationType,
    });
    await t.db
      .insert(appRun)
      .values([run(me.id, 8001, 1), run(me.id, 8002, 0), run(me.id, 8003, 2), run(other.id, 8004, 1)]);
  });

  it('counts only its own orders, credit, grants, credentials, runs and deliveries', async () => {
    const data = await home(me, '/server/home/consumer');
    expect(data.orders).toEqual({ total: 5, awaitingPayment: 1, completed: 3, cancelled: 1 });
    expect(data.credit).toEqual({
      limit: String(LIMIT),
      available: String(LIMIT - sum(paid)),
      used: String(sum(paid)),
    });
    expect(data.grants).toEqual({ active: 2 });
    expect(data.runsInProgress).toBe(2);
    // The two data-package orders it paid are delivered and not confirmed yet.
    expect(data.downloadsToConfirm).toBe(2);
    // Its one paid API order issued one credential; its limit and use are read from the row, summed here.
    const rows = await rowsOf(
      t.db,
      sql`select quota_total, quota_used from api_credential where consumer_id = ${me.id}`,
    );
    expect(rows).toHaveLength(1);
    const limited = rows.filter((r) => r.quota_total !== null);
    expect(data.credentials).toEqual({
      active: 1,
      unlimited: rows.length - limited.length,
      remainingCalls: limited.reduce((s, r) => s + Number(r.quota_total) - Number(r.quota_used), 0),
    });

    const theirs = await home(other, '/server/home/consumer');
    expect(theirs.orders).toEqual({ total: 2, awaitingPayment: 0, completed: 2, cancelled: 0 });
    expect(theirs.grants).toEqual({ active: 1 });
    expect(theirs.runsInProgress).toBe(1);
    expect(theirs.downloadsToConfirm).toBe(1);
    expect(theirs.credentials.active).toBe(1);
  });

  it('gives its orders per month, and moves them to last month when the China month turns', async () => {
    const april = await home(me, '/server/home/consumer/monthly?months=2');
    expect(april).toEqual([
      { month: '2026-03', orders: 0, paidOrders: 0, amount: '0' },
      { month: '2026-04', orders: 5, paidOrders: 3, amount: String(sum(paid)) },
    ]);
    t.clock.advance(30 * DAY);
    me.token = (await loginAs(t, 'home-consumer')).token;
    const may = await home(me, '/server/home/consumer/monthly?months=2');
    expect(may).toEqual([april[1], { month: '2026-05', orders: 0, paidOrders: 0, amount: '0' }]);
    // A grant ended, the others stay in force.
    expect((await home(me, '/server/home/consumer')).grants).toEqual({ active: 2 });
  });
});
