import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { DelegateModal } from './delegate-modal';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const OPERATORS = [
  {
    id: '1',
    username: 'admin',
    realName: '平台管理员',
    deptName: '',
    email: 'a@x.cn',
    mobile: '',
    roleType: 0,
  },
  { id: '2', username: 'ops_li', realName: '李运营', deptName: '运营部', email: '', mobile: '', roleType: 0 },
  { id: '3', username: 'ops_wang', realName: '', deptName: '', email: '', mobile: '', roleType: 0 },
];

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('tr.ant-table-row')];
const rowOf = (username: string) => rows().find((row) => row.textContent?.includes(username));

async function clickElement(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

async function submit() {
  await clickElement(document.querySelector('[data-testid="delegate-submit"]'));
}

describe('DelegateModal (user picker)', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint) => {
      if (endpoint.id === 'users.pickerPage') return { list: OPERATORS, total: OPERATORS.length } as never;
      return null as never;
    });
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('lists active operators and refuses to delegate unless exactly one row is selected', async () => {
    const onDelegated = vi.fn();
    const { unmount } = await render(
      withQueryClient(
        <DelegateModal
          open
          taskId="42"
          assigneeId="3"
          onClose={vi.fn()}
          onDelegated={onDelegated}
          onStale={vi.fn()}
        />,
      ),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(callsTo('users.pickerPage')[0]?.[1]).toMatchObject({ query: { roleType: 0, page: 1, limit: 10 } });

    // Nothing selected: the selection error, the required delegate name, and no call.
    await submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('请选择一条记录（有且只能选择一条）'));
    await waitFor(() => expect(document.body.textContent).toContain('请选择转办人'));
    expect(callsTo('workflow.delegate')).toHaveLength(0);

    // The current assignee cannot be chosen.
    const assigneeRadio = rowOf('ops_wang')?.querySelector<HTMLInputElement>('input[type="radio"]');
    expect(assigneeRadio?.disabled).toBe(true);

    // Choosing a row fills the delegate's name; a radio keeps one row at most.
    await clickElement(rowOf('admin')?.querySelector('input[type="radio"]'));
    await clickElement(rowOf('ops_li')?.querySelector('input[type="radio"]'));
    const target = document.querySelector<HTMLInputElement>('[data-testid="delegate-target"]');
    await waitFor(() => expect(target?.value).toBe('李运营 (ops_li)'));
    expect(document.querySelectorAll('input[type="radio"]:checked')).toHaveLength(1);

    await submit();
    await waitFor(() => expect(onDelegated).toHaveBeenCalledWith('李运营 (ops_li)'));
    expect(callsTo('workflow.delegate')).toHaveLength(1);
    expect(callsTo('workflow.delegate')[0]?.[1]).toEqual({ body: { taskId: '42', userId: '2' } });
    await unmount();
  });
});
