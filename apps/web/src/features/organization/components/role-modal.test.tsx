import type { Endpoint, organization } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { clickTestId, spyNotify, typeText } from '../../../test/dom';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { RoleModal } from './role-modal';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

function entry(id: string, pid: string, nameEnUs: string, type = 0): organization.MenuEntry {
  return {
    id,
    pid,
    roleType: 0,
    key: `k${id}`,
    nameZhCn: `菜单${id}`,
    nameZhTw: `選單${id}`,
    nameEnUs,
    url: '',
    type,
    icon: '',
    permissions: '',
    isshow: 1,
    sort: Number(id),
  };
}

// Organization (1) > Departments (2), Staff accounts (3) > [Add staff (4), Reset password (5)]; Settings (6) > Params (7).
const MENUS = [
  entry('1', '0', 'Organization'),
  entry('2', '1', 'Departments'),
  entry('3', '1', 'Staff accounts'),
  entry('4', '3', 'Add staff', 1),
  entry('5', '3', 'Reset password', 1),
  entry('6', '0', 'Settings'),
  entry('7', '6', 'Params'),
];

const ROLE: organization.Role = {
  id: '9',
  name: 'Auditor',
  remark: '',
  dataScope: 1,
  createDate: '2026-11-01T00:00:00.000Z',
  staffCount: 0,
};

const sent: unknown[] = [];

function treeNode(title: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
    (n) => n.querySelector('.ant-tree-title')?.textContent === title,
  );
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}

const checkState = (title: string) => {
  const box = treeNode(title).querySelector('.ant-tree-checkbox');
  if (box?.classList.contains('ant-tree-checkbox-indeterminate')) return 'half';
  return box?.classList.contains('ant-tree-checkbox-checked') ? 'checked' : 'none';
};

async function toggle(title: string) {
  await act(async () => treeNode(title).querySelector<HTMLElement>('.ant-tree-checkbox')?.click());
}

const sentMenuIds = () =>
  [...((sent.at(-1) as { menuIdList: number[] }).menuIdList ?? [])].sort((a, b) => a - b);

describe('RoleModal menu grant tree', () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    await setLocale('en-US');
    spyNotify();
    sent.length = 0;
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint, options: { body?: unknown }) => {
      switch (endpoint.id) {
        case 'organization.menuList':
          return MENUS;
        case 'organization.roleInfo':
          // The server stores the granted pages with their ancestors.
          return { ...ROLE, menuIdList: ['1', '2', '3', '4'] };
        case 'organization.roleSave':
        case 'organization.roleUpdate':
          sent.push(options.body);
          return endpoint.id === 'organization.roleSave' ? { id: '10' } : null;
        default:
          throw new Error(`unexpected call ${endpoint.id}`);
      }
    }) as never);
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('sends the checked entries with their half-checked ancestors', async () => {
    view = await render(withQueryClient(<RoleModal onClose={() => undefined} />));
    await waitFor(() => expect(treeNode('Add staff')).toBeTruthy());
    await typeText('role-name', 'Auditor');
    await toggle('Add staff');
    expect(checkState('Add staff')).toBe('checked');
    expect(checkState('Staff accounts')).toBe('half');
    expect(checkState('Organization')).toBe('half');
    expect(checkState('Settings')).toBe('none');

    await clickTestId('role-save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Auditor', dataScope: 0 });
    // Add staff (checked), Staff accounts and Organization (half-checked); nothing of Settings.
    expect(sentMenuIds()).toEqual([1, 3, 4]);
  });

  it('shows an edited role from its granted leaves and keeps parents half-checked', async () => {
    view = await render(withQueryClient(<RoleModal row={ROLE} onClose={() => undefined} />));
    await waitFor(() => expect(treeNode('Departments')).toBeTruthy());
    expect(checkState('Departments')).toBe('checked');
    expect(checkState('Add staff')).toBe('checked');
    expect(checkState('Reset password')).toBe('none');
    // Granted as an ancestor only: shown half-checked, not as if every child were granted.
    expect(checkState('Staff accounts')).toBe('half');
    expect(checkState('Organization')).toBe('half');

    await toggle('Reset password');
    expect(checkState('Staff accounts')).toBe('checked');
    expect(checkState('Organization')).toBe('checked');
    await toggle('Params');
    await clickTestId('role-save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: 9, name: 'Auditor', dataScope: 1 });
    expect(sentMenuIds()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends an untouched edited grant as the server stored it', async () => {
    view = await render(withQueryClient(<RoleModal row={ROLE} onClose={() => undefined} />));
    await waitFor(() => expect(treeNode('Departments')).toBeTruthy());
    await clickTestId('role-save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentMenuIds()).toEqual([1, 2, 3, 4]);
  });
});
