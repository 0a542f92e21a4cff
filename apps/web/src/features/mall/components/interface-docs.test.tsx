import type { mall } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { InterfaceDocs } from './interface-docs';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const sku = (skuId: string, skuName: string, price: string) => ({ skuId, skuName, price, billingMode: 1 });
const doc = (id: string, path: string, skus: mall.MallInterfaceSku[]): mall.MallInterfaceDoc => ({
  id,
  skus,
  name: `Call ${path}`,
  method: 'GET',
  path,
  params: [],
  requestSchema: null,
  responseSchema: null,
  description: '',
});
const byTestId = (root: HTMLElement, id: string) =>
  [...root.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent ?? '');
const small = sku('1', '1,000 calls', '990000');
const big = sku('2', '10,000 calls', '7990000');

describe('InterfaceDocs', () => {
  beforeEach(() => {
    apiMock.mockReset();
    apiMock.mockResolvedValue({
      baseUrl: 'https://api.example.com',
      skuCount: 2,
      interfaces: [doc('7', '/vehicle/insurance', [small, big]), doc('9', '/vehicle/history', [big])],
    } satisfies mall.MallInterfaceDocs as never);
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await setLocale('zh-CN');
  });

  it('shows the base URL once and each interface once, with the packs that include it', async () => {
    const view = await render(withQueryClient(<InterfaceDocs itemId="5" />));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="api-doc"]')).toHaveLength(2));
    expect(byTestId(view.container, 'api-doc-base')[0]).toContain('https://api.example.com/5/latest');
    const [shared, only] = byTestId(view.container, 'api-doc-skus');
    expect(shared).toBe('所有套餐均包含此接口');
    expect(only).toBe('包含此接口的套餐：10,000 calls · ¥799.00');
    await view.unmount();
  });

  it('gives each interface its full call URL on the gateway and a curl command with the key as a placeholder', async () => {
    const post: mall.MallInterfaceDoc = {
      ...doc('9', '/vehicle/history', [big]),
      method: 'POST',
      params: [
        { name: 'vin', type: 'String', place: 'query', required: true, description: '' },
        { name: 'lang', type: 'String', place: 'query', required: false, description: '' },
        { name: 'plate', type: 'String', place: 'body', required: true, description: '' },
      ],
    };
    apiMock.mockResolvedValue({
      baseUrl: 'https://api.example.com/',
      skuCount: 2,
      interfaces: [doc('7', '/vehicle/insurance', [small, big]), post],
    } satisfies mall.MallInterfaceDocs as never);
    const view = await render(withQueryClient(<InterfaceDocs itemId="5" />));
    await waitFor(() => expect(byTestId(view.container, 'api-doc-url')).toHaveLength(2));
    expect(byTestId(view.container, 'api-doc-url')).toEqual([
      'https://api.example.com/5/latest/vehicle/insurance',
      'https://api.example.com/5/latest/vehicle/history',
    ]);
    expect(byTestId(view.container, 'api-doc-curl')).toEqual([
      'curl -H "X-Api-Key: <YOUR_KEY>" "https://api.example.com/5/latest/vehicle/insurance"',
      `curl -H "X-Api-Key: <YOUR_KEY>" -H "Content-Type: application/json" -d '{"plate":"<plate>"}' "https://api.example.com/5/latest/vehicle/history?vin=<vin>"`,
    ]);
    // The path itself is still shown on its own (the journeys read it from data-path and the header).
    expect(view.container.querySelector('[data-testid="api-doc"] .mall-doc-path')?.textContent).toBe(
      '/vehicle/insurance',
    );
    await view.unmount();
  });

  it('says calling through the platform is not available when no gateway is configured', async () => {
    apiMock.mockResolvedValue({
      baseUrl: null,
      skuCount: 1,
      interfaces: [doc('7', '/vehicle/insurance', [small])],
    } satisfies mall.MallInterfaceDocs as never);
    const view = await render(withQueryClient(<InterfaceDocs itemId="5" />));
    await waitFor(() => expect(byTestId(view.container, 'api-doc')).toHaveLength(1));
    expect(byTestId(view.container, 'api-doc-base')).toHaveLength(0);
    expect(byTestId(view.container, 'api-doc-no-gateway')[0]).toContain('平台暂未开放 API 网关');
    expect(view.container.querySelector('.mall-doc-path .ant-typography-copy')).toBeNull();
    expect(byTestId(view.container, 'api-doc-call')).toHaveLength(0);
    await view.unmount();
  });

  it.each([
    ['zh-TW', '呼叫位址', '所有套餐皆包含此介面'],
    ['en-US', 'Base URL', 'Included in every call pack'],
  ] as const)('%s: labels the base URL and the packs', async (locale, base, all) => {
    await setLocale(locale);
    const view = await render(withQueryClient(<InterfaceDocs itemId="5" />));
    await waitFor(() => expect(byTestId(view.container, 'api-doc-base')).toHaveLength(1));
    expect(byTestId(view.container, 'api-doc-base')[0]).toContain(base);
    expect(byTestId(view.container, 'api-doc-skus')[0]).toBe(all);
    await view.unmount();
  });
});
