import type { Endpoint, endpoints, gateway, ResponseOf } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { lastDays } from '../consumer-usage-filter';
import { ConsumerUsageQuery } from './consumer-usage-query';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

type Answer = ResponseOf<typeof endpoints.gateway.consumerUsage>;

const row = (day: string, orderId: string, calls: number): gateway.ConsumerUsageRow => ({
  day,
  orderId,
  orderNo: `DM2026030100000${orderId}`,
  itemId: '5',
  itemName: 'Weather API',
  calls,
  failed: 2,
  refused: 1,
  status2xx: calls,
  status4xx: 1,
  status5xx: 2,
  avgMs: 42.36,
});

/** The page's order picker stood in for by two buttons and the value it was given. */
function StubPicker({ value, onChange }: { value?: string; onChange: (orderId?: string) => void }) {
  return (
    <span>
      <span data-testid="picked">{value ?? 'all'}</span>
      <button type="button" data-testid="pick-8" onClick={() => onChange('8')}>
        8
      </button>
      <button type="button" data-testid="pick-none" onClick={() => onChange(undefined)}>
        all
      </button>
    </span>
  );
}

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = (id: string) => byId(id)?.textContent ?? '';
const usageCalls = () =>
  apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === 'gateway.consumerUsage');
const lastQuery = () => (usageCalls().at(-1)?.[1] as { query: Record<string, unknown> } | undefined)?.query;
const tableRows = () =>
  [...document.querySelectorAll('[data-testid="consumer-usage-rows"] tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
const click = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
const mouseDown = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });

async function open(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/consumer-order-query',
        element: (
          <ConsumerUsageQuery
            orderPicker={(value, onChange) => <StubPicker value={value} onChange={onChange} />}
            usageHref={(orderId) => `/consumer-order-apiUsage?orderId=${orderId}`}
          />
        ),
      },
    ],
    { initialEntries: [`/consumer-order-query${search}`] },
  );
  const view = await render(withQueryClient(<RouterProvider router={router} />));
  return { view, address: () => router.state.location.search };
}

describe('ConsumerUsageQuery', () => {
  let answer: () => Answer;
  beforeEach(async () => {
    await setLocale('zh-CN');
    answer = () => ({
      list: [row('2026-03-07', '8', 1200), row('2026-03-06', '9', 30)],
      total: 25,
      totals: { calls: 1230, failed: 4, refused: 2 },
    });
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'gateway.consumerUsage') return answer() as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks for the filter of the address and shows its totals and rows, orders leading to their usage', async () => {
    const { view } = await open('?orderId=8&from=2026-03-01&to=2026-03-07&page=2&limit=20');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(lastQuery()).toEqual({ page: 2, limit: 20, orderId: '8', from: '2026-03-01', to: '2026-03-07' });
    expect(text('picked')).toBe('8');
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    expect(inputs.map((input) => input.value)).toEqual(['2026-03-01', '2026-03-07']);
    expect(text('usage-calls')).toContain('1,230');
    expect(text('usage-failed')).toContain('4');
    expect(text('usage-refused')).toContain('2');
    expect(tableRows()[0]).toEqual([
      '2026-03-07',
      'DM20260301000008',
      'Weather API',
      '1,200',
      '2',
      '1',
      '1,200',
      '1',
      '2',
      '42.4 ms',
    ]);
    expect(byId('consumer-usage-order-9')?.getAttribute('href')).toBe('/consumer-order-apiUsage?orderId=9');
    expect(text('consumer-usage')).toContain('共找到 25 条记录');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    await view.unmount();
  });

  it('leaves out what the address gets wrong instead of asking the server with it', async () => {
    const { view } = await open('?orderId=abc&from=2026-02-30&to=soon&page=-1&limit=33');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(lastQuery()).toEqual({ page: 1, limit: 10 });
    expect(text('picked')).toBe('all');
    await view.unmount();
  });

  it('writes a chosen or cleared order to the address, back on the first page', async () => {
    const { view, address } = await open('?from=2026-03-01&page=3');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    await click(byId('pick-8'));
    expect(address()).toBe('?orderId=8&from=2026-03-01');
    await waitFor(() => expect(lastQuery()).toMatchObject({ orderId: '8', from: '2026-03-01', page: 1 }));
    await click(byId('pick-none'));
    expect(address()).toBe('?from=2026-03-01');
    await view.unmount();
  });

  it('a preset range writes the last 7 China days to the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-09T17:30:00Z'));
    const { view, address } = await open('?page=2');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    await click(document.querySelector('.ant-picker-range'));
    await waitFor(() => expect(document.querySelector('.ant-picker-presets li')).not.toBeNull());
    const seven = [...document.querySelectorAll('.ant-picker-presets li')].find(
      (li) => li.textContent === '近 7 天',
    );
    await click(seven);
    const week = lastDays(7);
    expect(week).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    await waitFor(() => expect(address()).toBe(`?from=${week.from}&to=${week.to}`));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...week, page: 1 }));
    await view.unmount();
  });

  it('keeps the page and its size in the address; a new size starts on the first page', async () => {
    const { view, address } = await open('?orderId=8&page=2');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    await click(document.querySelector('.ant-pagination-item-3'));
    expect(address()).toBe('?orderId=8&page=3');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 3, limit: 10 }));
    await mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector'));
    const twenty = () =>
      [...document.querySelectorAll('.ant-pagination-options .ant-select-item-option')].find((option) =>
        option.textContent?.startsWith('20'),
      );
    await waitFor(() => expect(twenty()).toBeDefined());
    await click(twenty());
    expect(address()).toBe('?orderId=8&limit=20');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, limit: 20 }));
    await view.unmount();
  });

  it('reset clears the order and the dates, and keeps the page size', async () => {
    const { view, address } = await open('?orderId=8&from=2026-03-01&to=2026-03-07&page=2&limit=20');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    await click(byId('consumer-usage-reset'));
    expect(address()).toBe('?limit=20');
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 20 }));
    expect(text('picked')).toBe('all');
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    expect(inputs.map((input) => input.value)).toEqual(['', '']);
    await view.unmount();
  });

  it('an address past the last page is replaced by the last page', async () => {
    answer = () => ({ list: [], total: 12, totals: { calls: 12, failed: 0, refused: 0 } });
    const { view, address } = await open('?page=5');
    await waitFor(() => expect(address()).toBe('?page=2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
    await view.unmount();
  });

  it('says when there are no calls at all, or none matching the filter', async () => {
    answer = () => ({ list: [], total: 0, totals: { calls: 0, failed: 0, refused: 0 } });
    const first = await open('');
    await waitFor(() => expect(text('consumer-usage-empty')).toContain('暂无调用记录'));
    await first.view.unmount();
    const filtered = await open('?orderId=8');
    await waitFor(() => expect(text('consumer-usage-empty')).toContain('没有符合筛选条件的调用记录'));
    await filtered.view.unmount();
  });

  it('shows a failure with a retry (en-US)', async () => {
    await setLocale('en-US');
    answer = () => {
      throw new ApiError(500, 'database down', false);
    };
    const { view } = await open('');
    await waitFor(() => expect(text('consumer-usage-error')).toContain('Could not load the call records'));
    expect(text('consumer-usage-error')).toContain('database down');
    const before = usageCalls().length;
    answer = () => ({
      list: [row('2026-03-07', '8', 1)],
      total: 1,
      totals: { calls: 1, failed: 0, refused: 0 },
    });
    await click(byId('consumer-usage-error')?.querySelector('button'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(usageCalls().length).toBe(before + 1);
    await view.unmount();
  });
});
