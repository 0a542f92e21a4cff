import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GOODS, seedDemoGoods } from './demo-goods.js';
import { bearer, loginAs, startTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
const seed = () => seedDemoGoods(t.app, { db: t.db, sessions: t.services.sessions });

beforeAll(async () => {
  t = await startTestApp();
  await t.services.catalog.seedDefaults();
});
afterAll(() => t.close());

describe('demo goods', () => {
  it('lists every demo good in the mall after the reviews, with the demo purchases, on a first start', async () => {
    expect(await seed()).toBe(DEMO_GOODS.length);

    const page = (
      await t.app.inject({ method: 'POST', url: '/server/mall/search', payload: { limit: 20 } })
    ).json();
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(DEMO_GOODS.length);
    const names = page.data.list.map((card: { name: string }) => card.name).sort();
    expect(names).toEqual(DEMO_GOODS.map((g) => g.name).sort());
    for (const card of page.data.list) {
      expect(card.coverImage).not.toBe('');
      expect(card.minPrice).not.toBeNull();
    }

    // The demo consumer's paid orders: one per unit the demo data sells.
    const consumer = await loginAs(t, 'consumer');
    const orders = (
      await t.app.inject({
        method: 'POST',
        url: '/server/order/userPage',
        headers: bearer(consumer.token),
        payload: { page: 1, limit: 50 },
      })
    ).json();
    expect(orders.code).toBe(0);
    const sold = DEMO_GOODS.reduce((n, g) => n + (g.sold ?? 0), 0);
    expect(orders.data.total).toBe(sold);
  });

  it('leaves a database that has goods as it is (a later start)', async () => {
    expect(await seed()).toBe(0);
    const page = (await t.app.inject({ method: 'POST', url: '/server/mall/search', payload: {} })).json();
    expect(page.data.total).toBe(DEMO_GOODS.length);
  });
});
