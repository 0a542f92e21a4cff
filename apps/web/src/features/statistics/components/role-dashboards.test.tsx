import { type Endpoint, endpoints, type roleHome, type statistics } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { DeveloperDashboard } from './developer-dashboard';
import { SupplierDashboard } from './supplier-dashboard';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const counts = (total: number, listed = 0): statistics.GoodsCounts => ({
  total,
  listed,
  underReview: 0,
  notEnabled: total - listed,
  disabled: 0,
  delisted: 0,
});
const goodsOf = (byKind: Record<number, statistics.GoodsCounts>): statistics.GoodsQuantity => {
  const rows = [1, 2, 3, 4, 5].map((itemType) => ({ ...counts(0), ...byKind[itemType], itemType }));
  const all = counts(
    rows.reduce((s, r) => s + r.total, 0),
    rows.reduce((s, r) => s + r.listed, 0),
  );
  return { all, byKind: rows };
};
const month = { orders: 4, paidOrders: 3, amount: '12340000', income: '11106000' };

const SUPPLIER: roleHome.SupplierHome = {
  assets: {
    total: 3,
    byStatus: [0, 1, 2, 3, 4].map((status) => ({ status, count: status === 1 ? 2 : status === 3 ? 1 : 0 })),
  },
  goods: goodsOf({ 2: counts(5, 4) }),
  month,
  pendingReviews: { assets: 1, goods: 2, total: 3 },
  nodes: { online: 2, offline: 1 },
};
const DEVELOPER: roleHome.DeveloperHome = {
  goods: goodsOf({}),
  month,
  api: { calls: 12345, failed: 6, refused: 7 },
  articles: { total: 3, draft: 1, inReview: 0, published: 2, rejected: 0, takenDown: 0 },
};

const answer = (by: Map<Endpoint, unknown>) =>
  apiMock.mockImplementation(async (endpoint: Endpoint) => {
    if (!by.has(endpoint)) throw new Error(`unexpected call ${endpoint.path}`);
    const value = by.get(endpoint);
    if (value instanceof Error) throw value;
    return value as never;
  });

const show = (ui: React.ReactNode) => render(withQueryClient(<MemoryRouter>{ui}</MemoryRouter>));
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const href = (id: string) => byTestId(id)?.getAttribute('href');

describe('role dashboards', () => {
  beforeEach(() => {
    apiMock.mockReset();
  });
  afterEach(async () => setLocale('zh-CN'));

  it("the supplier's figures open their lists filtered, and the storage use comes after the first screen", async () => {
    await setLocale('en-US');
    answer(
      new Map<Endpoint, unknown>([
        [endpoints.roleHome.supplier, SUPPLIER],
        [endpoints.roleHome.supplierMonthly, []],
        [endpoints.roleHome.supplierStorage, { bytes: 2048, files: 3, folders: 1, complete: false }],
      ]),
    );
    const view = await show(<SupplierDashboard />);
    await waitFor(() => expect(byTestId('home-orders-month-value')?.textContent).toBe('4'));
    expect(byTestId('home-income-month-value')?.textContent).toBe('¥1,110.60');
    expect(byTestId('home-income-month')?.textContent).toContain('Sales this month ¥1,234.00');
    expect(byTestId('home-pending-reviews')?.textContent).toContain('1 assets, 2 goods');
    expect(href('home-pending-reviews')).toBe('/producer-zqdataversion?status=3');
    expect(byTestId('home-nodes-online')?.textContent).toContain('1 offline');
    expect(byTestId('own-goods-2-listed')?.textContent).toBe('4');
    expect(href('own-goods-2-listed')).toBe('/producer-zqdata?type=2&publishType=1');
    expect(href('own-goods-2-notEnabled')).toBe('/producer-zqdata?type=2&productStatus=0');
    // Only the kinds a supplier sells.
    expect(byTestId('own-goods-kind-5')).toBeNull();
    expect(href('own-assets-1')).toBe('/producer-zqdataversion?status=1');
    await waitFor(() => expect(byTestId('supplier-storage')?.textContent).toContain('at least 2.0 KB'));
    expect(href('supplier-storage')).toBe('/sys-configuration');
    await view.unmount();
  });

  it('the developer sees its API calls and articles in Chinese, and an empty goods card says so', async () => {
    await setLocale('zh-CN');
    answer(
      new Map<Endpoint, unknown>([
        [endpoints.roleHome.developer, DEVELOPER],
        [endpoints.roleHome.developerMonthly, []],
      ]),
    );
    const view = await show(<DeveloperDashboard />);
    await waitFor(() => expect(byTestId('home-api-calls-value')?.textContent).toBe('12,345'));
    expect(byTestId('home-api-calls')?.textContent).toContain('失败 6 次，网关拒绝 7 次');
    expect(href('home-api-calls')).toBe('/order-zqApiorderfrom?tab=usage');
    expect(byTestId('own-articles-draft')?.textContent).toBe('1');
    expect(byTestId('own-goods-card')?.textContent).toContain('还没有商品');
    await view.unmount();
  });

  it('a failed summary shows the error with a retry instead of figures', async () => {
    await setLocale('en-US');
    answer(
      new Map<Endpoint, unknown>([
        [endpoints.roleHome.developer, new Error('boom')],
        [endpoints.roleHome.developerMonthly, []],
      ]),
    );
    const view = await show(<DeveloperDashboard />);
    await waitFor(() => expect(byTestId('own-goods-card')?.textContent).toContain('boom'));
    expect(byTestId('home-figures')?.textContent).toContain('Could not load the figures');
    expect(byTestId('home-orders-month')).toBeNull();
    await view.unmount();
  });
});
