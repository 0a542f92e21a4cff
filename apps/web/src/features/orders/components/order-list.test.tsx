import type { orders } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { DATA_KINDS, OrderList } from './order-list';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const order = (id: string, itemType: number) =>
  ({
    id,
    orderNo: `2026112800000${id}`,
    itemId: '1',
    itemType,
    itemName: `Good ${id}`,
    skuName: 'All',
    consumerName: 'consumer',
    quantity: 1,
    amount: '10000',
    orderStatus: 1,
    payStatus: 1,
    createDate: '2026-11-28T01:00:00.000Z',
  }) as unknown as orders.Order;

const mount = (itemType: number | number[]) =>
  render(
    withQueryClient(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: <OrderList scope="user" itemType={itemType} titleKey="consumerDataPacket" />,
          },
        ])}
      />,
    ),
  );

const bodies = () => apiMock.mock.calls.map((c) => (c[1] as { body: Record<string, unknown> }).body);

describe('OrderList', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async () => ({ list: [order('1', 2), order('2', 3)], total: 2 }) as never);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a list of several kinds asks for all of them and shows each order’s kind, with a kind filter', async () => {
    const view = await mount(DATA_KINDS);
    await waitFor(() => expect(document.body.textContent).toContain('Good 2'));
    expect(bodies()[0]).toMatchObject({ itemTypes: [2, 3, 4], itemType: undefined });
    const table = document.querySelector('[data-testid="order-table"]')?.textContent ?? '';
    expect(table).toContain('数据包');
    expect(table).toContain('数据资产');
    expect(document.querySelector('[data-testid="filter-item-type"]')).not.toBeNull();
    expect(document.body.textContent).toContain('数据包、数据资产与数据表订单');
    await view.unmount();
  });

  it('a list of one kind asks for that kind only, without a kind column or filter', async () => {
    const view = await mount(5);
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ itemType: 5, itemTypes: undefined });
    expect(document.querySelector('[data-testid="filter-item-type"]')).toBeNull();
    await view.unmount();
  });
});
