import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { type ConfirmOptions, notify } from '../../../shared/notify';
import type { PageParams } from '../../../shared/ui/page-table';
import { byTestId, clickTestId, spyNotify } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { SavedList } from './saved-list';

interface Shop {
  ownerId: string;
  name: string;
}

const shops = (count: number): Shop[] =>
  Array.from({ length: count }, (_, i) => ({ ownerId: `s${i + 1}`, name: `Shop ${i + 1}` }));

const rowNames = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent);

describe('SavedList', () => {
  let confirms: ConfirmOptions[];
  let answerOk: boolean;

  beforeEach(async () => {
    await setLocale('zh-CN');
    answerOk = true;
    confirms = spyNotify(() => answerOk);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const renderList = (stored: Shop[], remove = vi.fn(async (_ids: string[]) => undefined)) => {
    const fetcher = vi.fn(async ({ page, limit }: PageParams) => ({
      list: stored.slice((page - 1) * limit, page * limit),
      total: stored.length,
    }));
    const view = render(
      withQueryClient(
        <SavedList<Shop, { name?: string }>
          kind="follow"
          queryKey={['saved-list-test']}
          fetcher={fetcher}
          idOf={(row) => row.ownerId}
          remove={async (ids) => {
            await remove(ids);
            stored.splice(
              stored.findIndex((shop) => ids.includes(shop.ownerId)),
              1,
            );
          }}
          columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
          actionsWidth={110}
          filters={null}
        />,
      ),
    );
    return { view, fetcher, remove };
  };

  it('removes a row by its id after confirming, with the texts of its kind', async () => {
    const { view, remove } = renderList(shops(2));
    const { unmount } = await view;
    await waitFor(() => expect(rowNames()).toEqual(['Shop 1', 'Shop 2']));
    expect(byTestId('follow-list')?.textContent).toContain('我的关注');
    await clickTestId('follow-remove-s2');
    await waitFor(() => expect(rowNames()).toEqual(['Shop 1']));
    expect(confirms[0]).toMatchObject({
      title: '确定取消关注「Shop 2」？',
      okText: '取消关注',
      danger: true,
      okTestId: 'follow-remove-confirm',
    });
    expect(remove).toHaveBeenCalledWith(['s2']);
    expect(notify.success).toHaveBeenCalledWith('已取消关注');
    await unmount();
  });

  it('steps back a page when its last row is removed', async () => {
    const { view, fetcher } = renderList(shops(11));
    const { unmount } = await view;
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await act(async () => document.querySelector<HTMLElement>('.ant-pagination-item-2')?.click());
    await waitFor(() => expect(rowNames()).toEqual(['Shop 11']));
    await clickTestId('follow-remove-s11');
    await waitFor(() =>
      expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), expect.anything()),
    );
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await unmount();
  });

  it('keeps the row and shows the message when the removal fails', async () => {
    const remove = vi.fn(async () => Promise.reject(new Error('offline')));
    const { view } = renderList(shops(1), remove);
    const { unmount } = await view;
    await waitFor(() => expect(rowNames()).toEqual(['Shop 1']));
    await clickTestId('follow-remove-s1');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('offline'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(rowNames()).toEqual(['Shop 1']);
    await unmount();
  });
});
