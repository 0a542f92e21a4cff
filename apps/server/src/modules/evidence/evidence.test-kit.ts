import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test/harness.js';

/** Calls and order steps shared by the evidence and delivery tests. */

export type Json = { code: number; msg: string; data: ReturnType<typeof JSON.parse> };
export const AGREEMENT = 'For internal analysis only.';
const agreementHash = createHash('sha256').update(AGREEMENT, 'utf8').digest('hex');

export function kit(t: () => TestApp) {
  let keySeq = 0;
  const newKey = () => `ev-${Date.now()}-${++keySeq}`;

  async function call(
    token: string | null,
    url: string,
    payload: unknown = {},
    key?: string,
    method: 'POST' | 'GET' = 'POST',
  ): Promise<Json> {
    const res = await t().app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        'accept-language': 'en-US',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(method === 'POST' ? { payload: payload as Record<string, unknown> } : {}),
    });
    return res.json();
  }

  async function submit(token: string, g: { itemId: number; skuId: number }, quantity = 1) {
    const body = {
      itemId: String(g.itemId),
      skuId: String(g.skuId),
      quantity,
      agreementAccepted: true,
      agreementHash,
    };
    const res = await call(token, '/server/order/submit', body, newKey());
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string; orderNo: string; amount: string };
  }

  async function pay(token: string, orderId: string, key = newKey()) {
    return call(token, '/server/pay', { orderId }, key);
  }

  async function buy(token: string, g: { itemId: number; skuId: number }, quantity = 1) {
    const order = await submit(token, g, quantity);
    const paid = await pay(token, order.id);
    expect(paid.code, paid.msg).toBe(0);
    return order;
  }

  async function setLimit(userId: number, units: bigint) {
    await t().services.credit.setLimit(userId, units, 'test', { userId: 1, username: 'admin' });
  }

  return { call, submit, pay, buy, setLimit, newKey };
}
