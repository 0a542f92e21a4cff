import type { delivery, Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { ApiKeySlots, slotStates } from './api-key-slots';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const credential = (over: Partial<delivery.ApiCredential> = {}): delivery.ApiCredential => ({
  id: '3',
  orderId: '8',
  itemId: '5',
  skuId: '6',
  keyPrefix: 'dmk_aaaa1111',
  key2Prefix: null,
  revoked: false,
  revealed: true,
  quotaTotal: 1000,
  quotaUsed: 10,
  postpaidPrice: null,
  validFrom: '2026-03-01T00:00:00.000Z',
  validUntil: null,
  revealedAt: '2026-03-01T00:00:00.000Z',
  rotatedAt: null,
  createDate: '2026-03-01T00:00:00.000Z',
  ...over,
});
const deliveryOf = (c: delivery.ApiCredential): delivery.Delivery => ({
  orderId: '8',
  orderNo: 'DM008',
  itemType: 5,
  kind: 'api',
  state: 1,
  files: [],
  downloads: 0,
  log: [],
  confirmedAt: null,
  credential: c,
});

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);

describe('slotStates', () => {
  const pick = (c: delivery.ApiCredential) =>
    slotStates(c).map(({ slot, canReveal, canRotate, canCreate, canRemove, isLastKey }) => ({
      slot,
      canReveal,
      canRotate,
      canCreate,
      canRemove,
      isLastKey,
    }));

  it('before the first key: only reveal', () => {
    expect(pick(credential({ keyPrefix: null, revealed: false }))).toEqual([
      { slot: 1, canReveal: true, canRotate: false, canCreate: false, canRemove: false, isLastKey: false },
      { slot: 2, canReveal: false, canRotate: false, canCreate: false, canRemove: false, isLastKey: false },
    ]);
  });

  it('one key: rotate it or create the second; the only key cannot be removed', () => {
    expect(pick(credential())).toEqual([
      { slot: 1, canReveal: false, canRotate: true, canCreate: false, canRemove: false, isLastKey: true },
      { slot: 2, canReveal: false, canRotate: false, canCreate: true, canRemove: false, isLastKey: false },
    ]);
  });

  it('two keys: either may be removed; after removing the first, slot 1 can get a key again', () => {
    expect(pick(credential({ key2Prefix: 'dmk_bbbb2222' })).map((s) => s.canRemove)).toEqual([true, true]);
    const [first] = pick(credential({ keyPrefix: null, key2Prefix: 'dmk_bbbb2222' }));
    expect(first).toMatchObject({ canCreate: true, canReveal: false, canRemove: false });
  });

  it('a refunded order offers nothing', () => {
    const states = pick(credential({ key2Prefix: 'dmk_bbbb2222', revoked: true }));
    for (const s of states)
      expect([s.canReveal, s.canRotate, s.canCreate, s.canRemove]).toEqual([false, false, false, false]);
  });
});

describe('ApiKeySlots', () => {
  let current: delivery.ApiCredential;
  beforeEach(async () => {
    await setLocale('zh-CN');
    current = credential();
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'delivery.get') return deliveryOf(current) as never;
      if (endpoint.id === 'delivery.rotateKey') {
        current = { ...current, key2Prefix: 'dmk_newkey22' };
        return { key: 'dmk_newkey22-secret', credential: current } as never;
      }
      if (endpoint.id === 'delivery.revokeKey') {
        current = { ...current, keyPrefix: null };
        return current as never;
      }
      return null as never;
    });
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('creates the second key without a confirmation and shows it once with a warning', async () => {
    const onChanged = vi.fn();
    const view = await render(withQueryClient(<ApiKeySlots orderId="8" onChanged={onChanged} />));
    await waitFor(() => expect(byTestId('key-slot-1-prefix')?.textContent).toBe('dmk_aaaa1111…'));
    expect(byTestId<HTMLButtonElement>('key-remove-1')?.disabled).toBe(true);
    expect(byTestId('key-reveal')).toBeNull();
    await act(async () => byTestId('key-create-2')?.click());
    await waitFor(() => expect(byTestId('new-key-value')?.textContent).toBe('dmk_newkey22-secret'));
    expect(callsTo('delivery.rotateKey')[0]?.[1]).toEqual({ body: { orderId: '8', confirm: true, slot: 2 } });
    expect(document.body.textContent).toContain('此密钥仅显示这一次');
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(byTestId('key-slot-2-prefix')?.textContent).toBe('dmk_newkey22…'));
    expect(byTestId<HTMLButtonElement>('key-remove-1')?.disabled).toBe(false);
    await view.unmount();
  });

  it('removes a key only after the confirmation', async () => {
    current = credential({ key2Prefix: 'dmk_bbbb2222' });
    const confirm = vi.spyOn(notify, 'confirm').mockImplementation(() => undefined);
    const view = await render(withQueryClient(<ApiKeySlots orderId="8" />));
    await waitFor(() => expect(byTestId<HTMLButtonElement>('key-remove-1')?.disabled).toBe(false));
    await act(async () => byTestId('key-remove-1')?.click());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(String(confirm.mock.calls[0]?.[0].title)).toContain('移除密钥 1');
    expect(callsTo('delivery.revokeKey')).toHaveLength(0);
    await act(async () => {
      await confirm.mock.calls[0]?.[0].onOk?.();
    });
    expect(callsTo('delivery.revokeKey')[0]?.[1]).toEqual({ body: { orderId: '8', slot: 1, confirm: true } });
    await waitFor(() => expect(byTestId('key-create-1')).not.toBeNull());
    await view.unmount();
  });

  it('rotates a slot after the confirmation (en-US)', async () => {
    await setLocale('en-US');
    const confirm = vi.spyOn(notify, 'confirm').mockImplementation(() => undefined);
    const view = await render(withQueryClient(<ApiKeySlots orderId="8" />));
    await waitFor(() => expect(byTestId('key-rotate-1')).not.toBeNull());
    await act(async () => byTestId('key-rotate-1')?.click());
    expect(String(confirm.mock.calls[0]?.[0].title)).toBe('Rotate key 1?');
    await act(async () => {
      await confirm.mock.calls[0]?.[0].onOk?.();
    });
    expect(callsTo('delivery.rotateKey')[0]?.[1]).toEqual({ body: { orderId: '8', confirm: true, slot: 1 } });
    await waitFor(() => expect(byTestId('new-key-value')).not.toBeNull());
    await view.unmount();
  });

  it('a refunded order shows its keys as revoked, without actions', async () => {
    current = credential({ revoked: true });
    const view = await render(withQueryClient(<ApiKeySlots orderId="8" />));
    await waitFor(() => expect(byTestId('key-slots-revoked')).not.toBeNull());
    expect(byTestId('key-rotate-1')).toBeNull();
    expect(byTestId('key-create-2')).toBeNull();
    await view.unmount();
  });
});
