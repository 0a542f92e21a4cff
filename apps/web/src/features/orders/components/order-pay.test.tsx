import { endpoints } from '@datamall/contract';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { OrderPay } from './order-pay';

const api = vi.fn();
vi.mock('../../../shared/api/api', () => ({ api: (...args: unknown[]) => api(...args) }));

/** Like the app's query client: a failed query toasts unless its meta says the page shows the error. */
function clientWithToasts(toasts: string[]) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) toasts.push(String((error as Error).message));
      },
    }),
    defaultOptions: { queries: { retry: false, gcTime: 0 } },
  });
}

beforeEach(() => {
  api.mockReset();
});
afterEach(async () => setLocale('zh-CN'));

describe('OrderPay', () => {
  it('tells once that an unknown order is not there, with the way back to the orders', async () => {
    await setLocale('en-US');
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.orders.orderUserDetail) throw new ApiError(404, 'Resource not found', false);
      if (endpoint === endpoints.users.queryQuotaByPage) return { list: [], total: 0 };
      throw new Error('unexpected call');
    });
    const toasts: string[] = [];
    const view = await render(
      withQueryClient(
        <MemoryRouter initialEntries={['/orderPay?orderId=999']}>
          <Routes>
            <Route path="/orderPay" element={<OrderPay />} />
          </Routes>
        </MemoryRouter>,
        clientWithToasts(toasts),
      ),
    );
    const failed = () => view.container.querySelector('[data-testid="order-load-failed"]');
    await waitFor(() => expect(failed()).not.toBeNull());
    const text = view.container.textContent ?? '';
    expect(text.split('The order does not exist').length - 1).toBe(1);
    expect(text).not.toContain('Resource not found');
    expect(toasts).toEqual([]);
    const back = view.container.querySelector('[data-testid="order-load-failed-orders"]');
    expect(back?.closest('a')?.getAttribute('href')).toBe('/consumer-order-dataPacket');
    await view.unmount();
  });

  it('shows another failure once, with its message', async () => {
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.orders.orderUserDetail) throw new ApiError(10001, '参数错误', false);
      if (endpoint === endpoints.users.queryQuotaByPage) return { list: [], total: 0 };
      throw new Error('unexpected call');
    });
    const toasts: string[] = [];
    const view = await render(
      withQueryClient(
        <MemoryRouter initialEntries={['/orderPay?orderId=abc']}>
          <Routes>
            <Route path="/orderPay" element={<OrderPay />} />
          </Routes>
        </MemoryRouter>,
        clientWithToasts(toasts),
      ),
    );
    await waitFor(() => expect(view.container.textContent).toContain('订单加载失败'));
    expect((view.container.textContent ?? '').split('参数错误').length - 1).toBe(1);
    expect(toasts).toEqual([]);
    await view.unmount();
  });
});
