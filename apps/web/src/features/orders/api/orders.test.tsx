import { endpoints } from '@datamall/contract';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { useAvailableCredit, usePayOrder, useSubmitOrder } from './orders';

const api = vi.fn();
vi.mock('../../../shared/api/api', () => ({ api: (...args: unknown[]) => api(...args) }));

type Hooks = {
  submit: ReturnType<typeof useSubmitOrder>;
  pay: ReturnType<typeof usePayOrder>;
  credit: ReturnType<typeof useAvailableCredit>;
};

async function mountHooks() {
  const hooks = {} as Hooks;
  function Probe() {
    hooks.submit = useSubmitOrder();
    hooks.pay = usePayOrder();
    hooks.credit = useAvailableCredit();
    return null;
  }
  const view = await render(withQueryClient(<Probe />));
  return { hooks, view };
}

beforeEach(() => {
  api.mockReset();
});

describe('order calls', () => {
  it('submit sends the attempt key as Idempotency-Key with the accepted agreement', async () => {
    api.mockResolvedValue({ page: 1, list: [], total: 0 });
    const { hooks, view } = await mountHooks();
    api.mockResolvedValueOnce({ id: '9' });
    const body = { itemId: '1', skuId: '2', quantity: 3, agreementHash: 'a'.repeat(64) };
    await act(async () => {
      await hooks.submit.mutateAsync({ body, key: 'key-1' });
    });
    const call = api.mock.calls.find(([endpoint]) => endpoint === endpoints.orders.submit);
    expect(call?.[1]).toEqual({
      body: { ...body, agreementAccepted: true },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    await view.unmount();
  });

  it('pay sends VIRTUAL_COIN_PAY with its own Idempotency-Key', async () => {
    api.mockResolvedValue({ page: 1, list: [], total: 0 });
    const { hooks, view } = await mountHooks();
    await act(async () => {
      await hooks.pay.mutateAsync({ orderId: '7', key: 'pay-key' });
    });
    const call = api.mock.calls.find(([endpoint]) => endpoint === endpoints.orders.pay);
    expect(call?.[1]).toEqual({
      body: { orderId: '7', payMethod: 'VIRTUAL_COIN_PAY' },
      headers: { 'Idempotency-Key': 'pay-key' },
    });
    await view.unmount();
  });

  it('available credit is the newest quota-ledger row, none without a row', async () => {
    api.mockResolvedValue({
      list: [
        { availableAfter: '30010000', limitAfter: '50000000' },
        { availableAfter: '50000000', limitAfter: '50000000' },
      ],
      total: 2,
    });
    const first = await mountHooks();
    await waitFor(() =>
      expect(first.hooks.credit.data).toEqual({ available: '30010000', limit: '50000000' }),
    );
    await first.view.unmount();

    api.mockResolvedValue({ list: [], total: 0 });
    const second = await mountHooks();
    await waitFor(() => expect(second.hooks.credit.data).toEqual({ available: '0', limit: '0' }));
    await second.view.unmount();
  });
});
