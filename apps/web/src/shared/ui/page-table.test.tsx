import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, withQueryClient } from '../../test/render';
import { ApiError } from '../api/api-error';
import { setLocale } from '../i18n';
import { notify } from '../notify';
import {
  type PageData,
  type PageParams,
  PageTable,
  type PageTableState,
  stepBackPage,
  usePageTable,
} from './page-table';

describe('stepBackPage', () => {
  it.each([
    // page, limit, total, deleted -> page
    [2, 10, 11, 1, 1], // the only row of page 2 deleted
    [3, 10, 21, 1, 2],
    [2, 10, 12, 1, 2], // page 2 still has a row
    [1, 10, 1, 1, 1], // never below the first page
    [1, 10, 0, 1, 1],
    [5, 10, 45, 5, 4], // batch delete of a whole last page
    [5, 10, 45, 3, 5],
    [4, 20, 61, 1, 3],
  ])('page %i of size %i with %i rows, %i deleted -> page %i', (page, limit, total, deleted, expected) => {
    expect(stepBackPage({ page, limit, total, deleted })).toBe(expected);
  });
});

interface Row {
  id: number;
  name: string;
}

function makeRows(page: number, limit: number, total: number): Row[] {
  const start = (page - 1) * limit;
  return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({
    id: start + i + 1,
    name: `row ${start + i + 1}`,
  }));
}

let table: PageTableState<Row, Record<string, never>> | undefined;

function Harness({ fetcher }: { fetcher: (p: PageParams) => Promise<PageData<Row>> }) {
  const state = usePageTable<Row>({ queryKey: ['rows'], fetcher });
  table = state;
  return (
    <PageTable<Row, Record<string, never>>
      table={state}
      rowKey="id"
      columns={[{ dataIndex: 'name', title: 'Name' }]}
    />
  );
}

const rowsIn = (container: HTMLElement) => container.querySelectorAll('tr.ant-table-row').length;

describe('PageTable', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    table = undefined;
  });

  it('asks page 1 size 10 first and shows the localized total', async () => {
    const fetcher = vi.fn(async (p: PageParams) => ({ list: makeRows(p.page, p.limit, 23), total: 23 }));
    const { container, unmount } = await render(withQueryClient(<Harness fetcher={fetcher} />));
    await waitFor(() => expect(rowsIn(container)).toBe(10));
    expect(fetcher.mock.calls[0]?.[0]).toMatchObject({ page: 1, limit: 10 });
    expect(container.textContent).toContain('共找到 23 条记录');
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    await unmount();
  });

  it('steps back one page after deleting the last row of a page', async () => {
    let total = 11;
    const fetcher = vi.fn(async (p: PageParams) => ({ list: makeRows(p.page, p.limit, total), total }));
    const { container, unmount } = await render(withQueryClient(<Harness fetcher={fetcher} />));
    await waitFor(() => expect(rowsIn(container)).toBe(10));
    await act(async () => table?.setPage(2));
    await waitFor(() => expect(rowsIn(container)).toBe(1));

    total = 10; // the server deleted row 11
    await act(async () => table?.afterDelete());
    await waitFor(() => expect(table?.page).toBe(1));
    await waitFor(() => expect(rowsIn(container)).toBe(10));
    expect(fetcher.mock.calls.at(-1)?.[0]).toMatchObject({ page: 1 });
    await unmount();
  });

  it('reloads the same page when rows remain on it', async () => {
    let total = 12;
    const fetcher = vi.fn(async (p: PageParams) => ({ list: makeRows(p.page, p.limit, total), total }));
    const { container, unmount } = await render(withQueryClient(<Harness fetcher={fetcher} />));
    await act(async () => table?.setPage(2));
    await waitFor(() => expect(rowsIn(container)).toBe(2));
    total = 11;
    await act(async () => table?.afterDelete());
    await waitFor(() => expect(rowsIn(container)).toBe(1));
    expect(table?.page).toBe(2);
    await unmount();
  });

  it('on failure empties the list, shows total 0 and the server message', async () => {
    let fail = false;
    const fetcher = vi.fn(async (p: PageParams) => {
      if (fail) throw new ApiError(403, '没有权限执行此操作', false);
      return { list: makeRows(p.page, p.limit, 5), total: 5 };
    });
    const { container, unmount } = await render(withQueryClient(<Harness fetcher={fetcher} />));
    await waitFor(() => expect(rowsIn(container)).toBe(5));
    fail = true;
    await act(async () => table?.reload());
    await waitFor(() => expect(rowsIn(container)).toBe(0));
    expect(table?.total).toBe(0);
    // antd hides the pager of an empty table; the empty state shows instead.
    expect(container.querySelector('.ant-pagination')).toBeNull();
    expect(container.querySelector('.ant-empty')).not.toBeNull();
    expect(notify.error).toHaveBeenCalledWith('没有权限执行此操作');
    await unmount();
  });

  it('does not repeat a message the request client already showed', async () => {
    const fetcher = vi.fn(async () => {
      throw new ApiError(500, 'db down', true);
    });
    const { container, unmount } = await render(withQueryClient(<Harness fetcher={fetcher} />));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    await waitFor(() => expect(table?.total).toBe(0));
    expect(rowsIn(container)).toBe(0);
    expect(notify.error).not.toHaveBeenCalled();
    await unmount();
  });
});
