import { randomBytes } from 'node:crypto';
import { ErrorCode, type Locale } from '@datamall/contract';
import { withCheckDigit } from '@datamall/contract/vehicle-archive';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../../../../gateway/src/demo-upstream.js';
import { generateVehicles } from '../../../../gateway/src/vehicle-archive/dataset.js';
import { seedArchiveGoods } from '../../archive-goods.js';
import { eventually, listenPlatform, startGateway, TEST_GATEWAY_TOKEN } from '../../test/gateway-fixture.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { newAccount, setCreditLimit } from '../../test/orders-fixture.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { billUsage } from '../billing/billing.table.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { evidenceEntry } from '../evidence/evidence.table.js';
import type { Json } from '../evidence/evidence.test-kit.js';
import { orderInfo } from '../orders/orders.table.js';
import samples from './archive-samples.json' with { type: 'json' };
import { archiveReport } from './archives.table.js';

// The archive pages' queries end to end: the platform's goods seeded through the API, a real gateway and the
// synthetic archive upstream; charged from credit (pay as you go) or a count pack, never for a refusal.

let t: TestApp;
let upstream: Awaited<ReturnType<typeof startDemoUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const vehicles = generateVehicles();
const electric = vehicles.find((v) => v.newEnergy)!;
const petrol = vehicles.find((v) => !v.newEnergy)!;
/** A VIN with a right check digit that no vehicle of the archive has. */
const unknownVin = withCheckDigit(`${electric.vin.slice(0, 11)}999999`);

async function call(
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Json> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': 'en-US',
      ...headers,
    },
    ...(body ? { payload: body } : {}),
  });
  return res.json();
}

const run = (
  token: string,
  query: string,
  key: string,
  idem = randomBytes(8).toString('hex'),
  locale: Locale = 'en-US',
) =>
  call(
    token,
    'POST',
    '/server/archives/query',
    { query, key },
    { 'idempotency-key': idem, 'accept-language': locale },
  );

async function consumer(name: string, creditYuan: number, accept = true) {
  const account = await newAccount(t, name, 1);
  if (creditYuan > 0) await setCreditLimit(t, account.id, BigInt(creditYuan * 10_000));
  if (accept) {
    const { agreementHash } = (await call(account.token, 'GET', '/server/archives/catalog')).data;
    expect(
      (await call(account.token, 'POST', '/server/archives/agreement/accept', { agreementHash })).code,
    ).toBe(0);
  }
  return account;
}

const available = async (userId: number) => (await t.services.credit.balance(userId)).available;
/** Calls billed to an order and their amount (1/10000 yuan). */
async function billed(orderId: number) {
  const rows = await t.db.select().from(billUsage).where(eq(billUsage.orderId, orderId));
  return { uses: rows.reduce((n, r) => n + r.uses, 0), amount: rows.reduce((n, r) => n + r.amount, 0n) };
}

beforeAll(async () => {
  upstream = await startDemoUpstream(0);
  const origin = `http://127.0.0.1:${upstream.port}`;
  const gatewayPort = await freeLoopbackPort();
  t = await startTestApp({
    config: {
      gatewayToken: TEST_GATEWAY_TOKEN,
      trustedUpstreams: new Set([origin]),
      archiveUpstreamUrl: origin,
      archiveGatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    },
  });
  const platformUrl = await listenPlatform(t);
  await t.services.catalog.seedDefaults();
  await t.services.content.seedDefaults();
  const made = await seedArchiveGoods(t.app, {
    db: t.db,
    sessions: t.services.sessions,
    accounts: t.services.accounts,
    archives: t.services.archives,
    upstream: origin,
  });
  expect(made).toBe(9);
  gateway = await startGateway(platformUrl, { trustedUpstreams: new Set([origin]), port: gatewayPort });
}, 180_000);

afterAll(async () => {
  await gateway?.gateway.close();
  await t?.close();
  await upstream?.close();
});

describe('vehicle archives', () => {
  it('lists the nine queries with their goods, prices and packs to a visitor, and seeds them once', async () => {
    const catalog = await call(null, 'GET', '/server/archives/catalog');
    expect(catalog.code).toBe(0);
    expect(catalog.data.viewer).toBeNull();
    expect(catalog.data.queries.map((q: { route: string }) => q.route)).toContain('vehiclPriceQuery');
    for (const q of catalog.data.queries) {
      expect(q.itemId, q.query).not.toBeNull();
      expect(Number(q.pricePerQuery)).toBeGreaterThan(0);
      expect(q.packs[0]).toMatchObject({ useCount: 100 });
    }
    const price = catalog.data.queries.find((q: { query: string }) => q.query === 'price');
    const detail = await call(null, 'GET', `/server/item/itemDetailResp?itemId=${price.itemId}`);
    expect(detail.data).toMatchObject({ itemType: 5, apiType: 2 });
    const again = await seedArchiveGoods(t.app, {
      db: t.db,
      sessions: t.services.sessions,
      accounts: t.services.accounts,
      archives: t.services.archives,
      upstream: 'http://127.0.0.1:1',
    });
    expect(again).toBe(0);
  });

  it('explains a malformed VIN or plate in three languages and charges nothing', async () => {
    const buyer = await consumer('arcval', 100);
    const wrongDigit = `${electric.vin.slice(0, 8)}${electric.vin[8] === '1' ? '2' : '1'}${electric.vin.slice(9)}`;
    const cases: [string, number, string][] = [
      [wrongDigit, ErrorCode.ARCHIVE_VIN_CHECK_DIGIT, `position 9 should be ${electric.vin[8]}`],
      [electric.vin.slice(0, 16), ErrorCode.ARCHIVE_VIN_LENGTH, 'you typed 16'],
      [`${electric.vin.slice(0, 16)}I`, ErrorCode.ARCHIVE_VIN_CHARACTERS, 'other than I, O and Q'],
      ['沪I12345', ErrorCode.ARCHIVE_PLATE_INVALID, 'not a plate number'],
    ];
    for (const [key, code, text] of cases) {
      const answer = await run(buyer.token, 'price', key);
      expect(answer.code, key).toBe(code);
      expect(answer.msg, key).toContain(text);
    }
    expect((await run(buyer.token, 'price', wrongDigit, undefined, 'zh-CN')).msg).toContain('第 9 位应为');
    expect((await run(buyer.token, 'price', wrongDigit, undefined, 'zh-TW')).msg).toContain('第 9 碼應為');
    expect(await t.db.select().from(orderInfo).where(eq(orderInfo.consumerId, buyer.id))).toEqual([]);
    expect(await available(buyer.id)).toBe(1_000_000n);
  });

  it('requires a consumer who accepted the current agreement', async () => {
    const buyer = await consumer('arcagr', 100, false);
    expect((await run(buyer.token, 'price', electric.vin)).code).toBe(ErrorCode.ARCHIVE_AGREEMENT_REQUIRED);
    const stale = await call(buyer.token, 'POST', '/server/archives/agreement/accept', {
      agreementHash: '0'.repeat(64),
    });
    expect(stale.code).toBe(ErrorCode.ARCHIVE_AGREEMENT_CHANGED);
    const supplier = await newAccount(t, 'arcsup', 3);
    expect((await run(supplier.token, 'price', electric.vin)).code).toBe(ErrorCode.FORBIDDEN);
    const visitor = await call(null, 'POST', '/server/archives/query', { query: 'price', key: electric.vin });
    expect(visitor.code).toBe(401);
  });

  it('refuses a query the credit cannot pay and changes nothing', async () => {
    const buyer = await consumer('arcpoor', 0);
    const answer = await run(buyer.token, 'price', electric.vin);
    expect(answer.code).toBe(ErrorCode.ARCHIVE_CREDIT_INSUFFICIENT);
    expect(answer.msg).toContain('¥5.00');
    expect(await t.db.select().from(orderInfo).where(eq(orderInfo.consumerId, buyer.id))).toEqual([]);
    expect(await t.db.select().from(archiveReport).where(eq(archiveReport.userId, buyer.id))).toEqual([]);
  });

  it('charges one query once from the credit, stores the report, records its hash, and re-opens it for free', async () => {
    const buyer = await consumer('arcpay', 100);
    const idem = 'arc-pay-1';
    const first = await run(buyer.token, 'price', electric.vin.toLowerCase(), idem);
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data).toMatchObject({
      query: 'price',
      vin: electric.vin,
      payment: 'credit',
      amount: '50000',
    });
    const replay = await run(buyer.token, 'price', electric.vin, idem);
    expect(replay.data.id).toBe(first.data.id);
    const orderId = Number(first.data.orderId);
    await eventually(async () => (await billed(orderId)).uses === 1, 5000, 'the billed call');
    const report = await call(buyer.token, 'GET', `/server/archives/report?id=${first.data.id}`);
    expect(report.data.answer).toMatchObject({ found: true, synthetic: true, vin: electric.vin });
    await call(buyer.token, 'GET', `/server/archives/report?id=${first.data.id}`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/server/archives/report/pdf?id=${first.data.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await billed(orderId)).toEqual({ uses: 1, amount: 50_000n });
    const [entry] = await t.db
      .select()
      .from(evidenceEntry)
      .where(and(eq(evidenceEntry.orderId, orderId), eq(evidenceEntry.entryType, 'archive.report')));
    expect(JSON.parse(entry!.payload)).toMatchObject({ sha256: first.data.sha256, vin: electric.vin });
    const orders = await call(buyer.token, 'POST', '/server/order/userPage', { page: 1, limit: 10 });
    expect(orders.data.list.map((o: { id: string }) => o.id)).toContain(first.data.orderId);
    const history = await call(buyer.token, 'GET', '/server/archives/reports?page=1&limit=10');
    expect(history.data).toMatchObject({ total: 1, list: [{ id: first.data.id }] });
  });

  it('does not charge a vehicle it cannot find, nor a new-energy query of a petrol car', async () => {
    const buyer = await consumer('arcmiss', 100);
    const paid = await run(buyer.token, 'newEnergy', electric.vin);
    expect(paid.code, paid.msg).toBe(0);
    const missing = await run(buyer.token, 'newEnergy', unknownVin);
    expect(missing.code).toBe(ErrorCode.ARCHIVE_VEHICLE_NOT_FOUND);
    expect(missing.msg).toContain('not charged');
    const notElectric = await run(buyer.token, 'newEnergy', petrol.plate);
    expect(notElectric.code).toBe(ErrorCode.ARCHIVE_NOT_NEW_ENERGY);
    const orderId = Number(paid.data.orderId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await billed(orderId)).toEqual({ uses: 1, amount: 80_000n });
  });

  it('draws on a bought count pack before the credit', async () => {
    const buyer = await consumer('arcpack', 1000);
    const catalog = (await call(buyer.token, 'GET', '/server/archives/catalog')).data;
    const entry = catalog.queries.find((q: { query: string }) => q.query === 'maintenance');
    const line = { itemId: entry.itemId, skuId: entry.packs[0].skuId, quantity: 1 };
    const render = await call(buyer.token, 'POST', '/server/order/render', line);
    const order = await call(
      buyer.token,
      'POST',
      '/server/order/submit',
      { ...line, agreementAccepted: true, agreementHash: render.data.agreementHash },
      { 'idempotency-key': 'arc-pack-submit' },
    );
    const paid = await call(
      buyer.token,
      'POST',
      '/server/pay',
      { orderId: order.data.id, payMethod: 'VIRTUAL_COIN_PAY' },
      { 'idempotency-key': 'arc-pack-pay' },
    );
    expect(paid.code, paid.msg).toBe(0);
    const afterPack = await available(buyer.id);
    const answer = await run(buyer.token, 'maintenance', electric.plate);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ payment: 'pack', amount: '0', orderId: order.data.id });
    await eventually(
      async () => {
        const [c] = await t.db
          .select()
          .from(apiCredential)
          .where(eq(apiCredential.orderId, Number(order.data.id)));
        return c?.quotaUsed === 1;
      },
      5000,
      'the pack call',
    );
    expect(await available(buyer.id)).toBe(afterPack);
    const left = (await call(buyer.token, 'GET', '/server/archives/catalog')).data.viewer.packQueriesLeft;
    expect(left.maintenance).toBe(99);
  });

  it("never shows one consumer another's reports", async () => {
    const owner = await consumer('arcown', 100);
    const mine = await run(owner.token, 'parameterConfiguration', electric.vin);
    expect(mine.code, mine.msg).toBe(0);
    const other = await consumer('arcother', 100);
    expect((await call(other.token, 'GET', `/server/archives/report?id=${mine.data.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const pdf = await call(other.token, 'GET', `/server/archives/report/pdf?id=${mine.data.id}`);
    expect(pdf, JSON.stringify(pdf)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await call(other.token, 'GET', '/server/archives/reports?page=1&limit=10')).data.total).toBe(0);
  });

  it('shows an example report to anyone, for nothing', async () => {
    const example = await call(null, 'GET', '/server/archives/example?query=highSpeedVehicle');
    expect(example.data.answer).toMatchObject({
      found: true,
      vin: samples.exampleVin,
      query: 'highSpeedVehicle',
    });
  });
});
