import type { Endpoint, UserAdminRow } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { ShopOwnerList } from './shop-owner-list';
import { UserApprovalList } from './user-approval-list';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const row = (id: number, username: string, roleType: number, spType: number, status = 1): UserAdminRow => ({
  id: String(id),
  username,
  realName: '',
  companyName: `${username} Ltd`,
  contactName: 'Ada',
  mobile: '139****0000',
  email: '',
  roleType,
  spType,
  status,
  rejectReason: spType === 2 ? '资料不全' : '',
  createDate: '2026-01-02T03:04:05.000Z',
});

const ACCOUNTS = [
  row(5, 'acme_supplier', 3, 0),
  row(6, 'bad_dev', 2, 2),
  row(3, 'supplier', 3, 1),
  row(2, 'developer', 2, 1),
  row(4, 'consumer', 1, 1),
];

/** The server's filtering, enough for the lists: sp_type, role, username. */
function answer(body: { spType?: number; roleType?: number; username?: string }, shopOwners: boolean) {
  const list = ACCOUNTS.filter(
    (a) =>
      (body.spType === undefined || a.spType === body.spType) &&
      (body.roleType === undefined || a.roleType === body.roleType) &&
      (!shopOwners || ((a.roleType === 2 || a.roleType === 3) && a.spType === 1)) &&
      (!body.username || a.username.includes(body.username)),
  );
  return { list, total: list.length };
}

function lastBody(id: string): Record<string, unknown> {
  const call = apiMock.mock.calls.filter(([endpoint]) => endpoint.id === id).at(-1);
  return (call?.[1] as { body?: Record<string, unknown> } | undefined)?.body ?? {};
}

const usernames = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent);

async function click(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  await act(async () => element.click());
}

async function typeInto(selector: string, value: string) {
  const element = document.querySelector<HTMLInputElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const mounted: Rendered[] = [];

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/list', element },
      { path: '/operate-logon-approve', element: <div data-testid="approve-page" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(withQueryClient(<RouterProvider router={router} />)).then((rendered) => {
    mounted.push(rendered);
    return rendered;
  });
  return { router, view };
}

beforeEach(async () => {
  await setLocale('zh-CN');
  apiMock.mockReset();
  apiMock.mockImplementation((async (endpoint: Endpoint, options?: { body?: never }) => {
    if (endpoint.id === 'users.queryByPage') return answer(options?.body ?? {}, false);
    if (endpoint.id === 'users.querySupplierDeveloper') return answer(options?.body ?? {}, true);
    if (endpoint.id === 'users.updateUserStatus') return null;
    throw new Error(`unexpected call ${endpoint.id}`);
  }) as typeof api);
});
afterEach(async () => {
  vi.restoreAllMocks();
  // A failed test must not leave its table behind for the next one.
  for (const rendered of mounted.splice(0)) {
    if (rendered.container.isConnected) await rendered.unmount();
  }
});

describe('UserApprovalList tabs', () => {
  it('starts on pending (sp_type 0), page 1, and shows the pending registrations', async () => {
    const { view } = renderAt('/list', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['acme_supplier']));
    expect(lastBody('users.queryByPage')).toEqual({ page: 1, limit: 10, spType: 0 });
    expect(document.querySelector('[data-testid="review-acme_supplier"]')?.textContent).toMatch(/审\s*核/);
    await unmount();
  });

  it('switches sp_type with the tab, keeps it in the url, and "all" sends none', async () => {
    const { router, view } = renderAt('/list', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['acme_supplier']));

    await click('[data-testid="approval-tab-rejected"]');
    await waitFor(() => expect(usernames()).toEqual(['bad_dev']));
    expect(lastBody('users.queryByPage')).toMatchObject({ page: 1, spType: 2 });
    expect(router.state.location.search).toBe('?tab=rejected');
    expect(document.body.textContent).toContain('资料不全');

    await click('[data-testid="approval-tab-approved"]');
    await waitFor(() => expect(usernames()).toEqual(['supplier', 'developer', 'consumer']));
    expect(lastBody('users.queryByPage').spType).toBe(1);

    await click('[data-testid="approval-tab-all"]');
    await waitFor(() => expect(usernames()).toHaveLength(5));
    // JSON leaves undefined out: no sp_type goes on the wire.
    expect(JSON.parse(JSON.stringify(lastBody('users.queryByPage')))).toEqual({ page: 1, limit: 10 });
    await unmount();
  });

  it('opens on the tab named in the url', async () => {
    const { view } = renderAt('/list?tab=approved', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['supplier', 'developer', 'consumer']));
    expect(lastBody('users.queryByPage').spType).toBe(1);
    await unmount();
  });

  it('searches within the tab; reset clears the fields but not the tab', async () => {
    const { view } = renderAt('/list?tab=approved', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toHaveLength(3));
    await typeInto('[data-testid="approval-filter-username"]', '  dev ');
    await click('[data-testid="approval-filters-search"]');
    await waitFor(() => expect(usernames()).toEqual(['developer']));
    expect(lastBody('users.queryByPage')).toEqual({ page: 1, limit: 10, spType: 1, username: 'dev' });

    await click('[data-testid="approval-filters-reset"]');
    await waitFor(() => expect(usernames()).toHaveLength(3));
    expect(lastBody('users.queryByPage')).toEqual({ page: 1, limit: 10, spType: 1 });
    expect(document.querySelector<HTMLInputElement>('[data-testid="approval-filter-username"]')?.value).toBe(
      '',
    );
    await unmount();
  });

  it('shows the empty state of the tab', async () => {
    apiMock.mockImplementation((async () => ({ list: [], total: 0 })) as unknown as typeof api);
    const { view } = renderAt('/list', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(document.body.textContent).toContain('暂无待审核的注册申请'));
    await unmount();
  });

  it('review goes to the hidden approval page with the user id', async () => {
    const { router, view } = renderAt('/list', <UserApprovalList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['acme_supplier']));
    await click('[data-testid="review-acme_supplier"]');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operate-logon-approve'));
    expect(router.state.location.search).toBe('?userId=5');
    await unmount();
  });
});

describe('ShopOwnerList role filter', () => {
  it('asks for both kinds first, then suppliers (3), developers (2), both again', async () => {
    const { view } = renderAt('/list', <ShopOwnerList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['supplier', 'developer']));
    expect(lastBody('users.querySupplierDeveloper')).toEqual({ page: 1, limit: 10 });

    await click('[data-testid="shop-owner-role-3"]');
    await waitFor(() => expect(usernames()).toEqual(['supplier']));
    expect(lastBody('users.querySupplierDeveloper')).toEqual({ page: 1, limit: 10, roleType: 3 });

    await click('[data-testid="shop-owner-role-2"]');
    await waitFor(() => expect(usernames()).toEqual(['developer']));
    expect(lastBody('users.querySupplierDeveloper').roleType).toBe(2);

    await typeInto('[data-testid="shop-owner-filter-username"]', 'dev');
    await click('[data-testid="shop-owner-filters-search"]');
    await waitFor(() =>
      expect(lastBody('users.querySupplierDeveloper')).toEqual({
        page: 1,
        limit: 10,
        roleType: 2,
        username: 'dev',
      }),
    );

    await click('[data-testid="shop-owner-role-all"]');
    await waitFor(() =>
      expect(lastBody('users.querySupplierDeveloper')).toEqual({ page: 1, limit: 10, username: 'dev' }),
    );
    await unmount();
  });

  it('asks before disabling, warns about the sessions, and only then sends status 0', async () => {
    const confirms: ConfirmOptions[] = [];
    vi.spyOn(notify, 'confirm').mockImplementation((options) => {
      confirms.push(options);
    });
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { view } = renderAt('/list', <ShopOwnerList />);
    const { unmount } = await view;
    await waitFor(() => expect(usernames()).toEqual(['supplier', 'developer']));

    await click('[data-testid="status-switch-developer"]');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.danger).toBe(true);
    expect(String(confirms[0]?.content)).toContain('所有设备上立即退出登录');
    expect(apiMock.mock.calls.some(([endpoint]) => endpoint.id === 'users.updateUserStatus')).toBe(false);
    // Not confirmed yet: the switch has not moved.
    expect(
      document.querySelector('[data-testid="status-switch-developer"]')?.getAttribute('aria-checked'),
    ).toBe('true');

    await act(async () => {
      await confirms[0]?.onOk?.();
    });
    expect(lastBody('users.updateUserStatus')).toEqual({ userId: '2', status: 0 });
    expect(notify.success).toHaveBeenCalledWith('账号已停用');
    await unmount();
  });
});
