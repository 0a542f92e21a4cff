import { type Endpoint, endpoints, type roleHome } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { Page } from './index';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const HOME: roleHome.ConsumerHome = {
  orders: { total: 7, awaitingPayment: 2, completed: 4, cancelled: 1 },
  credit: { limit: '100000000', available: '64050000', used: '35950000' },
  grants: { active: 3 },
  credentials: { active: 2, unlimited: 1, remainingCalls: 180 },
  runsInProgress: 1,
  downloadsToConfirm: 5,
};

// Issue 22: the consumer's home page did not show the available credit (only checkout and the ledger did).
describe('consumer/dashboard/index', () => {
  beforeEach(async () => {
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint === endpoints.users.queryQuotaByPage) {
        return { list: [{ availableAfter: '64050000', limitAfter: '100000000' }], total: 4 } as never;
      }
      if (endpoint === endpoints.roleHome.consumer) return HOME as never;
      if (endpoint === endpoints.roleHome.consumerMonthly) return [] as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  for (const [lng, ledger] of [
    ['zh-CN', '额度明细'],
    ['zh-TW', '額度明細'],
    ['en-US', 'Credit details'],
  ] as const) {
    it(`shows the available credit and the limit, linking to the ledger (${lng})`, async () => {
      await setLocale(lng);
      const view = await render(
        withQueryClient(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />),
      );
      const card = () => document.querySelector('[data-testid="consumer-credit-card"]');
      await waitFor(() => expect(card()?.textContent).toContain('6,405.00'));
      expect(card()?.textContent).toContain('10,000.00');
      const link = card()?.querySelector('a[href="/admin-user-zquserquotadetailed"]');
      expect(link).not.toBeNull();
      expect(link?.textContent).toBe(ledger);
      await view.unmount();
    });
  }

  for (const [lng, used, awaiting] of [
    ['zh-CN', '已用额度', '待支付'],
    ['en-US', 'Credit used', 'Awaiting payment'],
  ] as const) {
    it(`shows its own orders, grants, credentials, runs and downloads, each linking to its list (${lng})`, async () => {
      await setLocale(lng);
      const view = await render(
        withQueryClient(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />),
      );
      const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
      await waitFor(() => expect(byId('home-grants-value')?.textContent).toBe('3'));
      expect(byId('credit-used')?.textContent).toBe(`${used} ¥3,595.00`);
      expect(byId('own-orders-total')?.textContent).toContain('7');
      expect(byId('own-orders-awaitingPayment')?.textContent).toBe('2');
      expect(byId('own-orders-awaitingPayment')?.getAttribute('href')).toBe('/tobePay');
      expect(byId('own-orders-cancelled')?.getAttribute('href')).toBe(
        '/consumer-order-dataPacket?orderStatus=-1',
      );
      expect(byId('own-orders-card')?.textContent).toContain(awaiting);
      expect(byId('home-credentials-value')?.textContent).toBe('2');
      expect(byId('home-credentials')?.textContent).toContain('180');
      expect(byId('home-runs-value')?.textContent).toBe('1');
      expect(byId('home-runs')?.getAttribute('href')).toBe('/consumer-order-execute');
      expect(byId('home-downloads-value')?.textContent).toBe('5');
      expect(byId('home-grants')?.getAttribute('href')).toBe('/consumer-permissions-index');
      await view.unmount();
    });
  }
});
