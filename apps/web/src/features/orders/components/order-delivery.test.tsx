import type { delivery, orders } from '@datamall/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { fileHashState, OrderDelivery } from './order-delivery';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const file = (index: number, sha256: string | null): delivery.Delivery['files'][number] => ({
  index,
  name: `part-${index}.csv`,
  size: sha256 ? 2048 : null,
  sha256,
  deliveredAt: sha256 ? '2026-03-01T00:00:00.000Z' : null,
  downloads: 0,
});
const deliveryOf = (files: delivery.Delivery['files'], state: number): delivery.Delivery => ({
  orderId: '5',
  orderNo: 'DM001',
  itemType: 4,
  kind: 'files',
  state,
  files,
  downloads: state === 0 ? 0 : 1,
  log: [],
  confirmedAt: null,
  credential: null,
});
const order = { id: '5', payStatus: 1 } as orders.Order;

describe('fileHashState', () => {
  it('tells whether the SHA-256 of the files are recorded yet', () => {
    expect(fileHashState([file(0, null), file(1, null)])).toBe('pending');
    expect(fileHashState([file(0, 'a'.repeat(64)), file(1, null)])).toBe('partial');
    expect(fileHashState([file(0, 'a'.repeat(64)), file(1, 'b'.repeat(64))])).toBe('recorded');
  });
});

describe('OrderDelivery (data package)', () => {
  beforeEach(async () => {
    apiMock.mockReset();
    await setLocale('zh-CN');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const hint = async (data: delivery.Delivery) => {
    apiMock.mockResolvedValue(data as never);
    const view = await render(withQueryClient(<OrderDelivery scope="user" order={order} />));
    let text = '';
    await waitFor(() => {
      text = view.container.querySelector('[data-testid="delivery-hash-hint"]')?.textContent ?? '';
      expect(text).not.toBe('');
    });
    const table = view.container.querySelector('[data-testid="delivery-files"]')?.textContent ?? '';
    await view.unmount();
    return { text, table };
  };

  it('before the first download it says the SHA-256 will be recorded, not that it is', async () => {
    const { text, table } = await hint(deliveryOf([file(0, null)], 0));
    expect(text).toContain('首次下载时，平台会计算每个文件的 SHA-256');
    expect(text).not.toContain('已在首次下载时写入');
    expect(table).toContain('尚未记录');
  });

  it('after it, that the SHA-256 of every file is in the ledger', async () => {
    const { text, table } = await hint(deliveryOf([file(0, 'c'.repeat(64))], 1));
    expect(text).toContain('SHA-256 已在首次下载时写入存证账本');
    expect(table).toContain('c'.repeat(64));
  });

  it('en-US: the text follows the state too', async () => {
    await setLocale('en-US');
    expect((await hint(deliveryOf([file(0, null)], 0))).text).toContain('At the first download');
  });
});

describe('OrderDelivery (API goods)', () => {
  const credential: delivery.ApiCredential = {
    id: '3',
    orderId: '5',
    itemId: '7',
    skuId: '8',
    keyPrefix: 'dmk_aaaa1111',
    key2Prefix: 'dmk_bbbb2222',
    revoked: false,
    revealed: true,
    quotaTotal: 1000,
    quotaUsed: 0,
    postpaidPrice: null,
    validFrom: '2026-03-01T00:00:00.000Z',
    validUntil: null,
    revealedAt: '2026-03-01T00:00:00.000Z',
    rotatedAt: null,
    createDate: '2026-03-01T00:00:00.000Z',
  };
  const apiDelivery = (c: delivery.ApiCredential): delivery.Delivery => ({
    ...deliveryOf([], 1),
    itemType: 5,
    kind: 'api',
    credential: c,
  });
  const mount = (scope: 'user' | 'seller') =>
    render(
      withQueryClient(
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <OrderDelivery scope={scope} order={order} /> }])}
        />,
      ),
    );

  beforeEach(async () => {
    apiMock.mockReset();
    await setLocale('zh-CN');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows both live keys and leads the buyer to the usage page with the key management', async () => {
    apiMock.mockResolvedValue(apiDelivery(credential) as never);
    const view = await mount('user');
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="api-usage-link"]')).not.toBeNull(),
    );
    expect(view.container.querySelector('[data-testid="api-key-prefix"]')?.textContent).toBe('dmk_aaaa1111…');
    expect(view.container.querySelector('[data-testid="api-key2-prefix"]')?.textContent).toContain(
      'dmk_bbbb2222…',
    );
    expect(view.container.querySelector('[data-testid="api-usage-link"]')?.getAttribute('href')).toBe(
      '/consumer-order-apiUsage?orderId=5',
    );
    expect(view.container.querySelector('[data-testid="rotate-key"]')).not.toBeNull();
    await view.unmount();
  });

  it('leads the seller to the read-only usage detail; a refunded order offers no key action', async () => {
    apiMock.mockResolvedValue(apiDelivery({ ...credential, revoked: true }) as never);
    const view = await mount('seller');
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="api-usage-link"]')).not.toBeNull(),
    );
    expect(view.container.querySelector('[data-testid="api-usage-link"]')?.getAttribute('href')).toBe(
      '/order-useInfo?orderId=5',
    );
    expect(view.container.querySelector('[data-testid="api-key-revoked"]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="rotate-key"]')).toBeNull();
    await view.unmount();
  });
});
