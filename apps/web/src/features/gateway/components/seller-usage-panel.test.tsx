import type { Endpoint, endpoints, ResponseOf } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { SellerUsagePanel } from './seller-usage-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
vi.mock('./lazy-usage-chart', () => ({
  LazyUsageChart: ({ days }: { days: { day: string }[] }) => (
    <div data-testid="usage-chart">{days.length}</div>
  ),
}));
const apiMock = vi.mocked(api);

type SellerUsage = ResponseOf<typeof endpoints.gateway.sellerUsage>;

const summary = (rows: SellerUsage['rows']): SellerUsage => ({
  calls: rows.reduce((s, r) => s + r.calls, 0),
  failed: rows.reduce((s, r) => s + r.failed, 0),
  refused: rows.reduce((s, r) => s + r.refused, 0),
  status: { '2xx': 10, '3xx': 0, '4xx': 0, '5xx': 0 },
  latency: { avgMs: 80, p50Ms: 50, p95Ms: 100, p99Ms: 250 },
  byDay: [{ day: '2026-11-28', calls: 1300, failed: 4, refused: 2 }],
  rows,
});
const row = (itemName: string, consumerName: string, calls: number, avgMs: number | null) => ({
  itemId: itemName === 'Weather' ? '5' : '6',
  itemName,
  consumerId: consumerName,
  consumerName,
  calls,
  failed: 2,
  refused: 1,
  avgMs,
});

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);
const tableRows = () =>
  [...document.querySelectorAll('[data-testid="seller-usage-rows"] tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('SellerUsagePanel', () => {
  let rows: SellerUsage['rows'];
  beforeEach(async () => {
    await setLocale('en-US');
    rows = [row('Weather', 'alice', 1200, 80.25), row('Vehicles', 'bob', 100, null)];
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'gateway.sellerUsage') return summary(rows) as never;
      if (endpoint.id === 'goods.list') return { list: [{ id: '5', name: 'Weather' }], total: 1 } as never;
      return null as never;
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the totals, the chart and the calls per good and consumer, most calls first', async () => {
    const view = await render(withQueryClient(<SellerUsagePanel />));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(tableRows()).toEqual([
      ['Weather', 'alice', '1,200', '2', '1', '80.3 ms'],
      ['Vehicles', 'bob', '100', '2', '1', '—'],
    ]);
    expect(document.querySelector('[data-testid="usage-calls"]')?.textContent).toContain('1,300');
    expect(document.querySelector('[data-testid="usage-chart"]')).not.toBeNull();
    expect(callsTo('gateway.sellerUsage')[0]?.[1]).toMatchObject({ query: { itemId: undefined, days: 30 } });
    expect(callsTo('goods.list')[0]?.[1]).toMatchObject({ body: { itemType: 5 } });
    await view.unmount();
  });

  it('reads another period when it is chosen', async () => {
    const view = await render(withQueryClient(<SellerUsagePanel />));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    const ninety = [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((e) =>
      e.textContent?.includes('Last 90 days'),
    );
    await act(async () => ninety?.click());
    await waitFor(() =>
      expect(callsTo('gateway.sellerUsage').at(-1)?.[1]).toMatchObject({ query: { days: 90 } }),
    );
    await view.unmount();
  });

  it('says when the goods had no calls in the period', async () => {
    rows = [];
    const view = await render(withQueryClient(<SellerUsagePanel />));
    await waitFor(() =>
      expect(document.querySelector('[data-testid="seller-usage-rows"]')?.textContent).toContain(
        'No calls of your API goods in this period',
      ),
    );
    await view.unmount();
  });
});
