import { endpoints } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { AvailableCredit } from './available-credit';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const mount = () =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <AvailableCredit /> }])} />,
    ),
  );

describe('AvailableCredit', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the available credit of the limit from the newest ledger row, with a link to the ledger', async () => {
    apiMock.mockImplementation(async (endpoint) => {
      expect(endpoint).toBe(endpoints.users.queryQuotaByPage);
      return { list: [{ availableAfter: '64038000', limitAfter: '100000000' }], total: 3 } as never;
    });
    const view = await mount();
    const box = () => document.querySelector('[data-testid="available-credit"]')?.textContent ?? '';
    await waitFor(() => expect(box()).toContain('6,403.80'));
    expect(box()).toContain('10,000.00');
    expect(document.querySelector('a[href="/admin-user-zquserquotadetailed"]')?.textContent).toBe('额度明细');
    await view.unmount();
  });

  it('shows zero for a consumer without any credit yet', async () => {
    apiMock.mockImplementation(async () => ({ list: [], total: 0 }) as never);
    const view = await mount();
    await waitFor(() =>
      expect(document.querySelector('[data-testid="available-credit"]')?.textContent).toContain('0.00'),
    );
    await view.unmount();
  });
});
