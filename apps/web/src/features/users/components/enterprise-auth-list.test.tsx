import type { Endpoint, EnterpriseInfo } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { EnterpriseAuthList } from './enterprise-auth-list';

vi.mock('../../../shared/api/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/api')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const row = (userId: number, username: string, status: number): EnterpriseInfo => ({
  userId: String(userId),
  username,
  companyName: `${username} 有限公司`,
  creditCode: '91350100M000100Y43',
  legalPerson: '王法人',
  licenseFileKey: `licenses/${userId}.png`,
  status,
  rejectReason: status === 2 ? '执照不清晰' : '',
  submittedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
});
const ROWS = [row(3, 'supplier', 3), row(2, 'developer', 1), row(5, 'acme', 2)];

const usernames = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent);
const lastBody = () =>
  (
    apiMock.mock.calls.filter(([endpoint]) => endpoint.id === 'users.queryEnterprisePage').at(-1)?.[1] as
      | { body?: Record<string, unknown> }
      | undefined
  )?.body;

let view: Rendered | undefined;

beforeEach(async () => {
  await setLocale('zh-CN');
  apiMock.mockReset();
  apiMock.mockImplementation((async (
    endpoint: Endpoint,
    options?: { body?: { status?: number; userId?: string } },
  ) => {
    if (endpoint.id === 'users.queryEnterprisePage') {
      const list = ROWS.filter(
        (r) => options?.body?.status === undefined || r.status === options.body.status,
      );
      return { list, total: list.length };
    }
    if (endpoint.id === 'users.queryEnterpriseInfo') {
      return { ...(ROWS.find((r) => r.userId === options?.body?.userId) ?? null), username: '' };
    }
    throw new Error(`unexpected call ${endpoint.id}`);
  }) as typeof api);
});
afterEach(async () => {
  vi.restoreAllMocks();
  if (view?.container.isConnected) await view.unmount();
  view = undefined;
});

async function openList(path = '/list') {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <EnterpriseAuthList /> },
      { path: '/flow-todo', element: <div data-testid="todo-page" /> },
    ],
    { initialEntries: [path] },
  );
  view = await render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

describe('EnterpriseAuthList', () => {
  it('starts on "awaiting review" (status 3) with a link to the filtered to-do list', async () => {
    await openList();
    await waitFor(() => expect(usernames()).toEqual(['supplier']));
    expect(lastBody()).toEqual({ page: 1, limit: 10, status: 3 });
    expect(document.querySelector('[data-testid="enterprise-review-supplier"]')?.getAttribute('href')).toBe(
      '/flow-todo?businessType=identity-authentication',
    );
  });

  it('switches status with the tab and keeps it in the url; "all" sends none', async () => {
    const router = await openList();
    await waitFor(() => expect(usernames()).toEqual(['supplier']));
    await act(async () =>
      document.querySelector<HTMLElement>('[data-testid="enterprise-tab-rejected"]')?.click(),
    );
    await waitFor(() => expect(usernames()).toEqual(['acme']));
    expect(lastBody()).toEqual({ page: 1, limit: 10, status: 2 });
    expect(router.state.location.search).toBe('?tab=rejected');
    expect(document.querySelector('[data-testid="enterprise-review-acme"]')).toBeNull();
    await act(async () => document.querySelector<HTMLElement>('[data-testid="enterprise-tab-all"]')?.click());
    await waitFor(() => expect(usernames()).toEqual(['supplier', 'developer', 'acme']));
    expect(lastBody()).toEqual({ page: 1, limit: 10 });
  });

  it('opens the detail drawer with every field, the username kept from the row', async () => {
    await openList('/list?tab=approved');
    await waitFor(() => expect(usernames()).toEqual(['developer']));
    await act(async () =>
      document.querySelector<HTMLElement>('[data-testid="enterprise-detail-developer"]')?.click(),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-testid="enterprise-descriptions"]')).not.toBeNull(),
    );
    const text = document.querySelector('[data-testid="enterprise-descriptions"]')?.textContent ?? '';
    expect(text).toContain('developer');
    expect(text).toContain('developer 有限公司');
    expect(text).toContain('91350100M000100Y43');
    expect(text).toContain('王法人');
    const img = document.querySelector('[data-testid="license-image"] img')?.getAttribute('src') ?? '';
    expect(img).toMatch(/^\/server\/user\/licenseImage\?userId=2/);
  });
});
