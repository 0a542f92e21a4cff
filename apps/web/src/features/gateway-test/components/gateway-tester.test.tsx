import { type Endpoint, gateway as gw } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { GatewayTester } from './gateway-tester';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const KEY = 'dmt_abcdefghijklmnopqrstuvwxyz0123';
const CALL_BASE = 'https://gw.example.com/42/latest';

const docs = {
  baseUrl: 'https://gw.example.com',
  skuCount: 1,
  interfaces: [
    {
      id: '11',
      skus: [],
      name: 'Weather',
      method: 'GET',
      path: '/weather/{city}',
      params: [
        { name: 'lang', type: 'String', place: 'query', required: true, description: 'language' },
        { name: 'days', type: 'Int', place: 'query', required: false, description: '' },
      ],
      requestSchema: null,
      responseSchema: null,
      description: 'Today’s weather',
    },
    {
      id: '12',
      skus: [],
      name: 'Order',
      method: 'POST',
      path: '/orders',
      params: [{ name: 'qty', type: 'Int', place: 'body', required: true, description: '' }],
      requestSchema: { type: 'object', properties: { sku: { type: 'string' } } },
      responseSchema: null,
      description: '',
    },
  ],
};

function testKey(patch: Partial<gw.TestKey> = {}): gw.TestKey {
  return {
    key: KEY,
    itemId: '42',
    testType: gw.TestType.CONSUMER,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    callBase: CALL_BASE,
    mock: false,
    ...patch,
  };
}

async function typeInto(testId: string, value: string) {
  const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(testId: string) {
  await act(async () => {
    document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)?.click();
  });
}

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

describe('GatewayTester', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let issued: gw.TestKey;

  beforeEach(async () => {
    await setLocale('zh-CN');
    issued = testKey();
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'mall.itemInterfaceDoc') return docs as never;
      if (endpoint.id === 'gateway.testKey') return issued as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
    fetchMock = vi.fn(
      async () =>
        new Response('{"temp":21}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'x-gateway-test': '1',
            'ratelimit-remaining': '29',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  const open = () => render(withQueryClient(<GatewayTester itemId="42" source="mall" />));

  it('issues a key, then calls callBase + path with X-Api-Key and shows status, headers and body', async () => {
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());

    await click('gw-tester-issue');
    await waitFor(() => expect(text('gw-tester-test-type')).toBe('消费方测试'));
    expect(text('gw-tester-expiry')).toContain('剩余约');
    expect(apiMock.mock.calls.filter(([e]) => e.id === 'gateway.testKey')[0]?.[1]).toEqual({
      body: { itemId: '42' },
    });

    // Required path segment and query parameter first.
    await click('gw-tester-send');
    expect(text('gw-tester-form-error')).toContain('city, lang');
    expect(fetchMock).not.toHaveBeenCalled();

    await typeInto('gw-tester-path-city', 'Shanghai');
    await typeInto('gw-tester-query-lang', 'zh');
    expect(text('gw-tester-url')).toBe(`${CALL_BASE}/weather/Shanghai?lang=zh`);
    await click('gw-tester-send');
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-result"]')).not.toBeNull());

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${CALL_BASE}/weather/Shanghai?lang=zh`);
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe(KEY);
    expect(init.body).toBeUndefined();
    expect(text('gw-tester-status')).toContain('HTTP 200');
    expect(text('gw-tester-latency')).toMatch(/耗时 \d+ ms/);
    expect(text('gw-tester-headers')).toContain('ratelimit-remaining');
    expect(text('gw-tester-headers')).toContain('x-gateway-test');
    expect(text('gw-tester-body')).toBe('{\n  "temp": 21\n}');
    expect(text('gw-tester-result')).toContain('测试调用 · 消费方测试');
    expect(document.querySelector('[data-testid="gw-tester-mock"]')).toBeNull();
    await view.unmount();
  });

  it('says when answers are mocks', async () => {
    issued = testKey({ mock: true, testType: gw.TestType.DEVELOPER });
    fetchMock.mockImplementation(
      async () =>
        new Response('{}', { status: 200, headers: { 'x-gateway-mock': '1', 'x-gateway-test': '2' } }),
    );
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());
    await typeInto('gw-tester-path-city', 'sh');
    await typeInto('gw-tester-query-lang', 'en');
    // No key yet: sending issues one first.
    await click('gw-tester-send');
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-mock"]')).not.toBeNull());
    expect(text('gw-tester-test-type')).toBe('开发方测试');
    expect(document.querySelector('[data-testid="gw-tester-mock-note"]')).not.toBeNull();
    await view.unmount();
  });

  it('explains a call the browser could not complete (unreachable gateway or CORS)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());
    await typeInto('gw-tester-path-city', 'sh');
    await typeInto('gw-tester-query-lang', 'en');
    await click('gw-tester-send');
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-blocked"]')).not.toBeNull());
    expect(text('gw-tester-blocked')).toContain('CORS');
    expect(text('gw-tester-blocked')).toContain('Failed to fetch');
    expect(text('gw-tester-blocked')).toContain(`GET ${CALL_BASE}/weather/sh?lang=en`);
    await view.unmount();
  });

  it("shows the gateway's refusal and tries a just-issued key again while the gateway learns it", async () => {
    const unknown = JSON.stringify({ code: gw.GATEWAY_ERRORS.keyInvalid.code, msg: 'unknown key' });
    const limited = JSON.stringify({ code: gw.GATEWAY_ERRORS.rateLimited.code, msg: '调用过于频繁' });
    fetchMock
      .mockResolvedValueOnce(new Response(unknown, { status: 401 }))
      .mockResolvedValueOnce(new Response(limited, { status: 429, headers: { 'retry-after': '12' } }));
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());
    await typeInto('gw-tester-path-city', 'sh');
    await typeInto('gw-tester-query-lang', 'en');
    await click('gw-tester-send');
    await waitFor(
      () => expect(document.querySelector('[data-testid="gw-tester-result"]')).not.toBeNull(),
      4000,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(text('gw-tester-status')).toContain('HTTP 429');
    expect(text('gw-tester-refusal')).toContain('10608');
    expect(text('gw-tester-refusal')).toContain('调用过于频繁');
    expect(text('gw-tester-headers')).toContain('retry-after');
    await view.unmount();
  });

  it('says there is nothing to call without a gateway', async () => {
    issued = testKey({ callBase: null });
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());
    await click('gw-tester-issue');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="gw-tester-no-gateway"]')).not.toBeNull(),
    );
    expect(document.querySelector<HTMLButtonElement>('[data-testid="gw-tester-send"]')?.disabled).toBe(true);
    await view.unmount();
  });

  it('shows why a key was refused', async () => {
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'mall.itemInterfaceDoc') return docs as never;
      throw new Error('not found');
    });
    const view = await open();
    await waitFor(() => expect(document.querySelector('[data-testid="gw-tester-interface"]')).not.toBeNull());
    await click('gw-tester-issue');
    await waitFor(() => expect(text('gw-tester-key-error')).toContain('not found'));
    await view.unmount();
  });

  it('shows an empty state for a good without interfaces and an error state when they cannot be read', async () => {
    apiMock.mockImplementation(async () => ({ ...docs, interfaces: [] }) as never);
    let view = await open();
    await waitFor(() =>
      expect(document.querySelector('[data-testid="gw-tester-no-interfaces"]')).not.toBeNull(),
    );
    await view.unmount();

    apiMock.mockImplementation(async () => {
      throw new Error('boom');
    });
    view = await open();
    await waitFor(() => expect(text('gw-tester-interfaces-failed')).toContain('boom'));
    await view.unmount();
  });
});
