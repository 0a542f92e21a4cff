import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/sql-rows.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, newAccount, placeOrder, setCreditLimit } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { goodsItem } from '../goods/goods.table.js';
import { nodeInfo } from '../nodes/node.table.js';

/**
 * Every figure is checked against what this file created: a baseline is read first, then the answer must move by
 * exactly the rows written here, summed in the test from the orders' own answers (not from the server's sums).
 */

const CALLS = [
  '/server/overview/queryDatasource',
  '/server/overview/queryItem',
  '/server/overview/queryTransaction',
  '/server/operator/goodsQuantity',
  '/server/operator/userQuantity',
  '/server/operator/monitorState',
  '/server/operator/toDoList',
  '/server/operator/queryOrderByMonth',
  '/server/operator/queryServiceCountByMonth',
  '/server/operator/queryPriceByMonth',
  '/server/operator/querySumItemOrder',
  '/server/operator/queryCompanyPriceOrder/?type=1',
];

const DAY = 86_400_000;
/** 01:30 on 1 April in China, still 31 March in UTC. */
const START = new Date('2026-03-31T17:30:00Z');

let t: TestApp;
let admin: string;

const call = async (url: string, payload: object = {}) => {
  const res = await sendJson(t, admin, url, { payload });
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};
/** 10% commission of the default rate, rounded down like the bill lines. */
const commissionOf = (amount: bigint) => (amount * 1000n) / 10_000n;

beforeAll(async () => {
  t = await startTestApp({ clockStart: START });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('who may read the statistics', () => {
  it('answers each of the 12 calls to the operator', async () => {
    for (const url of CALLS) await call(url);
  });

  it('refuses consumers, suppliers and developers (403) and anonymous callers (401)', async () => {
    for (const username of ['consumer', 'supplier', 'developer']) {
      const { token } = await loginAs(t, username);
      for (const url of CALLS) expect((await sendJson(t, token, url, { payload: {} })).code, url).toBe(403);
    }
    for (const url of CALLS) expect((await sendJson(t, null, url, { payload: {} })).code, url).toBe(401);
  });

  it('names a bad company side or period (400)', async () => {
    const side = await sendJson(t, admin, '/server/operator/queryCompanyPriceOrder/?type=3', { payload: {} });
    expect(side.code).toBe(400);
    const months = await sendJson(t, admin, '/server/operator/queryOrderByMonth', {
      payload: { months: 99 },
    });
    expect(months.code).toBe(400);
  });
});

describe('goods, accounts and assets', () => {
  it('counts goods per kind and state, deleted goods left out', async () => {
    const before = await call('/server/operator/goodsQuantity');
    const owner = await createUser(t, 'stat-owner', 3);
    await createGood(t, { ownerId: owner, itemType: 5 });
    await createGood(t, { ownerId: owner, itemType: 5 });
    await createGood(t, { ownerId: owner, itemType: 5, listed: false });
    const disabled = await createGood(t, { ownerId: owner, itemType: 2 });
    await t.db
      .update(goodsItem)
      .set({ productStatus: 4, publishType: 2 })
      .where(sql`id = ${disabled.itemId}`);
    const review = await createGood(t, { ownerId: owner, itemType: 2, listed: false });
    await t.db
      .update(goodsItem)
      .set({ openReview: 'goods-enable', productStatus: 1 })
      .where(sql`id = ${review.itemId}`);
    const gone = await createGood(t, { ownerId: owner, itemType: 2 });
    await t.db.update(goodsItem).set({ deleteStatus: 2 }).where(sql`id = ${gone.itemId}`);

    const after = await call('/server/operator/goodsQuantity');
    const kind = (q: typeof after, type: number) =>
      q.byKind.find((k: { itemType: number }) => k.itemType === type);
    const delta = (type: number, key: string) => kind(after, type)[key] - kind(before, type)[key];
    expect(after.byKind.map((k: { itemType: number }) => k.itemType)).toEqual([1, 2, 3, 4, 5]);
    expect([delta(5, 'total'), delta(5, 'listed'), delta(5, 'notEnabled')]).toEqual([3, 2, 1]);
    expect([delta(2, 'total'), delta(2, 'disabled'), delta(2, 'underReview'), delta(2, 'listed')]).toEqual([
      2, 1, 1, 0,
    ]);
    expect(after.all.total - before.all.total).toBe(5);
    const item = await call('/server/overview/queryItem');
    expect(item.all).toEqual(after.all);
    expect(item.newToday).toBeGreaterThanOrEqual(0);
  });

  it('counts accounts per role type and state', async () => {
    const before = await call('/server/operator/userQuantity');
    const a = await createUser(t, 'stat-consumer-a', 1);
    await createUser(t, 'stat-consumer-b', 1);
    await createUser(t, 'stat-dev', 2);
    await t.db.execute(sql`update sys_user set status = 0 where id = ${a}`);
    const after = await call('/server/operator/userQuantity');
    const role = (q: typeof after, r: number) => q.byRole.find((x: { roleType: number }) => x.roleType === r);
    expect(role(after, 1).total - role(before, 1).total).toBe(2);
    expect(role(after, 1).active - role(before, 1).active).toBe(1);
    expect(role(after, 1).disabled - role(before, 1).disabled).toBe(1);
    expect(role(after, 2).total - role(before, 2).total).toBe(1);
    expect(after.all.total - before.all.total).toBe(3);
    expect(after.byRole.map((r: { roleType: number }) => r.roleType)).toEqual([0, 1, 2, 3]);
  });

  it('counts data assets per status', async () => {
    const overview = await call('/server/overview/queryDatasource');
    const [row] = await rowsOf(t.db, sql`select count(*)::int as n from data_source`);
    expect(overview.total).toBe(row!.n);
  });
});

describe('trade by day and month in China time', () => {
  let buyerA: { id: number; token: string };
  let buyerB: { id: number; token: string };
  let seller: number;
  let api: { itemId: number; skuId: number };
  let pkg: { itemId: number; skuId: number };
  const paid: { consumer: number; itemId: number; amount: bigint }[] = [];

  const buy = async (
    who: { id: number; token: string },
    good: { itemId: number },
    o: { quantity?: number; pay?: boolean },
  ) => {
    const { order } = await placeOrder(t, who.token, good as { itemId: number; skuId: number }, o);
    if (o.pay !== false) paid.push({ consumer: who.id, itemId: good.itemId, amount: BigInt(order.amount) });
    return order;
  };
  const sum = (rows: typeof paid) => rows.reduce((s, r) => s + r.amount, 0n);

  beforeAll(async () => {
    seller = await createUser(t, 'stat-seller', 3);
    api = await createGood(t, { ownerId: seller, itemType: 5, price: 30_000n, name: 'Stat API' });
    pkg = await createGood(t, { ownerId: seller, itemType: 2, price: 125_000n, name: 'Stat package' });
    buyerA = await newAccount(t, 'stat-buyer-a');
    buyerB = await newAccount(t, 'stat-buyer-b');
    await setCreditLimit(t, buyerA.id, 100_000_000n);
    await setCreditLimit(t, buyerB.id, 100_000_000n);
  });

  it('counts orders, GMV and commission of today in the China month it falls in', async () => {
    const before = await call('/server/overview/queryTransaction');
    await buy(buyerA, pkg, {});
    await buy(buyerA, api, { quantity: 2 });
    await buy(buyerB, pkg, { quantity: 1 });
    await buy(buyerB, api, { pay: false });
    const after = await call('/server/overview/queryTransaction');
    expect(after.today.orders - before.today.orders).toBe(4);
    expect(after.today.paidOrders - before.today.paidOrders).toBe(3);
    expect(BigInt(after.today.amount) - BigInt(before.today.amount)).toBe(sum(paid));
    const commission = paid.reduce((s, p) => s + commissionOf(p.amount), 0n);
    expect(BigInt(after.today.commission) - BigInt(before.today.commission)).toBe(commission);
    expect(after.month).toEqual(after.today);
    expect(after.lastMonth).toEqual({ orders: 0, paidOrders: 0, amount: '0', commission: '0' });

    const months = await call('/server/operator/queryOrderByMonth', { months: 3 });
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(months[2]).toEqual({
      month: '2026-04',
      orders: after.month.orders,
      paidOrders: after.month.paidOrders,
    });
    expect(months[1]).toEqual({ month: '2026-03', orders: 0, paidOrders: 0 });
  });

  it('keeps a closed day the same from the rollup, and adds the new day live', async () => {
    const firstDay = await call('/server/overview/queryTransaction');
    t.clock.advance(2 * DAY);
    admin = (await loginAs(t, 'admin')).token;
    buyerA.token = (await loginAs(t, 'stat-buyer-a')).token;
    const rolled = await call('/server/overview/queryTransaction');
    expect(rolled.today).toEqual({ orders: 0, paidOrders: 0, amount: '0', commission: '0' });
    expect(rolled.month).toEqual(firstDay.month);
    const [stored] = await rowsOf(
      t.db,
      sql`select count(*)::int as n from stat_day where day = '2026-04-01'`,
    );
    expect(stored!.n).toBe(1);

    await buy(buyerA, api, { quantity: 3 });
    const later = await call('/server/overview/queryTransaction');
    expect(later.today.paidOrders).toBe(1);
    expect(BigInt(later.month.amount)).toBe(sum(paid));
    const prices = await call('/server/operator/queryPriceByMonth', { months: 2 });
    expect(prices[1]).toEqual({
      month: '2026-04',
      amount: later.month.amount,
      commission: later.month.commission,
    });
  });

  it('ranks goods and companies by what was paid this month', async () => {
    const top = await call('/server/operator/querySumItemOrder', { range: 'month', limit: 10 });
    const expected = [pkg.itemId, api.itemId]
      .map((id) => ({ id, amount: sum(paid.filter((p) => p.itemId === id)) }))
      .sort((a, b) => (a.amount > b.amount ? -1 : 1));
    expect(top.map((g: { itemId: string }) => Number(g.itemId))).toEqual(expected.map((e) => e.id));
    expect(top.map((g: { amount: string }) => BigInt(g.amount))).toEqual(expected.map((e) => e.amount));
    const onlyApi = await call('/server/operator/querySumItemOrder', { itemType: 5 });
    expect(onlyApi.map((g: { itemId: string }) => Number(g.itemId))).toEqual([api.itemId]);
    expect(onlyApi[0].paidOrders).toBe(paid.filter((p) => p.itemId === api.itemId).length);

    const sellers = await call('/server/operator/queryCompanyPriceOrder/?type=1');
    expect(sellers).toEqual([
      {
        userId: String(seller),
        username: 'stat-seller',
        companyName: 'stat-seller Ltd',
        roleType: 3,
        paidOrders: paid.length,
        amount: String(sum(paid)),
      },
    ]);
    const buyers = await call('/server/operator/queryCompanyPriceOrder/?type=2');
    const byBuyer = [buyerA.id, buyerB.id]
      .map((id) => ({ id, amount: sum(paid.filter((p) => p.consumer === id)) }))
      .sort((a, b) => (a.amount > b.amount ? -1 : 1));
    expect(
      buyers.map((b: { userId: string; amount: string }) => [Number(b.userId), BigInt(b.amount)]),
    ).toEqual(byBuyer.map((b) => [b.id, b.amount]));
  });

  it('moves this month to last month when the China month turns', async () => {
    const april = await call('/server/overview/queryTransaction');
    t.clock.advance(30 * DAY);
    admin = (await loginAs(t, 'admin')).token;
    const may = await call('/server/overview/queryTransaction');
    expect(may.lastMonth).toEqual(april.month);
    expect(may.month).toEqual({ orders: 0, paidOrders: 0, amount: '0', commission: '0' });
    const services = await call('/server/operator/queryServiceCountByMonth', { months: 2 });
    expect(services.map((s: { month: string }) => s.month)).toEqual(['2026-04', '2026-05']);
  });
});

describe('the to-do list and the monitor', () => {
  it('counts the open tasks of the operators per process', async () => {
    const before = await call('/server/operator/toDoList');
    const starter = await createUser(t, 'stat-starter', 1);
    for (const key of ['refund', 'refund', 'source-audit']) {
      await t.services.workflow.start(key, {
        businessKey: `stat-${Math.random()}`,
        objectName: 'Stat',
        starterUserId: starter,
      });
    }
    const after = await call('/server/operator/toDoList');
    expect(after.total - before.total).toBe(3);
    const count = (s: typeof after, key: string) =>
      s.byProcess.find((p: { processKey: string }) => p.processKey === key)?.count ?? 0;
    expect(count(after, 'refund') - count(before, 'refund')).toBe(2);
    expect(count(after, 'source-audit') - count(before, 'source-audit')).toBe(1);
    expect(after.latest[0].objectName).toBe('Stat');
  });

  it('checks the database, the storage, the jobs and the nodes, each with its time', async () => {
    const now = t.clock.now();
    const ownerId = await createUser(t, 'stat-node-owner', 3);
    const node = (name: string, beat: Date | null, status: string) => ({
      ownerId,
      ownerRoleType: 3,
      name,
      kind: 'data',
      address: 'node.example:9000',
      publicKey: 'k',
      keyAlgorithm: 'RSA',
      keyFingerprint: 'f'.repeat(64),
      tokenHash: name.padEnd(64, '0'),
      lastHeartbeatAt: beat,
      lastReportedStatus: status,
    });
    await t.db
      .insert(nodeInfo)
      .values([
        node('stat-online', new Date(now.getTime() - 10_000), 'online'),
        node('stat-silent', new Date(now.getTime() - 3_600_000), 'online'),
        node('stat-never', null, 'offline'),
      ]);
    const state = await call('/server/operator/monitorState');
    expect(state.database).toMatchObject({
      status: 'up',
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(state.database.version).toMatch(/^PostgreSQL \d+/);
    expect(state.storage).toMatchObject({ status: 'up', kind: 'local' });
    expect(state.gateway).toBeNull();
    expect(state.nodes).toMatchObject({ online: 1, offline: 2, status: 'warn' });
    expect(state.nodes.lastHeartbeatAt).toBe(new Date(now.getTime() - 10_000).toISOString());
    // The unpaid order of the trade tests is past its time and nobody swept it.
    const expiry = state.jobs.find((j: { key: string }) => j.key === 'order-expiry');
    expect(expiry).toMatchObject({ status: 'warn', backlog: 1 });
    for (const c of [state.database, state.storage, state.nodes, ...state.jobs]) {
      expect(c.checkedAt).toBe(now.toISOString());
    }
  });
});
