import { type Endpoint, ErrorCode, type gateway, type mall } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { CredentialUsagePanel } from './credential-usage-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
// ECharts draws on a canvas jsdom does not have: the chart is stood in for by the days it was given.
vi.mock('./lazy-usage-chart', () => ({
  LazyUsageChart: ({ days }: { days: { day: string }[] }) => (
    <div data-testid="usage-chart">{days.map((d) => d.day).join(',')}</div>
  ),
}));
const apiMock = vi.mocked(api);

const day = (d: string, calls: number, failed = 0, refused = 0) => ({ day: d, calls, failed, refused });
const usage = (over: Partial<gateway.CredentialUsage> = {}): gateway.CredentialUsage => ({
  calls: 120,
  failed: 3,
  refused: 7,
  status: { '2xx': 110, '3xx': 0, '4xx': 17, '5xx': 3 },
  latency: { avgMs: 42.36, p50Ms: 25, p95Ms: 250, p99Ms: 2500 },
  byDay: [day('2026-03-09', 20, 1), day('2026-03-10', 100, 2, 7)],
  orderId: '8',
  orderNo: 'DM20260301000008',
  itemId: '5',
  itemName: 'Weather API',
  skuName: '1,000 calls',
  keyPrefix: 'dmk_aaaa1111',
  quotaTotal: 1000,
  quotaUsed: 950,
  quotaRemaining: 50,
  postpaidPrice: null,
  charged: '0',
  // Long ago, so the credential is active whatever the machine's date.
  validFrom: '2020-01-01T00:00:00.000Z',
  validUntil: null,
  revoked: false,
  baseUrl: 'https://gw.example.com',
  ...over,
});
const firstInterface: mall.MallInterfaceDoc = {
  id: '1',
  skus: [],
  name: 'Forecast',
  method: 'GET',
  path: '/weather/forecast',
  params: [{ name: 'city', type: 'String', place: 'query', required: true, description: '' }],
  requestSchema: null,
  responseSchema: null,
  description: '',
};

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);

describe('CredentialUsagePanel', () => {
  let answer: () => gateway.CredentialUsage;
  beforeEach(async () => {
    await setLocale('zh-CN');
    answer = () => usage();
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'gateway.credentialUsage') return answer() as never;
      if (endpoint.id === 'mall.itemInterfaceDoc')
        return { baseUrl: 'https://gw.example.com', skuCount: 1, interfaces: [firstInterface] } as never;
      return null as never;
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the calls, the quota used of total with its bar, the calls left and the validity', async () => {
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-item-name')).toBe('Weather API'));
    expect(text('usage-calls')).toContain('120');
    expect(text('usage-failed')).toContain('3');
    expect(text('usage-refused')).toContain('7');
    expect(text('usage-quota')).toContain('950 / 1,000 次');
    expect(document.querySelector('[data-testid="usage-quota-bar"]')?.textContent).toContain('95%');
    expect(text('usage-remaining')).toContain('50');
    expect(text('usage-validity')).toContain('生效中');
    expect(text('usage-validity')).toContain('长期有效');
    expect(text('usage-chart')).toBe('2026-03-09,2026-03-10');
    expect(callsTo('gateway.credentialUsage')[0]?.[1]).toMatchObject({ query: { orderId: '8', days: 30 } });
    // Read-only: no keys, no call example.
    expect(document.querySelector('[data-testid="call-example"]')).toBeNull();
    await view.unmount();
  });

  it('shows percentiles as the bounds of their latency range, and the status classes', async () => {
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-latency-p50')).toContain('≤ 25 ms'));
    expect(text('usage-latency-p95')).toContain('≤ 250 ms');
    expect(text('usage-latency-p99')).toContain('> 1,000 ms');
    expect(text('usage-latency-avg')).toContain('42.4 ms');
    expect(text('usage-status-4xx')).toContain('17 (13.1%)');
    await view.unmount();
  });

  it('an unlimited quota has no bar; a period without calls says so instead of an empty chart', async () => {
    answer = () =>
      usage({
        quotaTotal: null,
        quotaRemaining: null,
        calls: 0,
        failed: 0,
        refused: 0,
        byDay: [day('2026-03-10', 0)],
      });
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-remaining')).toContain('有效期内不限次数'));
    expect(document.querySelector('[data-testid="usage-quota-bar"]')).toBeNull();
    expect(document.querySelector('[data-testid="usage-chart"]')).toBeNull();
    expect(text('usage-no-calls')).toContain('所选周期内没有调用');
    await view.unmount();
  });

  it('a pay-as-you-go plan shows the price of a call and the charge instead of a quota, and the credit the page adds', async () => {
    answer = () =>
      usage({
        quotaTotal: null,
        quotaRemaining: null,
        quotaUsed: 21,
        postpaidPrice: '5000',
        charged: '105000',
      });
    const view = await render(
      withQueryClient(
        <CredentialUsagePanel orderId="8" credit={<span data-testid="page-credit">¥9</span>} />,
      ),
    );
    await waitFor(() => expect(text('usage-postpaid-charged')).toContain('10.50'));
    expect(text('credential-usage')).toContain('每次 ¥0.50 × 21 次');
    expect(document.querySelector('[data-testid="usage-quota"]')).toBeNull();
    expect(text('usage-postpaid-credit')).toContain('¥9');
    await view.unmount();
  });

  it('switches the period', async () => {
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-item-name')).toBe('Weather API'));
    const seven = [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((e) =>
      e.textContent?.includes('近 7 天'),
    );
    await act(async () => seven?.click());
    await waitFor(() =>
      expect(callsTo('gateway.credentialUsage').at(-1)?.[1]).toMatchObject({ query: { days: 7 } }),
    );
    await view.unmount();
  });

  it('for the buyer: a curl call of the first interface on the gateway, key as a placeholder', async () => {
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" callExample />));
    await waitFor(() => expect(text('call-curl')).not.toBe(''));
    expect(text('call-curl')).toBe(
      'curl -H "X-Api-Key: <YOUR_KEY>" "https://gw.example.com/5/latest/weather/forecast?city=<city>"',
    );
    expect(text('call-example')).toContain('以 dmk_aaaa1111 开头');
    await view.unmount();
  });

  it('says the gateway is not configured when there is no base URL', async () => {
    answer = () => usage({ baseUrl: null });
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" callExample />));
    await waitFor(() => expect(text('call-no-gateway')).toContain('平台尚未配置 API 网关'));
    expect(document.querySelector('[data-testid="call-curl"]')).toBeNull();
    expect(callsTo('mall.itemInterfaceDoc')).toHaveLength(0);
    await view.unmount();
  });

  it('a refunded order says no key works', async () => {
    answer = () => usage({ revoked: true });
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-revoked')).toContain('所有密钥均已失效'));
    expect(text('usage-validity')).toContain('已退款');
    await view.unmount();
  });

  it('an order the viewer may not see, or without a credential, is not found (en-US)', async () => {
    await setLocale('en-US');
    answer = () => {
      throw new ApiError(ErrorCode.NOT_FOUND, 'not found', false);
    };
    const view = await render(withQueryClient(<CredentialUsagePanel orderId="8" />));
    await waitFor(() => expect(text('usage-error')).toContain('No API credential for this order'));
    await view.unmount();
  });
});
