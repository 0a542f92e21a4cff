import type { Endpoint } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { Page } from './query';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);

describe('/consumer-order-query', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'orders.userPage')
        return {
          list: [{ id: '9', orderNo: 'DM9', itemName: 'Weather API', skuName: 'Pack' }],
          total: 1,
        } as never;
      if (endpoint.id === 'gateway.consumerUsage')
        return {
          list: [
            {
              day: '2026-03-07',
              orderId: '8',
              orderNo: 'DM8',
              itemId: '5',
              itemName: 'Weather API',
              calls: 3,
              failed: 0,
              refused: 0,
              status2xx: 3,
              status4xx: 0,
              status5xx: 0,
              avgMs: 12,
            },
          ],
          total: 1,
          totals: { calls: 3, failed: 0, refused: 0 },
        } as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts with every API order (the newest is not chosen for the user) and links each order to its usage', async () => {
    const router = createMemoryRouter([{ path: '/consumer-order-query', element: <Page /> }], {
      initialEntries: ['/consumer-order-query'],
    });
    const view = await render(withQueryClient(<RouterProvider router={router} />));
    await waitFor(() => expect(document.querySelector('[data-testid="paid-order-picker"]')).not.toBeNull());
    expect(document.querySelector('[data-testid="consumer-usage-filters"]')?.textContent).toContain(
      '全部订单',
    );
    expect(callsTo('orders.userPage')[0]?.[1]).toMatchObject({ body: { itemType: 5, payStatus: 1 } });
    await waitFor(() =>
      expect(document.querySelector('[data-testid="consumer-usage-order-8"]')?.getAttribute('href')).toBe(
        '/consumer-order-apiUsage?orderId=8',
      ),
    );
    expect(router.state.location.search).toBe('');
    expect(callsTo('gateway.consumerUsage').at(-1)?.[1]).toEqual({
      query: { page: 1, limit: 10, orderId: undefined, from: undefined, to: undefined },
      signal: expect.any(AbortSignal),
    });
    await view.unmount();
  });
});
