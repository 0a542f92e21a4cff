import type { AccessList, Endpoint } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { AccessListConfig } from './access-list-config';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const LIST: AccessList = {
  targetType: 'goods',
  targetId: '31',
  targetName: '设备运行数据包',
  mode: 2,
  consumers: [
    { id: '5', username: 'buyer05', realName: '采购员5', companyName: '示例公司 5', status: 1 },
    { id: '6', username: 'buyer06', realName: '采购员6', companyName: '示例公司 6', status: 0 },
  ],
  updateDate: '2026-01-02T03:04:05.000Z',
};

let support = { supported: true, listable: true };
let view: Rendered | undefined;
const calls = (id: string) => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === id);
const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

async function click(testId: string) {
  await waitFor(() => expect($(testId)).not.toBeNull());
  await act(async () => {
    $(testId)?.click();
  });
}

async function open(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/producer-black-and-white-config',
        element: <AccessListConfig targetTypes={['asset', 'goods']} />,
      },
    ],
    { initialEntries: [`/producer-black-and-white-config${search}`] },
  );
  view = await render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

describe('AccessListConfig', () => {
  let confirms: ConfirmOptions[];

  beforeEach(async () => {
    await setLocale('zh-CN');
    support = { supported: true, listable: true };
    confirms = [];
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint, options?: { body?: Record<string, unknown> }) => {
      if (endpoint.id === 'accessLists.targets') {
        return {
          ...support,
          total: 1,
          list: support.listable ? [{ id: '31', name: LIST.targetName, mode: 2, consumerCount: 2 }] : [],
        };
      }
      if (endpoint.id === 'accessLists.query') return LIST;
      if (endpoint.id === 'accessLists.save') {
        const body = options?.body ?? {};
        const ids = (body.consumerIds as number[]).map(String);
        return { ...LIST, mode: body.mode, consumers: LIST.consumers.filter((c) => ids.includes(c.id)) };
      }
      throw new Error(`unexpected call ${endpoint.id}`);
    }) as typeof api);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
    });
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
  });

  it('opens the target of the route query and shows its saved list', async () => {
    await open('?targetType=goods&targetId=31');
    await waitFor(() => expect($('access-list-consumers')?.textContent).toContain('buyer06'));
    expect(calls('accessLists.query')[0]?.[1]).toMatchObject({ body: { targetType: 'goods', targetId: 31 } });
    expect($('access-list-current')?.textContent).toContain('设备运行数据包');
    expect($('access-list-current')?.textContent).toContain('黑名单');
    expect($('access-list-count')?.textContent).toBe('共 2 位，最多 500 位');
  });

  it('removes a consumer after confirmation and saves mode and the remaining ids', async () => {
    await open('?targetType=goods&targetId=31');
    await click('remove-consumer-buyer05');
    await click('remove-consumer-ok');
    await waitFor(() => expect($('access-list-consumers')?.textContent).not.toContain('buyer05'));
    expect(calls('accessLists.save')).toHaveLength(0);
    await click('access-list-save');
    await waitFor(() => expect(calls('accessLists.save')).toHaveLength(1));
    expect(calls('accessLists.save')[0]?.[1]).toEqual({
      body: { targetType: 'goods', targetId: 31, mode: 2, consumerIds: [6] },
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('名单已保存'));
  });

  it('asks before saving an empty whitelist', async () => {
    await open('?targetType=goods&targetId=31');
    await click('clear-consumers');
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    await act(async () => {
      document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')?.click();
    });
    await act(async () => {
      $('mode-1')?.click();
    });
    await waitFor(() => expect($('warning-empty-whitelist')).not.toBeNull());
    await click('access-list-save');
    expect(confirms).toHaveLength(1);
    expect(calls('accessLists.save')).toHaveLength(0);
    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    await waitFor(() => expect(calls('accessLists.save')).toHaveLength(1));
    expect(calls('accessLists.save')[0]?.[1]).toEqual({
      body: { targetType: 'goods', targetId: 31, mode: 1, consumerIds: [] },
    });
  });

  it('says so when no module serves the kind yet, and asks for nothing', async () => {
    support = { supported: false, listable: false };
    await open('?targetType=asset&targetId=7');
    await waitFor(() =>
      expect($('target-unsupported')?.textContent).toBe('平台尚未开放数据资产，暂不能设置黑白名单。'),
    );
    expect($('access-list-editor')).toBeNull();
    expect(calls('accessLists.query')).toHaveLength(0);
  });

  it('offers an id field when the kind cannot be listed, and tells a missing target apart', async () => {
    support = { supported: true, listable: false };
    apiMock.mockImplementation((async (endpoint: Endpoint) => {
      if (endpoint.id === 'accessLists.targets') return { ...support, total: 0, list: [] };
      if (endpoint.id === 'accessLists.query') throw new ApiError(404, 'not found', false);
      throw new Error(`unexpected call ${endpoint.id}`);
    }) as typeof api);
    const router = await open('?targetType=asset');
    await waitFor(() => expect($('target-id')).not.toBeNull());
    expect($('access-list-no-target')).not.toBeNull();
    await act(async () => {
      await router.navigate('/producer-black-and-white-config?targetType=asset&targetId=99');
    });
    await waitFor(() => expect($('access-list-not-found')).not.toBeNull());
  });
});
