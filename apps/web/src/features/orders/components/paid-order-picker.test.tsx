import type { Endpoint, orders } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { PaidOrderPicker } from './paid-order-picker';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const order = (id: string) =>
  ({ id, orderNo: `DM${id}`, itemName: 'Weather', skuName: 'Pack' }) as orders.Order;

const mount = (
  value: string | undefined,
  onChange: (id: string) => void,
  more: { title?: string; onClear?: () => void } = { title: 'API usage' },
) =>
  render(
    withQueryClient(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: <PaidOrderPicker itemType={5} value={value} onChange={onChange} {...more} />,
          },
        ])}
      />,
    ),
  );

describe('PaidOrderPicker', () => {
  let list: orders.Order[];
  beforeEach(async () => {
    await setLocale('zh-CN');
    list = [order('9'), order('4')];
    apiMock.mockReset();
    apiMock.mockImplementation(async () => ({ list, total: list.length }) as never);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks for the paid orders of the kind and chooses the newest when none is chosen', async () => {
    const onChange = vi.fn();
    const view = await mount(undefined, onChange);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('9'));
    const [endpoint, options] = apiMock.mock.calls[0] ?? [];
    expect((endpoint as Endpoint).id).toBe('orders.userPage');
    expect(options).toMatchObject({ body: { page: 1, limit: 100, itemType: 5, payStatus: 1 } });
    await view.unmount();
  });

  it('keeps the order of the address', async () => {
    const onChange = vi.fn();
    const view = await mount('4', onChange);
    await waitFor(() => expect(document.querySelector('[data-testid="paid-order-picker"]')).not.toBeNull());
    expect(document.body.textContent).toContain('DM4 · Weather · Pack');
    expect(onChange).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('without paid orders, says so and leads to the mall', async () => {
    list = [];
    const view = await mount(undefined, vi.fn());
    await waitFor(() =>
      expect(document.querySelector('[data-testid="paid-orders-empty"]')?.textContent).toContain(
        '暂无已支付的订单',
      ),
    );
    await view.unmount();
  });

  it('as a filter: bare, every order until one is chosen, clearable, and an empty list stays a select', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    const view = await mount('4', onChange, { onClear });
    await waitFor(() => expect(document.querySelector('[data-testid="paid-order-picker"]')).not.toBeNull());
    expect(document.querySelector('[data-testid="paid-orders"]')).toBeNull();
    await act(async () => {
      document
        .querySelector('.ant-select-clear')
        ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(onClear).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    await view.unmount();

    const none = await mount(undefined, onChange, { onClear });
    await waitFor(() => expect(document.body.textContent).toContain('全部订单'));
    expect(onChange).not.toHaveBeenCalled();
    await none.unmount();

    list = [];
    const empty = await mount(undefined, onChange, { onClear });
    await waitFor(() => expect(document.body.textContent).toContain('全部订单'));
    expect(document.querySelector('[data-testid="paid-orders-empty"]')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await empty.unmount();
  });
});
