import type { billing, Endpoint } from '@datamall/contract';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import type { BillScope } from '../api/bills';
import { BillLineList } from './bill-line-list';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

/** The card of a list at 1366 × 768 with the side menu open. */
const CARD_WIDTH_AT_1366 = 1060;

const line = (party: billing.BillParty, amount: string): billing.BillLine => ({
  id: `${party}-1`,
  party,
  userId: party === 'platform' ? '0' : '5',
  userName: party === 'consumer' ? 'consumer' : party === 'seller' ? 'supplier' : '',
  orderId: '12',
  orderNo: '2026112900000012',
  itemId: '2',
  itemName: '长三角五城工业用电负荷日数据（2026 年一季度）',
  skuName: '整包买断',
  billType: party === 'consumer' ? 1 : 2,
  orderType: party === 'consumer' ? 1 : 3,
  detailType: 1,
  cannal: 1,
  payType: 1,
  amount,
  grossAmount: '40940000',
  commissionRate: 1000,
  month: '2026-11',
  statementId: null,
  usageId: null,
  refundId: null,
  reason: '',
  createDate: '2026-11-28T12:08:22.000Z',
});

// ¥4,094.00 traded: ¥3,684.60 to the seller, ¥409.40 commission; the lines' amounts add up to twice that.
const page = (scope: BillScope) => ({
  list:
    scope === 'operate'
      ? [line('platform', '4094000'), line('seller', '36846000'), line('consumer', '40940000')]
      : scope === 'user'
        ? [line('seller', '36846000')]
        : [line('consumer', '40940000')],
  total: scope === 'operate' ? 3 : 1,
  sum: scope === 'operate' ? '81880000' : scope === 'user' ? '36846000' : '40940000',
  totals:
    scope === 'customer' ? null : { traded: '40940000', sellerIncome: '36846000', commission: '4094000' },
});

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';

async function show(scope: BillScope) {
  apiMock.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.id.endsWith('BillPage')) return page(scope) as never;
    return null as never;
  });
  const view = await render(
    withQueryClient(
      <App>
        <MemoryRouter>
          <BillLineList scope={scope} />
        </MemoryRouter>
      </App>,
    ),
  );
  await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row').length).toBeGreaterThan(0));
  return view;
}

/** The table's scroll width, which antd writes on the table element. */
const tableWidth = () =>
  Number.parseInt(document.querySelector<HTMLElement>('.ant-table table')?.style.width ?? '', 10);

describe('bill lines: totals and a layout that fits 1366 px', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the operator the traded total and its parts, not the sum of every party’s lines', async () => {
    const view = await show('operate');
    await waitFor(() => expect(text('bill-lines-totals-traded')).toBe('¥4,094.00'));
    expect(text('bill-lines-totals-seller-income')).toBe('¥3,684.60');
    expect(text('bill-lines-totals-commission')).toBe('¥409.40');
    expect(text('bill-lines-totals')).toContain('成交额');
    expect(document.body.textContent).not.toContain('8,188.00');
    expect(document.querySelector('[data-testid="bill-lines-sum"]')).toBeNull();
    await view.unmount();
  });

  it('fits the operator’s columns in the card at 1366 px, the goods column keeping room', async () => {
    const view = await show('operate');
    expect(tableWidth()).toBeGreaterThan(0);
    expect(tableWidth()).toBeLessThanOrEqual(CARD_WIDTH_AT_1366);
    const widths = [...document.querySelectorAll('.ant-table colgroup col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    const fixed = widths.reduce((sum, w) => sum + (Number.parseInt(w, 10) || 0), 0);
    // The goods column has no width of its own: it takes what is left, at least 200 px.
    expect(CARD_WIDTH_AT_1366 - fixed).toBeGreaterThanOrEqual(200);
    // Every figure of a line is in sight: amounts, rate, and the adjust action.
    const [platform, seller, consumer] = [...document.querySelectorAll('tr.ant-table-row')].map(
      (row) => row.textContent ?? '',
    );
    expect(platform).toContain('¥409.40');
    expect(seller).toContain('¥3,684.60');
    expect(seller).toContain('10.00%');
    expect(consumer).toContain('¥4,094.00');
    expect(consumer).toContain('调账');
    await view.unmount();
  });

  it('shows a seller its trades’ total, its net income and the commission, which add up', async () => {
    const view = await show('user');
    await waitFor(() => expect(text('bill-lines-totals-traded')).toBe('¥4,094.00'));
    expect(text('bill-lines-totals-seller-income')).toBe('¥3,684.60');
    expect(text('bill-lines-totals-commission')).toBe('¥409.40');
    expect(text('bill-lines-totals')).toContain('净收入');
    expect(tableWidth()).toBeLessThanOrEqual(CARD_WIDTH_AT_1366);
    expect(text('bill-commission')).toBe('¥409.40');
    await view.unmount();
  });

  it('shows a consumer the sum of its charges, its charge column in sight', async () => {
    const view = await show('customer');
    await waitFor(() => expect(text('bill-lines-sum')).toContain('¥4,094.00'));
    expect(document.querySelector('[data-testid="bill-lines-totals"]')).toBeNull();
    expect(tableWidth()).toBeLessThanOrEqual(CARD_WIDTH_AT_1366);
    expect(text('bill-amount')).toBe('¥4,094.00');
    await view.unmount();
  });
});
