import { ErrorCode } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { type Json, sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';
import { sourceClassification } from '../catalog/catalog.table.js';
import { goodsItem } from '../goods/goods.table.js';
import { sha256 } from '../orders/orders.service.js';
import { billLine } from './billing.table.js';

let t: TestApp;
let admin: string;
let consumer: string;
let consumerId: number;
let buyer2: string;
let buyer2Id: number;
let supplier: string;
let supplierId: number;
let developer: string;
let good: { itemId: number; skuId: number };
let classifiedGood: { itemId: number; skuId: number };
let classificationId: number;
const AGREEMENT = 'For internal analysis only.';

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key });

let keySeq = 0;
const newKey = () => `b-${Date.now()}-${++keySeq}`;

async function buy(token: string, g: { itemId: number; skuId: number }, quantity = 1) {
  const { paid } = await placeOrder(t, token, g, { quantity, agreement: AGREEMENT });
  return paid.order as { id: string; orderNo: string; amount: string };
}

async function setLimit(userId: number, units: bigint) {
  await setCreditLimit(t, userId, units);
}

/** The open refund task of a refund (the operator's to-do). */
async function refundTask(refundId: string): Promise<string> {
  const query = new URLSearchParams({ businessType: 'refund', keyword: refundId, limit: '100' });
  const row = (await openTasks(t, admin, query.toString(), null)).find((r) => r.businessKey === refundId);
  expect(row, `task of refund ${refundId}`).toBeDefined();
  return row!.taskId;
}

async function decide(taskId: string, approve: boolean) {
  const res = await decideTask(t, admin, approve ? 'complete' : 'reject', taskId, approve ? 'ok' : 'no');
  return res.json() as Json;
}

async function requestRefund(token: string, orderId: string) {
  const res = await call(token, '/server/billing/refund/apply', {
    orderId,
    reasonType: 2,
    reason: 'not needed',
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; status: number };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fields: Record<string, string>, file: Buffer, filename = 'invoice.pdf') {
  const boundary = `----billing${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, url: string, fields: Record<string, string>, file: Buffer) {
  const body = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return res.json() as Json;
}

const cstMonthNow = () => new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

/** A valid unified social credit code (check digit computed by the GB 32100 rule). */
function validCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = '91350100M000100Y4'.split('');
  const sum = body.reduce((s, c, i) => s + chars.indexOf(c) * weights[i]!, 0);
  return body.join('') + chars[(31 - (sum % 31)) % 31];
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  consumerId = await userIdOf(t, 'consumer');
  buyer2Id = await createUser(t, 'billbuyer2', 1);
  buyer2 = (await loginAs(t, 'billbuyer2')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  supplierId = await userIdOf(t, 'supplier');
  developer = (await loginAs(t, 'developer')).token;
  // A data application: bought in quantities (a data package is one copy per order).
  good = await createGood(t, { ownerId: supplierId, itemType: 1, price: 125_000n, agreement: AGREEMENT });
  classifiedGood = await createGood(t, { ownerId: supplierId, price: 33_333n, agreement: AGREEMENT });
  const [cls] = await t.db
    .insert(sourceClassification)
    .values({ classify: 2, name: 'Billing test' })
    .returning();
  classificationId = cls!.id;
  await t.db.update(goodsItem).set({ classificationId }).where(eq(goodsItem.id, classifiedGood.itemId));
  await setLimit(consumerId, 1_000_000_000n);
  await setLimit(buyer2Id, 1_000_000_000n);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('bill lines of a payment', () => {
  it('writes the consumer charge, the seller income net of 10% and the platform commission', async () => {
    const order = await buy(consumer, good, 2);
    const lines = await t.db
      .select()
      .from(billLine)
      .where(eq(billLine.orderId, Number(order.id)));
    const byParty = Object.fromEntries(lines.map((l) => [l.party, l]));
    expect(byParty.consumer!.amount).toBe(250_000n);
    expect(byParty.seller!.amount).toBe(225_000n);
    expect(byParty.platform!.amount).toBe(25_000n);
    expect(lines.every((l) => l.commissionRate === 1000)).toBe(true);
    expect(byParty.consumer!.orderType).toBe(1);
    expect(byParty.seller!.orderType).toBe(3);

    const mine = await call(consumer, '/server/billing/customer/page', { orderNo: order.orderNo });
    expect(mine.code).toBe(0);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0].amount).toBe('250000');
    const income = await call(supplier, '/server/billing/user/page', { orderNo: order.orderNo });
    expect(income.data.list.map((l: { amount: string }) => l.amount)).toEqual(['225000']);
    // another consumer does not see it
    const other = await call(buyer2, '/server/billing/customer/page', { orderNo: order.orderNo });
    expect(other.data.total).toBe(0);
  });

  it('uses the override of the good’s classification and stores the rate on the lines (rounding down the commission)', async () => {
    const set = await call(admin, '/server/billing/commission', { classificationId, rate: 1550 });
    expect(set.code, set.msg).toBe(0);
    expect(set.data.overrides).toEqual([
      { classificationId: String(classificationId), classificationName: 'Billing test', rate: 1550 },
    ]);
    const order = await buy(consumer, classifiedGood, 1);
    const lines = await t.db
      .select()
      .from(billLine)
      .where(eq(billLine.orderId, Number(order.id)));
    const byParty = Object.fromEntries(lines.map((l) => [l.party, l]));
    // 33333 × 15.5% = 5166.6… -> 5166 to the platform, 28167 to the seller
    expect(byParty.platform!.amount).toBe(5166n);
    expect(byParty.seller!.amount).toBe(28_167n);
    expect(lines.every((l) => l.commissionRate === 1550)).toBe(true);
    expect(
      (await call(admin, '/server/billing/commission', { classificationId: 999_999, rate: 1 })).code,
    ).toBe(404);
    expect((await call(admin, '/server/billing/commission', { classificationId, rate: 10_001 })).code).toBe(
      400,
    );
    expect((await call(supplier, '/server/billing/commission', { classificationId, rate: 1 })).code).toBe(
      403,
    );
  });

  it('answers 401 without login, 403 for the wrong role, 400 for bad filters', async () => {
    expect((await call(null, '/server/billing/customer/page')).code).toBe(401);
    expect((await call(consumer, '/server/billing/operate/page')).code).toBe(403);
    expect((await call(supplier, '/server/billing/customer/page')).code).toBe(403);
    expect((await call(consumer, '/server/billing/customer/page', { month: '2026-13' })).code).toBe(400);
  });
});

describe('adjustments', () => {
  it('splits an adjustment at the order’s rate, keeps a reason, and refuses to go below zero', async () => {
    const order = await buy(consumer, good, 1);
    const down = await call(admin, '/server/billing/adjust', {
      orderId: order.id,
      amount: '-10001',
      reason: 'goodwill',
    });
    expect(down.code, down.msg).toBe(0);
    const byParty = Object.fromEntries(down.data.map((l: { party: string; amount: string }) => [l.party, l]));
    expect(byParty.consumer.amount).toBe('-10001');
    expect(byParty.seller.amount).toBe('-9001');
    expect(byParty.platform.amount).toBe('-1000');
    expect(byParty.consumer.orderType).toBe(4);
    expect(byParty.consumer.reason).toBe('goodwill');
    const tooMuch = await call(admin, '/server/billing/adjust', {
      orderId: order.id,
      amount: '-125000',
      reason: 'x1',
    });
    expect(tooMuch.code).toBe(ErrorCode.BILL_ADJUST_BELOW_ZERO);
    expect(
      (await call(admin, '/server/billing/adjust', { orderId: order.id, amount: '0', reason: 'xx' })).code,
    ).toBe(400);
    expect(
      (await call(admin, '/server/billing/adjust', { orderId: order.id, amount: '5', reason: '' })).code,
    ).toBe(400);
    expect(
      (await call(consumer, '/server/billing/adjust', { orderId: order.id, amount: '5', reason: 'xx' })).code,
    ).toBe(403);
  });
});

describe('totals of a bill-line list', () => {
  it('gives the traded total once, split into seller income and commission, whatever lines match', async () => {
    const order = await buy(consumer, good, 2);
    const adjusted = await call(admin, '/server/billing/adjust', {
      orderId: order.id,
      amount: '-10001',
      reason: 'goodwill',
    });
    expect(adjusted.code, adjusted.msg).toBe(0);
    // purchase 250000 = 225000 + 25000; adjustment -10001 = -9001 + -1000
    const whole = { traded: '239999', sellerIncome: '215999', commission: '24000' };

    const all = await call(admin, '/server/billing/operate/page', { orderNo: order.orderNo });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(6);
    // The sum of every line adds the consumer's, the seller's and the platform's: twice what was traded.
    expect(all.data.sum).toBe('479998');
    expect(all.data.totals).toEqual(whole);
    expect(BigInt(whole.sellerIncome) + BigInt(whole.commission)).toBe(BigInt(whole.traded));

    const sellerLines = await call(admin, '/server/billing/operate/page', {
      orderNo: order.orderNo,
      party: 'seller',
    });
    expect(sellerLines.data.sum).toBe(whole.sellerIncome);
    expect(sellerLines.data.totals).toEqual(whole);

    // Profit-share lines only (the purchase's seller and platform lines): the purchase, not the adjustment.
    const profitShare = await call(admin, '/server/billing/operate/page', {
      orderNo: order.orderNo,
      orderType: 3,
    });
    expect(profitShare.data.total).toBe(2);
    expect(profitShare.data.totals).toEqual({
      traded: '250000',
      sellerIncome: '225000',
      commission: '25000',
    });

    const income = await call(supplier, '/server/billing/user/page', { orderNo: order.orderNo });
    expect(income.data.sum).toBe(whole.sellerIncome);
    expect(income.data.totals).toEqual(whole);

    // A consumer sees what it was charged; how the seller and the platform share it is not its business.
    const charges = await call(consumer, '/server/billing/customer/page', { orderNo: order.orderNo });
    expect(charges.data.sum).toBe(whole.traded);
    expect(charges.data.totals).toBeNull();
  });
});

describe('usage records', () => {
  it('rates a run into lines once per reference, listed per role', async () => {
    const order = await buy(consumer, good, 1);
    const usage = await t.db.transaction((tx) =>
      t.services.billing.lines.recordUsage(tx, {
        orderId: Number(order.id),
        source: 'run',
        reference: `run-${order.id}`,
        uses: 3,
        unitPrice: 1_001n,
      }),
    );
    expect(usage!.amount).toBe(3_003n);
    expect(usage!.commission + usage!.sellerIncome).toBe(3_003n);
    const again = await t.db.transaction((tx) =>
      t.services.billing.lines.recordUsage(tx, {
        orderId: Number(order.id),
        source: 'run',
        reference: `run-${order.id}`,
        uses: 3,
      }),
    );
    expect(again).toBeNull();
    const lines = await t.db.select().from(billLine).where(eq(billLine.usageId, usage!.id));
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.detailType === 2)).toBe(true);

    const mine = await call(consumer, '/server/billing/timesProfit/page', { orderId: order.id });
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.list).toHaveLength(1);
    expect((await call(supplier, '/server/billing/timesProfit/page', { orderId: order.id })).data.total).toBe(
      1,
    );
    expect((await call(buyer2, '/server/billing/timesProfit/page', { orderId: order.id })).data.total).toBe(
      0,
    );
    expect(
      (await call(developer, '/server/billing/timesProfit/page', { orderId: order.id })).data.total,
    ).toBe(0);
  });
});

describe('statements and invoices', () => {
  let statementId: string;

  it('generates statements idempotently and enforces the consumer transition table', async () => {
    const month = cstMonthNow();
    const first = await call(admin, '/server/billing/statement/generate', { month });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.customerCreated).toBeGreaterThanOrEqual(1);
    const again = await call(admin, '/server/billing/statement/generate', { month });
    expect(again.data).toEqual({ customerCreated: 0, userCreated: 0, linesAttached: 0 });

    const page = await call(consumer, '/server/billing/customerStatement/page', { month });
    expect(page.data.list).toHaveLength(1);
    statementId = page.data.list[0].id;
    const lineSum = await call(consumer, '/server/billing/customer/page', { statementId });
    expect(page.data.list[0].amount).toBe(lineSum.data.sum);
    expect(page.data.list[0].status).toBe(0);

    const move = (action: string) =>
      call(admin, '/server/billing/customerStatement/transition', { id: statementId, action });
    expect((await move('settle')).code).toBe(409);
    expect((await move('onAccount')).data.status).toBe(2);
    expect((await move('onAccount')).code).toBe(409);
    expect((await move('settle')).data.status).toBe(1);
    expect((await move('settle')).code).toBe(409);
    expect(
      (
        await call(consumer, '/server/billing/customerStatement/transition', {
          id: statementId,
          action: 'settle',
        })
      ).code,
    ).toBe(403);

    expect((await call(buyer2, `/server/billing/customerStatement/detail/${statementId}`)).code).toBe(404);
    expect(
      (await call(consumer, `/server/billing/customerStatement/detail/${statementId}`)).data.status,
    ).toBe(1);
  });

  it('lets the consumer apply for an invoice with a valid tax number only, then the operator uploads the PDF', async () => {
    const body = {
      statementIds: [statementId],
      title: 'Consumer Ltd',
      taxNumber: validCreditCode(),
      address: 'No. 1 Road, Fuzhou',
      phone: '0591-1234567',
      bankName: 'Bank of Fuzhou',
      bankAccount: '6222020200112233',
    };
    const badCheckDigit = body.taxNumber.slice(0, 17) + (body.taxNumber[17] === '0' ? '1' : '0');
    expect(
      (await call(consumer, '/server/billing/invoice/apply', { ...body, taxNumber: badCheckDigit })).code,
    ).toBe(400);
    expect(
      (await call(consumer, '/server/billing/invoice/apply', { ...body, taxNumber: '12345' })).code,
    ).toBe(400);
    expect((await call(buyer2, '/server/billing/invoice/apply', body)).code).toBe(404);
    const applied = await call(consumer, '/server/billing/invoice/apply', body);
    expect(applied.code, applied.msg).toBe(0);
    expect(applied.data.status).toBe(1);
    const invoiceId = applied.data.id as string;
    expect(
      (await call(consumer, `/server/billing/customerStatement/detail/${statementId}`)).data.status,
    ).toBe(4);
    // applying twice is an illegal transition
    expect((await call(consumer, '/server/billing/invoice/apply', body)).code).toBe(409);
    // a 15-character tax number is accepted by format
    expect((await call(buyer2, `/server/billing/invoice/detail/${invoiceId}`)).code).toBe(404);
    expect((await call(buyer2, '/server/billing/invoice/page')).data.total).toBe(0);

    const notYet = await t.app.inject({
      method: 'GET',
      url: `/server/billing/invoice/file?id=${invoiceId}`,
      headers: bearer(consumer),
    });
    expect(notYet.json().code).toBe(ErrorCode.INVOICE_NOT_ISSUED);
    expect((await upload(admin, '/server/billing/invoice/upload', { invoiceId }, PNG)).code).toBe(
      ErrorCode.INVOICE_FILE_NOT_PDF,
    );
    expect((await upload(consumer, '/server/billing/invoice/upload', { invoiceId }, PDF)).code).toBe(403);
    const issued = await upload(admin, '/server/billing/invoice/upload', { invoiceId }, PDF);
    expect(issued.code, issued.msg).toBe(0);
    expect(issued.data.status).toBe(2);
    expect(issued.data.hasFile).toBe(true);
    expect((await upload(admin, '/server/billing/invoice/upload', { invoiceId }, PDF)).code).toBe(409);
    expect(
      (await call(consumer, `/server/billing/customerStatement/detail/${statementId}`)).data.status,
    ).toBe(3);

    const file = await t.app.inject({
      method: 'GET',
      url: `/server/billing/invoice/file?id=${invoiceId}`,
      headers: bearer(consumer),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/server/billing/invoice/file?id=${invoiceId}`,
      headers: bearer(buyer2),
    });
    expect(stolen.json().code).toBe(404);
  });

  it('moves a seller statement: operator on account, seller confirms and uploads its invoice, operator pays', async () => {
    const page = await call(supplier, '/server/billing/userStatement/page', { month: cstMonthNow() });
    expect(page.data.list).toHaveLength(1);
    const id = page.data.list[0].id as string;
    const income = await call(supplier, '/server/billing/user/page', { statementId: id });
    expect(page.data.list[0].amount).toBe(income.data.sum);
    const move = (token: string, action: string) =>
      call(token, '/server/billing/userStatement/transition', { id, action });
    expect((await move(supplier, 'onAccount')).code).toBe(403);
    expect((await move(admin, 'confirm')).code).toBe(403);
    expect((await move(supplier, 'confirm')).code).toBe(409);
    expect((await move(developer, 'confirm')).code).toBe(404);
    expect((await move(admin, 'onAccount')).data.status).toBe(1);
    expect((await move(admin, 'pay')).code).toBe(409);
    expect(
      (await upload(supplier, '/server/billing/userStatement/uploadInvoice', { statementId: id }, PDF)).code,
    ).toBe(409);
    expect((await move(supplier, 'confirm')).data.status).toBe(2);
    expect(
      (await upload(developer, '/server/billing/userStatement/uploadInvoice', { statementId: id }, PDF)).code,
    ).toBe(404);
    const uploaded = await upload(
      supplier,
      '/server/billing/userStatement/uploadInvoice',
      { statementId: id },
      PDF,
    );
    expect(uploaded.code, uploaded.msg).toBe(0);
    expect(uploaded.data.status).toBe(3);
    expect((await move(admin, 'pay')).data.status).toBe(4);
    expect((await move(admin, 'pay')).code).toBe(409);
    const file = await t.app.inject({
      method: 'GET',
      url: `/server/billing/userStatement/invoiceFile?id=${id}`,
      headers: bearer(admin),
    });
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('validates the payout bank account', async () => {
    const card = {
      accountName: 'Supplier Ltd',
      bankName: 'Bank of China',
      branchName: 'Fuzhou',
      cardNumber: '6217 0000 1234 5678',
    };
    const saved = await call(supplier, '/server/billing/bankcard/addOrUpdate', card);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.cardNumber).toBe('6217000012345678');
    expect(
      (await call(supplier, '/server/billing/bankcard/addOrUpdate', { ...card, cardNumber: '12ab' })).code,
    ).toBe(400);
    expect(
      (await call(supplier, '/server/billing/bankcard/addOrUpdate', { ...card, accountName: '' })).code,
    ).toBe(400);
    expect((await call(consumer, '/server/billing/bankcard/addOrUpdate', card)).code).toBe(403);
    const info = await t.app.inject({
      method: 'GET',
      url: '/server/billing/bankcard',
      headers: bearer(supplier),
    });
    expect(info.json().data.bankName).toBe('Bank of China');
  });
});

describe('refunds', () => {
  it('refuses unpaid and foreign orders, and a second request', async () => {
    const submitted = await call(
      consumer,
      '/server/order/submit',
      {
        itemId: String(good.itemId),
        skuId: String(good.skuId),
        quantity: 1,
        agreementAccepted: true,
        agreementHash: sha256(AGREEMENT),
      },
      newKey(),
    );
    const unpaid = await call(consumer, '/server/billing/refund/apply', {
      orderId: submitted.data.id,
      reasonType: 1,
    });
    expect(unpaid.code).toBe(ErrorCode.REFUND_ORDER_NOT_PAID);
    const order = await buy(consumer, good, 1);
    expect(
      (await call(buyer2, '/server/billing/refund/apply', { orderId: order.id, reasonType: 1 })).code,
    ).toBe(404);
    expect(
      (await call(consumer, '/server/billing/refund/apply', { orderId: order.id, reasonType: 9 })).code,
    ).toBe(400);
    await requestRefund(consumer, order.id);
    expect(
      (await call(consumer, '/server/billing/refund/apply', { orderId: order.id, reasonType: 1 })).code,
    ).toBe(ErrorCode.REFUND_EXISTS);
  });

  it('restores the credit once and reverses every line when approved, even when approved concurrently', async () => {
    const before = await t.services.credit.balance(consumerId);
    const order = await buy(consumer, good, 3);
    await call(admin, '/server/billing/adjust', { orderId: order.id, amount: '-777', reason: 'discount' });
    const refund = await requestRefund(consumer, order.id);
    const taskId = await refundTask(refund.id);
    const results = await Promise.all([decide(taskId, true), decide(taskId, true)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const after = await t.services.credit.balance(consumerId);
    expect(after.available).toBe(before.available);
    const sums = await t.db
      .select({ party: billLine.party, sum: sql<string>`sum(${billLine.amount})::text` })
      .from(billLine)
      .where(eq(billLine.orderId, Number(order.id)))
      .groupBy(billLine.party);
    expect(sums.map((s) => s.sum)).toEqual(['0', '0', '0']);
    const detail = await call(consumer, `/server/billing/refund/detail/${refund.id}`);
    expect(detail.data.status).toBe(1);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/server/evidence/receipt?orderId=${order.id}`,
      headers: bearer(consumer),
    });
    const refundEntries = receipt
      .json()
      .data.entries.filter((e: { entryType: string }) => e.entryType === 'refund.approved');
    expect(refundEntries).toHaveLength(1);
    expect((await call(buyer2, `/server/billing/refund/detail/${refund.id}`)).code).toBe(404);
    // decided once: nothing more can happen to it, and a new request is refused
    expect(
      (await call(consumer, '/server/billing/refund/apply', { orderId: order.id, reasonType: 1 })).code,
    ).toBe(ErrorCode.REFUND_EXISTS);
    expect(
      (await call(admin, '/server/billing/adjust', { orderId: order.id, amount: '5', reason: 'late' })).code,
    ).toBe(409);
  });

  it('changes nothing when rejected, and allows a new request after', async () => {
    const before = await t.services.credit.balance(consumerId);
    const order = await buy(consumer, good, 1);
    const refund = await requestRefund(consumer, order.id);
    expect((await decide(await refundTask(refund.id), false)).code).toBe(0);
    expect((await call(consumer, `/server/billing/refund/detail/${refund.id}`)).data.status).toBe(2);
    expect((await t.services.credit.balance(consumerId)).available).toBe(before.available - 125_000n);
    await requestRefund(consumer, order.id);
  });
});

describe('exports', () => {
  it('streams the filtered bill list as an xlsx attachment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/server/billing/customer/export?month=${cstMonthNow()}`,
      headers: { ...bearer(consumer), 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[\x20-\x7e]+\.xlsx"(; filename\*=UTF-8''.+\.xlsx)?$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.rowCount - 1;
    const page = await call(consumer, '/server/billing/customer/page', { month: cstMonthNow() });
    expect(rows).toBe(page.data.total);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('ID');
    // a plain link with the token in the query works too (browser download), for every export
    for (const [token, url] of [
      [consumer, '/server/billing/customerStatement/export'],
      [supplier, '/server/billing/user/export'],
      [supplier, '/server/billing/userStatement/export'],
      [admin, '/server/billing/operate/export?party=platform'],
      [admin, '/server/billing/timesProfit/export'],
    ] as const) {
      const link = await t.app.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}access_token=${token}`,
      });
      expect(link.statusCode, url).toBe(200);
      expect(link.headers['content-disposition'], url).toMatch(/^attachment;/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(link.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.rowCount, url).toBeGreaterThan(1);
    }
    const denied = await t.app.inject({
      method: 'GET',
      url: '/server/billing/operate/export',
      headers: bearer(consumer),
    });
    expect(denied.json().code).toBe(403);
  });
});

describe('concurrent refund requests', () => {
  it('opens one refund when the consumer asks twice at once', async () => {
    const order = await buy(buyer2, good, 1);
    const body = { orderId: order.id, reasonType: 1 };
    const results = await Promise.all([
      call(buyer2, '/server/billing/refund/apply', body),
      call(buyer2, '/server/billing/refund/apply', body),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ErrorCode.REFUND_EXISTS]);
    const page = await call(buyer2, '/server/billing/refund/page', { orderNo: order.orderNo });
    expect(page.data.total).toBe(1);
    expect((await call(supplier, '/server/billing/refund/page', { orderNo: order.orderNo })).data.total).toBe(
      1,
    );
    expect(
      (await call(developer, '/server/billing/refund/page', { orderNo: order.orderNo })).data.total,
    ).toBe(0);
  });
});

describe('summary and the monthly job', () => {
  it('scopes the summary to the caller', async () => {
    const month = cstMonthNow();
    const mine = await call(buyer2, '/server/billing/orderSummary', { startMonth: month, endMonth: month });
    expect(mine.code, mine.msg).toBe(0);
    const lines = await call(buyer2, '/server/billing/customer/page', { month });
    expect(mine.data.rows[0].consumerCharges).toBe(lines.data.sum);
    expect(mine.data.rows[0].sellerIncome).toBe('0');
    const seller = await call(supplier, '/server/billing/orderSummary', {
      startMonth: month,
      endMonth: month,
    });
    const income = await call(supplier, '/server/billing/user/page', { month });
    expect(seller.data.rows[0].sellerIncome).toBe(income.data.sum);
    expect((await call(null, '/server/billing/orderSummary', {})).code).toBe(401);
    const reversed = await call(admin, '/server/billing/orderSummary', {
      startMonth: '2026-05',
      endMonth: '2026-01',
    });
    expect(reversed.code).toBe(400);
  });

  it('generates last month’s statements when the month is over, once', async () => {
    const month = cstMonthNow();
    const order = await buy(buyer2, good, 1);
    // Into the first hour of the next China month (a fixed 32 days from the month's last days would skip it).
    const cst = new Date(t.clock.now().getTime() + 8 * 3_600_000);
    const nextMonthStart = Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth() + 1, 1) - 8 * 3_600_000;
    t.clock.advance(nextMonthStart - t.clock.now().getTime() + 3_600_000);
    const first = await t.services.billing.statements.runMonthlyJob();
    expect(first.linesAttached).toBeGreaterThan(0);
    const again = await t.services.billing.statements.runMonthlyJob();
    expect(again).toEqual({ customerCreated: 0, userCreated: 0, linesAttached: 0 });
    const lines = await t.db
      .select()
      .from(billLine)
      .where(eq(billLine.orderId, Number(order.id)));
    expect(lines.every((l) => l.month === month)).toBe(true);
    const of = (party: string) => lines.find((l) => l.party === party)!;
    // buyer2 had no statement for the month yet: its line joins the new one
    expect(of('consumer').statementId).not.toBeNull();
    // the supplier's statement of that month is already paid: its late line waits for the next statement
    expect(of('seller').statementId).toBeNull();
    const next = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect((await t.services.billing.statements.generateStatements(next)).userCreated).toBe(1);
    const [seller] = await t.db
      .select()
      .from(billLine)
      .where(eq(billLine.id, of('seller').id));
    expect(seller!.statementId).not.toBeNull();
  });
});
