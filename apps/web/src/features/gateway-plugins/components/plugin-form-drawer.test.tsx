import { type Endpoint, gateway as gw } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { PluginFormDrawer, type PluginFormGood } from './plugin-form-drawer';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const good = (config: unknown = {}): PluginFormGood => ({
  itemId: '42',
  itemName: 'Weather API',
  version: 3,
  // Parsed like the server's answers; the schema passes what the form must still refuse (see below).
  config: gw.zPluginConfig.parse(config),
});

const saves = () => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === 'gateway.pluginSave');
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

async function save() {
  await act(async () => {
    document.querySelector<HTMLButtonElement>('[data-testid="plugin-save"]')?.click();
  });
}

async function typeInto(testId: string, value: string) {
  const element = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('PluginFormDrawer', () => {
  let onClose: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(async () => {
    await setLocale('zh-CN');
    onClose = vi.fn<() => void>();
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint, options) => {
      if (endpoint.id === 'gateway.pluginSave') {
        const body = (options as { body: { config: gw.PluginConfig; note: string } }).body;
        return {
          id: '9',
          itemId: '42',
          version: 4,
          config: body.config,
          note: body.note,
          createdBy: 'dev',
          createDate: null,
        } as never;
      }
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const open = (g: PluginFormGood, readOnly = false) =>
    render(withQueryClient(<PluginFormDrawer good={g} readOnly={readOnly} onClose={onClose} />));

  it('saves the configuration as the contract reads it, with the size back in bytes', async () => {
    const config = {
      ipRestriction: { enabled: true, allow: ['10.0.0.0/8', '2001:db8::/32'] },
      requestSize: { maxBytes: 2 * 1024 * 1024 },
      headers: { enabled: true, request: { set: [{ name: 'X-Tenant', value: 'a' }] } },
    };
    const view = await open(good(config));
    expect(document.querySelector<HTMLInputElement>('[data-testid="plugin-size-amount"]')?.value).toBe('2');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.[1]).toEqual({
      body: { itemId: '42', config: gw.zPluginConfig.parse(config), note: '' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await view.unmount();
  });

  it('refuses an IP rule the gateway could not use (one saved before the contract refused it)', async () => {
    const ipRestriction = { enabled: true, allow: ['10.0.0.0/99', '10.0.0.1'], deny: [] };
    const view = await open({ ...good(), config: { ...gw.DEFAULT_PLUGINS, ipRestriction } });
    await save();
    await waitFor(() =>
      expect(errors().join()).toContain('不是有效的 IPv4/IPv6 地址或 CIDR 网段：10.0.0.0/99'),
    );
    expect(saves()).toHaveLength(0);
    await view.unmount();
  });

  it('refuses a header the gateway owns', async () => {
    const headers = {
      enabled: true,
      request: { set: [], remove: ['Host'] },
      response: { set: [], remove: [] },
    };
    // The server would never answer this (the contract refuses it): build it past the schema.
    const g = { ...good(), config: { ...gw.DEFAULT_PLUGINS, headers } };
    const view = await open(g);
    await save();
    await waitFor(() => expect(errors().join()).toContain('Host 由网关管理，不能设置或移除'));
    expect(saves()).toHaveLength(0);
    await view.unmount();
  });

  it("refuses an emptied number with the contract's rule, without falling back to a default", async () => {
    const view = await open(good());
    await typeInto('plugin-timeout-seconds', '');
    await save();
    await waitFor(() => expect(errors()).toContain('请填写'));
    expect(saves()).toHaveLength(0);
    await view.unmount();
  });

  it("shows the server's refusal and stays open", async () => {
    apiMock.mockRejectedValue(new ApiError(10404, '商品不存在', false));
    const view = await open(good());
    await save();
    await waitFor(() =>
      expect(document.querySelector('[data-testid="plugin-save-error"]')?.textContent).toContain(
        '商品不存在',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('is read-only for the operator: nothing to save, every control disabled', async () => {
    const view = await open(good({ cache: { enabled: true } }), true);
    expect(document.querySelector('[data-testid="plugin-save"]')).toBeNull();
    expect(document.querySelector<HTMLButtonElement>('[data-testid="plugin-cache-enabled"]')?.disabled).toBe(
      true,
    );
    expect(document.querySelector<HTMLInputElement>('[data-testid="plugin-cache-ttl"]')?.disabled).toBe(true);
    expect(document.body.textContent).toContain('只读');
    await view.unmount();
  });
});
