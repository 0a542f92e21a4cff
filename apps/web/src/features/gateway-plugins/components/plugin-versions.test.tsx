import { type Endpoint, gateway as gw } from '@datamall/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { session } from '../../../shared/session';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { PluginVersions, previousConfigs } from './plugin-versions';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const version = (n: number, config: unknown, note = ''): gw.PluginVersion => ({
  id: String(100 + n),
  itemId: '42',
  version: n,
  config: gw.zPluginConfig.parse(config),
  note,
  createdBy: 'dev',
  createDate: '2026-03-01T08:00:00.000Z',
});

const v1 = version(1, { cache: { enabled: true } }, 'cache on');
const v2 = version(2, { cache: { enabled: true }, rateLimit: { limit: 20 } }, 'slower');
const v3 = version(3, { cache: { enabled: true } }, 'restore v1');

const calls = (id: string) => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === id);
const row = (n: number) =>
  [...document.querySelectorAll<HTMLTableRowElement>('tr.ant-table-row')].find((tr) =>
    tr.textContent?.startsWith(`v${n}`),
  );

describe('previousConfigs', () => {
  it('compares each version with the one before it, version 1 with the defaults', () => {
    const map = previousConfigs([v3, v2], v1);
    expect(map.get(v3.id)).toEqual(v2.config);
    expect(map.get(v2.id)).toEqual(v1.config);
    expect(previousConfigs([v2, v1], undefined).get(v1.id)).toEqual(gw.DEFAULT_PLUGINS);
    expect(previousConfigs([v3, v2], undefined).get(v2.id)).toBeUndefined();
  });
});

describe('PluginVersions', () => {
  let confirms: ConfirmOptions[];

  beforeEach(async () => {
    await setLocale('zh-CN');
    confirms = [];
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
    });
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'gateway.pluginGet') return v3 as never;
      if (endpoint.id === 'gateway.pluginVersions') return { list: [v3, v2, v1], total: 3 } as never;
      if (endpoint.id === 'gateway.pluginRestore') return version(4, v1.config, 'restore v1') as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const open = () =>
    render(
      withQueryClient(
        <MemoryRouter>
          <PluginVersions itemId="42" />
        </MemoryRouter>,
      ),
    );

  it('lists the versions with what each changed and restores an earlier one after confirmation', async () => {
    vi.spyOn(session, 'getRoleType').mockReturnValue(2);
    const view = await open();
    await waitFor(() => expect(row(1)).toBeDefined());
    expect(document.querySelector('[data-testid="plugin-in-force"]')?.textContent).toBe('当前生效：v3');
    expect(row(3)?.textContent).toContain('生效中');
    expect(row(3)?.textContent).toContain('限流'); // v3 put the rate limit of v2 back
    expect(row(2)?.textContent).toContain('限流');
    expect(row(1)?.textContent).toContain('缓存'); // against the defaults
    expect(row(3)?.querySelector<HTMLButtonElement>('[data-testid="plugin-restore-3"]')?.disabled).toBe(true);

    // The readable rendering, with the earlier value struck through.
    await act(async () => {
      row(2)?.querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')?.click();
    });
    await waitFor(() => expect(document.querySelector('[data-testid="plugin-version-2"]')).not.toBeNull());
    const limit = document.querySelector(
      '[data-testid="plugin-version-2"] [data-testid="view-rateLimit.limit"]',
    );
    expect(limit?.getAttribute('data-changed')).toBe('true');
    expect(limit?.querySelector('del')?.textContent).toBe('100');
    expect(limit?.querySelector('mark')?.textContent).toBe('20');

    await act(async () => {
      document.querySelector<HTMLButtonElement>('[data-testid="plugin-restore-1"]')?.click();
    });
    expect(confirms).toHaveLength(1);
    expect(calls('gateway.pluginRestore')).toHaveLength(0);
    expect(confirms[0]?.title).toBe('恢复插件版本 v1？');
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(calls('gateway.pluginRestore')).toHaveLength(1);
    expect(calls('gateway.pluginRestore')[0]?.[1]).toEqual({ body: { itemId: '42', version: 1 } });
    expect(notify.success).toHaveBeenCalledWith('已恢复 v1，保存为 v4');
    await view.unmount();
  });

  it('offers no restore to the operator', async () => {
    vi.spyOn(session, 'getRoleType').mockReturnValue(0);
    const view = await open();
    await waitFor(() => expect(row(1)).toBeDefined());
    expect(document.querySelector('[data-testid^="plugin-restore-"]')).toBeNull();
    await view.unmount();
  });

  it('says when the good cannot be read', async () => {
    apiMock.mockImplementation(async () => {
      throw new Error('没有找到');
    });
    const view = await open();
    await waitFor(() =>
      expect(document.querySelector('[data-testid="plugin-versions-failed"]')?.textContent).toContain(
        '没有找到',
      ),
    );
    await view.unmount();
  });
});
