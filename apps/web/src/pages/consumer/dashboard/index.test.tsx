import { type Endpoint, endpoints } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { Page } from './index';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

// Issue 22: the consumer's home page did not show the available credit (only checkout and the ledger did).
describe('consumer/dashboard/index', () => {
  beforeEach(async () => {
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint === endpoints.users.queryQuotaByPage) {
        return { list: [{ availableAfter: '64050000', limitAfter: '100000000' }], total: 4 } as never;
      }
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
});
