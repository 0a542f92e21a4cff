import type { Endpoint, organization } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { byTestId, clickTestId, spyNotify, typeText } from '../../../test/dom';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { StaffModal } from './staff-modal';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const DEPTS: organization.DeptNode[] = [
  { id: '10', pid: '0', name: 'Head office', sort: 0, parentName: '', createDate: '', children: [] },
];

const STAFF: organization.Staff = {
  id: '21',
  username: 'li_si',
  realName: 'Li Si',
  email: '',
  mobile: '13800000002',
  gender: 1,
  status: 1,
  deptId: '10',
  deptName: 'Head office',
  roleIdList: [],
  postIdList: [],
  createDate: '2026-11-01T00:00:00.000Z',
};

const sent: { id: string; body: unknown }[] = [];
const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');

describe('StaffModal validation', () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    await setLocale('en-US');
    spyNotify();
    sent.length = 0;
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint, options: { body?: unknown }) => {
      switch (endpoint.id) {
        case 'organization.deptList':
          return DEPTS;
        case 'organization.roleList':
        case 'organization.postList':
          return [];
        case 'organization.staffSave':
        case 'organization.staffUpdate':
          sent.push({ id: endpoint.id, body: options.body });
          return endpoint.id === 'organization.staffSave' ? { id: '22' } : null;
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

  it('refuses what the contract refuses and sends nothing', async () => {
    view = await render(withQueryClient(<StaffModal defaultDeptId="10" onClose={() => undefined} />));
    await typeText('staff-username', '9ab');
    await typeText('staff-password', 'abcdefgh');
    await typeText('staff-mobile', '23800000001');
    await typeText('staff-email', 'someone@');
    await clickTestId('staff-save');
    await waitFor(() => expect(errors().length).toBeGreaterThanOrEqual(5));
    expect(errors()).toEqual(
      expect.arrayContaining([
        'Start with a letter; 4 to 32 letters, digits or underscores',
        '8 to 32 characters with at least one upper-case letter, one lower-case letter and one digit',
        'Real name is required',
        'Enter an 11-digit mobile number starting with 1',
        'Invalid email address',
      ]),
    );
    expect(sent).toEqual([]);
  });

  it('creates an account in the department picked in the tree', async () => {
    view = await render(withQueryClient(<StaffModal defaultDeptId="10" onClose={() => undefined} />));
    await typeText('staff-username', 'zhang_san');
    await typeText('staff-password', 'Abcdef12');
    await typeText('staff-real-name', 'Zhang San');
    await typeText('staff-mobile', '13800000001');
    await clickTestId('staff-save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: 'organization.staffSave',
      body: {
        username: 'zhang_san',
        password: 'Abcdef12',
        realName: 'Zhang San',
        mobile: '13800000001',
        email: '',
        gender: 2,
        status: 1,
        deptId: 10,
        roleIdList: [],
        postIdList: [],
      },
    });
  });

  it('requires a department for a new account', async () => {
    view = await render(withQueryClient(<StaffModal onClose={() => undefined} />));
    await typeText('staff-username', 'zhang_san');
    await typeText('staff-password', 'Abcdef12');
    await typeText('staff-real-name', 'Zhang San');
    await typeText('staff-mobile', '13800000001');
    await clickTestId('staff-save');
    await waitFor(() => expect(errors()).toEqual(['Choose a department']));
    expect(sent).toEqual([]);
  });

  it('edits an account without its username or password', async () => {
    view = await render(withQueryClient(<StaffModal row={STAFF} onClose={() => undefined} />));
    expect(byTestId('staff-username')).toBeNull();
    expect(byTestId('staff-password')).toBeNull();
    await typeText('staff-mobile', '1380000000');
    await clickTestId('staff-save');
    await waitFor(() => expect(errors()).toEqual(['Enter an 11-digit mobile number starting with 1']));
    expect(sent).toEqual([]);

    await typeText('staff-mobile', '13900000009');
    await clickTestId('staff-save');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: 'organization.staffUpdate',
      body: expect.objectContaining({ id: 21, mobile: '13900000009', gender: 1, deptId: 10 }),
    });
  });
});
