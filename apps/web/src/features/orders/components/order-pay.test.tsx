import { endpoints } from '@datamall/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { createQueryClient } from '../../../shared/api/query-client';
import { setLocale } from '../../../shared/i18n';
import { bindNotifier } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { OrderPay } from './order-pay';

const api = vi.fn();
vi.mock('../../../shared/api/api', () => ({ api: (...args: unknown[]) => api(...args) }));

/** Error toasts of the app's own query client, caught at the notifier the app shell would bind. */
let toasts: string[] = [];

beforeEach(() => {
  api.mockReset();
  toasts = [];
  bindNotifier({
    message: {
      open: (config) => {
        if (config.type === 'error') toasts.push(String(config.content));
        return undefined as never;
      },
    },
    modal: { confirm: () => undefined },
  });
});
afterEach(async () => {
  bindNotifier(undefined);
  await setLocale('zh-CN');
});

/** /orderPay?orderId= with the app's own query client (its toasts are what the tests count). */
const renderPay = (orderId: string) =>
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[`/orderPay?orderId=${orderId}`]}>
        <Routes>
          <Route path="/orderPay" element={<OrderPay />} />
        </Routes>
      </MemoryRouter>,
      createQueryClient(),
    ),
  );

describe('OrderPay', () => {
  it('tells once that an unknown order is not there, with the way back to the orders', async () => {
    await setLocale('en-US');
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.orders.orderUserDetail) throw new ApiError(404, 'Resource not found', false);
      if (endpoint === endpoints.users.queryQuotaByPage) return { list: [], total: 0 };
      throw new Error('unexpected call');
    });
    const view = await renderPay('999');
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
    const view = await renderPay('abc');
    await waitFor(() => expect(view.container.textContent).toContain('订单加载失败'));
    expect((view.container.textContent ?? '').split('参数错误').length - 1).toBe(1);
    expect(toasts).toEqual([]);
    await view.unmount();
  });
});
