import type { community, Endpoint } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { MyCommunity } from './my-community';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const REASONS: Record<string, string> = { '4': 'Too short to help readers', '5': 'Advertising' };

const row = (id: string, status: number, title: string): community.ArticleSummary => ({
  id,
  title,
  summary: '',
  category: 'backend',
  tags: [],
  authorId: '3',
  authorName: 'developer',
  columnId: null,
  columnTitle: null,
  views: 0,
  status,
  reason: REASONS[id] ?? '',
  publishedAt: null,
  updateDate: '2026-11-20T08:00:00.000Z',
});

const ROWS = [
  row('1', 0, 'Draft one'),
  row('2', 1, 'In review one'),
  row('3', 2, 'Published one'),
  row('4', 3, 'Rejected one'),
  row('5', 4, 'Taken down one'),
];

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);
const actionsOf = (id: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-testid$="-${id}"][data-testid^="community-"]`)]
    .map((e) => e.dataset.testid?.replace(/^community-/, '').replace(`-${id}`, ''))
    .filter((name) => name && ['view', 'edit', 'submit', 'withdraw', 'delete'].includes(name));

describe('MyCommunity', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'community.myArticles') return { list: ROWS, total: ROWS.length } as never;
      if (endpoint.id === 'community.deleteArticle') return null as never;
      return null as never;
    });
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('offers the actions of each status and shows the reasons', async () => {
    const router = createMemoryRouter([{ path: '/dev-community', element: <MyCommunity /> }], {
      initialEntries: ['/dev-community'],
    });
    await render(withQueryClient(<RouterProvider router={router} />));
    await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(5));
    expect(actionsOf('1')).toEqual(['edit', 'submit', 'delete']);
    expect(actionsOf('2')).toEqual(['withdraw']);
    expect(actionsOf('3')).toEqual(['view', 'edit', 'delete']);
    expect(actionsOf('4')).toEqual(['edit', 'delete']);
    expect(actionsOf('5')).toEqual(['edit', 'delete']);
    await waitFor(() => expect(document.body.textContent).toContain('Rejected: Too short to help readers'));
    expect(document.body.textContent).toContain('Taken down: Advertising');
    // The reasons come with the list rows: no article is loaded for them.
    expect(callsTo('community.myArticle')).toEqual([]);
  });

  it('deletes only after the confirmation', async () => {
    const confirm = vi.spyOn(notify, 'confirm').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/dev-community', element: <MyCommunity /> }], {
      initialEntries: ['/dev-community'],
    });
    await render(withQueryClient(<RouterProvider router={router} />));
    await waitFor(() => expect(document.querySelector('[data-testid="community-delete-1"]')).not.toBeNull());
    await act(async () => document.querySelector<HTMLElement>('[data-testid="community-delete-1"]')?.click());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(String(confirm.mock.calls[0]?.[0].content)).toContain('Draft one');
    expect(callsTo('community.deleteArticle')).toHaveLength(0);
    await act(async () => {
      await confirm.mock.calls[0]?.[0].onOk?.();
    });
    expect(callsTo('community.deleteArticle')[0]?.[1]).toEqual({ body: { id: 1 } });
  });
});
