import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, setCreditLimit } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';
import { creditAccount } from '../credit/credit.table.js';
import { sha256 } from '../orders/orders.service.js';
import { billLine } from './billing.table.js';

/**
 * Money is never created or lost: over a few hundred random orders (several months, several consumers and
 * sellers, random prices and rates), random adjustments and random refunds (approved, rejected, some approved
 * twice at once), consumer charges == seller income + platform commission per month and overall, and every
 * consumer's available credit == limit − deductions + restorations.
 */

const AGREEMENT = 'For internal analysis only.';
const ORDERS = Number(process.env.BILLING_RANDOM_ORDERS ?? 200);

let t: TestApp;
let admin: string;

/** A seeded pseudo-random generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const call = (token: string, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, language: null, idempotencyKey: key || undefined });

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('billing invariants over random orders, refunds and adjustments', () => {
  it('balances per month and overall, and every consumer’s quota matches its ledger', async () => {
    const seed = Number(process.env.BILLING_SEED ?? 20_261_123);
    const random = rng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;

    const consumers: { id: number; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await createUser(t, `inv-buyer-${i}`, 1);
      await setCreditLimit(t, id, 50_000_000_000n);
      consumers.push({ id, token: (await loginAs(t, `inv-buyer-${i}`)).token });
    }
    const goods: { itemId: number; skuId: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const sellerId = await createUser(t, `inv-seller-${i}`, i === 0 ? 2 : 3);
      for (let j = 0; j < 3; j++) {
        goods.push(
          await createGood(t, {
            ownerId: sellerId,
            // Data applications: bought in random quantities (a data package is one copy per order).
            itemType: 1,
            price: BigInt(1 + Math.floor(random() * 9_999_999)),
            agreement: AGREEMENT,
          }),
        );
      }
    }

    const paid: { id: string; consumer: (typeof consumers)[number] }[] = [];
    let key = 0;
    let adjusted = 0;
    let refunded = 0;
    for (let n = 0; n < ORDERS; n++) {
      // time moves on: minutes between orders, and a month three times (sessions are renewed then)
      if (n > 0 && n % Math.ceil(ORDERS / 3) === 0) {
        t.clock.advance(31 * 24 * 3_600_000);
        admin = (await loginAs(t, 'admin')).token;
        for (const [i, x] of consumers.entries()) x.token = (await loginAs(t, `inv-buyer-${i}`)).token;
      } else {
        t.clock.advance(Math.floor(random() * 5 * 60_000));
      }
      const c = pick(consumers);
      const g = pick(goods);
      const submitted = await call(
        c.token,
        '/server/order/submit',
        {
          itemId: String(g.itemId),
          skuId: String(g.skuId),
          quantity: 1 + Math.floor(random() * 3),
          agreementAccepted: true,
          agreementHash: sha256(AGREEMENT),
        },
        `inv-${seed}-${++key}`,
      );
      expect(submitted.code, submitted.msg).toBe(0);
      const pay = await call(c.token, '/server/pay', { orderId: submitted.data.id }, `inv-${seed}-${++key}`);
      expect(pay.code, pay.msg).toBe(0);
      paid.push({ id: submitted.data.id, consumer: c });

      const roll = random();
      if (roll < 0.15) {
        const target = pick(paid);
        const amount =
          random() < 0.5 ? -Math.floor(random() * 50_000) - 1 : Math.floor(random() * 50_000) + 1;
        const res = await call(admin, '/server/billing/adjust', {
          orderId: target.id,
          amount: String(amount),
          reason: 'random',
        });
        // below zero or already refunded: refused, and then nothing was written
        expect([0, 409, 10360]).toContain(res.code);
        if (res.code === 0) adjusted += 1;
      } else if (roll < 0.3) {
        const target = pick(paid);
        const res = await call(target.consumer.token, '/server/billing/refund/apply', {
          orderId: target.id,
          reasonType: 3,
        });
        expect([0, 10366]).toContain(res.code);
        if (res.code === 0) {
          const query = new URLSearchParams({ businessType: 'refund', keyword: res.data.id, limit: '100' });
          const list = await openTasks(t, admin, query.toString(), null);
          const task = list.find((r) => r.businessKey === res.data.id)!;
          if (random() < 0.25) {
            await decideTask(t, admin, 'reject', task.taskId, 'no');
          } else {
            const approve = () => decideTask(t, admin, 'complete', task.taskId, 'ok');
            const results = await Promise.all(random() < 0.3 ? [approve(), approve()] : [approve()]);
            expect(results.filter((r) => r.json().code === 0)).toHaveLength(1);
            refunded += 1;
          }
        }
      }
    }

    expect(adjusted).toBeGreaterThan(5);
    expect(refunded).toBeGreaterThan(5);

    // per month and overall: consumer == seller + platform
    const rows = await t.db
      .select({
        month: billLine.month,
        party: billLine.party,
        sum: sql<string>`sum(${billLine.amount})::text`,
      })
      .from(billLine)
      .groupBy(billLine.month, billLine.party);
    const months = new Map<string, { consumer: bigint; seller: bigint; platform: bigint }>();
    for (const r of rows) {
      const m = months.get(r.month) ?? { consumer: 0n, seller: 0n, platform: 0n };
      m[r.party as 'consumer'] += BigInt(r.sum);
      months.set(r.month, m);
    }
    expect(months.size).toBeGreaterThanOrEqual(3);
    let overall = { consumer: 0n, seller: 0n, platform: 0n };
    for (const [month, m] of months) {
      expect(m.consumer, month).toBe(m.seller + m.platform);
      expect(m.platform, month).toBeGreaterThanOrEqual(0n);
      overall = {
        consumer: overall.consumer + m.consumer,
        seller: overall.seller + m.seller,
        platform: overall.platform + m.platform,
      };
    }
    expect(overall.consumer).toBe(overall.seller + overall.platform);
    // the operator summary agrees with the lines
    const sorted = [...months.keys()].sort();
    const summary = await call(admin, '/server/billing/orderSummary', {
      startMonth: sorted[0],
      endMonth: sorted.at(-1),
    });
    expect(summary.code, summary.msg).toBe(0);
    expect(summary.data.total.consumerCharges).toBe(overall.consumer.toString());
    expect(summary.data.total.sellerIncome).toBe(overall.seller.toString());
    expect(summary.data.total.platformCommission).toBe(overall.platform.toString());
    expect(summary.data.total.orderCount).toBe(ORDERS);

    // every consumer: available == limit − deductions + restorations, and the ledger's running balance agrees
    for (const c of consumers) {
      const totals = await t.services.credit.ledgerTotals(c.id);
      const [account] = await t.db.select().from(creditAccount).where(sql`${creditAccount.userId} = ${c.id}`);
      const limit = totals['set-limit'] ?? 0n;
      expect(account!.creditLimit).toBe(limit);
      expect(account!.available).toBe(limit + (totals.deduct ?? 0n) + (totals.restore ?? 0n));
      // restorations never exceed deductions
      expect(totals.restore ?? 0n).toBeLessThanOrEqual(-(totals.deduct ?? 0n));
    }
  }, 600_000);
});
