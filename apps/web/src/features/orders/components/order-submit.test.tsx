import { endpoints } from '@datamall/contract';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { OrderSubmit } from './order-submit';

const api = vi.fn();
vi.mock('../../../shared/api/api', () => ({ api: (...args: unknown[]) => api(...args) }));

const SKU = {
  id: '2',
  itemId: '1',
  name: 'Whole package',
  billingMode: 3,
  price: '19990000',
  useCount: null,
  periodUnit: null,
  periodCount: null,
  stock: null,
  validityDays: null,
  negotiable: false,
  enabled: true,
  description: '',
  sort: 0,
  auditStatus: 1,
  pendingChanges: null,
  pendingPrice: null,
  reviewComment: '',
  createDate: '',
  updateDate: '',
};
const PREVIEW = {
  itemId: '1',
  skuId: '2',
  itemType: 2,
  itemName: 'Turbine vibration',
  skuName: 'Whole package',
  coverImage: '',
  sellerId: '3',
  billingMode: 3,
  useCount: null,
  periodUnit: null,
  periodCount: null,
  validityDays: null,
  quantity: 1,
  unitPrice: '19990000',
  amount: '19990000',
  agreement: 'Internal use only.',
  agreementHash: 'b'.repeat(64),
};

/** The quota ledger's newest row: what the available credit is read from. */
const credit = (available: string) => ({
  list: [{ availableAfter: available, limitAfter: '100000000' }],
  total: 1,
});

const submitCalls = () => api.mock.calls.filter(([endpoint]) => endpoint === endpoints.orders.submit);
const click = async (element: Element | null) => {
  await act(async () => {
    (element as HTMLElement).click();
  });
};

beforeEach(() => {
  api.mockReset();
});

const renderSubmit = () =>
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/orderSubmit?itemId=1&skuId=2']}>
        <Routes>
          <Route path="/orderSubmit" element={<OrderSubmit />} />
        </Routes>
      </MemoryRouter>,
    ),
  );

describe('OrderSubmit', () => {
  it('needs the agreement, then retries a failed submit with the same Idempotency-Key', async () => {
    let submits = 0;
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.goods.getSkuListDetail) return [SKU];
      if (endpoint === endpoints.orders.render) return PREVIEW;
      if (endpoint === endpoints.users.queryQuotaByPage) return credit('50000000');
      if (endpoint === endpoints.orders.submit) {
        submits += 1;
        if (submits === 1) throw new ApiError(-1, 'timeout', true);
        return { id: '55' };
      }
      throw new Error('unexpected call');
    });
    const view = await render(
      withQueryClient(
        <MemoryRouter initialEntries={['/orderSubmit?itemId=1&skuId=2']}>
          <Routes>
            <Route path="/orderSubmit" element={<OrderSubmit />} />
            <Route path="/orderPay" element={<div data-testid="pay-page" />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    await waitFor(() => expect(q('order-amount')?.textContent).toBe('¥1,999.00'));
    await waitFor(() => expect((q('order-submit-button') as HTMLButtonElement).disabled).toBe(false));

    // Without the agreement nothing is sent.
    await click(q('order-submit-button'));
    expect(q('order-accept-error')).not.toBeNull();
    expect(submitCalls()).toHaveLength(0);

    await click(
      view.container.querySelector('input[data-testid="order-accept"], [data-testid="order-accept"] input'),
    );
    await click(q('order-submit-button'));
    await waitFor(() => expect(q('order-submit-error')).not.toBeNull());
    await click(q('order-submit-button'));
    await waitFor(() => expect(q('pay-page')).not.toBeNull());

    const [first, second] = submitCalls().map(
      ([, options]) => options as { headers: Record<string, string> },
    );
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    await view.unmount();
  });

  it('shows the available credit and warns, without blocking, when it does not cover the order', async () => {
    await setLocale('zh-CN');
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.goods.getSkuListDetail) return [SKU];
      if (endpoint === endpoints.orders.render) return PREVIEW;
      if (endpoint === endpoints.users.queryQuotaByPage) return credit('10000000');
      throw new Error('unexpected call');
    });
    const view = await renderSubmit();
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    await waitFor(() => expect(q('order-available')?.textContent).toBe('¥1,000.00'));
    await waitFor(() => expect(q('order-credit-short')).not.toBeNull());
    expect(q('order-credit-short')?.textContent).toContain('¥1,000.00');
    expect(q('order-credit-short')?.textContent).toContain('¥1,999.00');
    // A data package is one copy per order: the way out is another SKU, not a smaller quantity.
    expect(q('order-credit-short')?.textContent).toContain('请选择其他规格');
    expect(q('order-credit-short')?.textContent).toContain('30 分钟内');
    // A warning, not a block: the order may be submitted and paid once the operator raised the limit.
    const button = q('order-submit-button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await view.unmount();
  });

  it('says how many units one order may buy (an API good; a data package is one copy)', async () => {
    await setLocale('en-US');
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.goods.getSkuListDetail) return [SKU];
      if (endpoint === endpoints.orders.render) return { ...PREVIEW, itemType: 4 };
      if (endpoint === endpoints.users.queryQuotaByPage) return credit('50000000');
      throw new Error('unexpected call');
    });
    const view = await renderSubmit();
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    await waitFor(() => expect(q('order-quantity-max')?.textContent).toBe('Up to 10,000 per order'));
    expect(q('order-quantity')).not.toBeNull();
    expect(q('order-quantity-single')).toBeNull();
    await view.unmount();
    await setLocale('zh-CN');
  });

  it('a pay-as-you-go plan: one per order, nothing to pay now, the price of a call charged from credit', async () => {
    await setLocale('en-US');
    const plan = { ...SKU, billingMode: 4, price: '5000', name: 'Pay as you go' };
    api.mockImplementation(async (endpoint: unknown, options: { body?: { quantity?: number } }) => {
      if (endpoint === endpoints.goods.getSkuListDetail) return [plan];
      if (endpoint === endpoints.orders.render) {
        expect(options.body?.quantity).toBe(1);
        return { ...PREVIEW, itemType: 5, billingMode: 4, unitPrice: '5000', amount: '0' };
      }
      if (endpoint === endpoints.users.queryQuotaByPage) return credit('0');
      throw new Error('unexpected call');
    });
    const view = await renderSubmit();
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    await waitFor(() =>
      expect(q('order-postpaid-hint')?.textContent).toContain('charged ¥0.50 from your credit'),
    );
    expect(q('order-quantity-single')?.textContent).toContain('pay as you go');
    expect(q('order-quantity')).toBeNull();
    expect(q('order-price')?.textContent).toContain('Price per call');
    // Nothing to pay: no credit is short even at zero.
    expect(q('order-credit-short')).toBeNull();
    await view.unmount();
    await setLocale('zh-CN');
  });

  it('lets the order go on when the credit cannot be read (the server checks it)', async () => {
    api.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.goods.getSkuListDetail) return [SKU];
      if (endpoint === endpoints.orders.render) return PREVIEW;
      if (endpoint === endpoints.users.queryQuotaByPage) throw new ApiError(500, 'down', true);
      throw new Error('unexpected call');
    });
    const view = await renderSubmit();
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    await waitFor(() => expect(q('order-credit-unknown')).not.toBeNull());
    await waitFor(() => expect((q('order-submit-button') as HTMLButtonElement).disabled).toBe(false));
    expect(q('order-credit-short')).toBeNull();
    await view.unmount();
  });
});
