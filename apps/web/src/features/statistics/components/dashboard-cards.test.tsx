import { type Endpoint, endpoints, type statistics } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { MonitorCard } from './monitor-card';
import { UsersCard } from './users-card';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const AT = '2026-04-01T02:00:00.000Z';
const check = { status: 'up' as const, checkedAt: AT, latencyMs: 1.2, detail: '' };
const MONITOR: statistics.MonitorState = {
  database: { ...check, engine: 'postgres', version: 'PostgreSQL 15.20' },
  storage: { ...check, status: 'down', detail: 'EACCES: permission denied', kind: 'local' },
  gateway: null,
  jobs: [{ ...check, status: 'warn', key: 'order-expiry', backlog: 3, oldestDueAt: AT }],
  nodes: {
    ...check,
    status: 'warn',
    online: 1,
    offline: 2,
    byKind: [{ kind: 'data', online: 1, offline: 2 }],
    lastHeartbeatAt: AT,
  },
};

const answer = (by: Map<Endpoint, unknown>) =>
  apiMock.mockImplementation(async (endpoint: Endpoint) => {
    if (!by.has(endpoint)) throw new Error(`unexpected call ${endpoint.path}`);
    const value = by.get(endpoint);
    if (value instanceof Error) throw value;
    return value as never;
  });

const show = (ui: React.ReactNode) => render(withQueryClient(<MemoryRouter>{ui}</MemoryRouter>));
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('dashboard cards', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
  });
  afterEach(async () => setLocale('zh-CN'));

  it('the monitor shows each check with its state, why it failed, and when it ran', async () => {
    answer(new Map([[endpoints.statistics.monitorState, MONITOR]]));
    const view = await show(<MonitorCard />);
    await waitFor(() => expect(byTestId('monitor-database')).not.toBeNull());
    expect(byTestId('monitor-database-status')?.dataset.status).toBe('up');
    expect(byTestId('monitor-database')?.textContent).toContain('PostgreSQL 15.20');
    expect(byTestId('monitor-storage-status')?.textContent).toContain('File storage · Down');
    expect(byTestId('monitor-storage')?.textContent).toContain('EACCES');
    expect(byTestId('monitor-job-order-expiry')?.textContent).toContain('3 overdue');
    expect(byTestId('monitor-nodes-counts')?.textContent).toContain('1 online, 2 offline');
    expect(byTestId('monitor-gateway')).toBeNull();
    expect(byTestId('monitor-card')?.textContent).toContain('Checked 2026-04-01');
    const nodeLink = byTestId('monitor-nodes')?.querySelector('a');
    expect(nodeLink?.getAttribute('href')).toBe('/operate-zqNode-dataNode');
    await view.unmount();
  });

  it('links pending registrations to the approval list on its tab', async () => {
    const zero = { total: 0, active: 0, disabled: 0, pending: 0, rejected: 0 };
    answer(
      new Map([
        [
          endpoints.statistics.userQuantity,
          {
            all: { ...zero, total: 5, pending: 2 },
            byRole: [
              { ...zero, roleType: 0, total: 1, active: 1 },
              { ...zero, roleType: 1, total: 2, active: 2 },
              { ...zero, roleType: 2, total: 0 },
              { ...zero, roleType: 3, total: 2, pending: 2 },
            ],
            newToday: 1,
            newThisMonth: 3,
          },
        ],
      ]),
    );
    const view = await show(<UsersCard />);
    await waitFor(() => expect(byTestId('users-3-pending')?.textContent).toBe('2'));
    expect(byTestId('users-3-pending')?.getAttribute('href')).toBe('/operate-logon-logon?tab=pending');
    expect(byTestId('users-1-pending')?.tagName).toBe('SPAN');
    expect(byTestId('users-new')?.textContent).toBe('5 accounts; 1 new today, 3 this month');
    await view.unmount();
  });

  it('says when the figures could not be loaded and offers a retry', async () => {
    answer(new Map([[endpoints.statistics.userQuantity, new Error('Service error')]]));
    const view = await show(<UsersCard />);
    await waitFor(() => expect(byTestId('users-card')?.textContent).toContain('Could not load the figures'));
    expect(byTestId('users-card')?.textContent).toContain('Service error');
    expect(byTestId('users-card')?.querySelector('button')).not.toBeNull();
    await view.unmount();
  });
});
