import type { Endpoint, grantData } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { ExportJobs, SyncList } from './grant-exports';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const job = (over: Partial<grantData.ExportJob>): grantData.ExportJob => ({
  id: '1',
  grantId: '4',
  tableId: '11',
  tableName: 'plant.meters',
  syncId: null,
  targetKind: 'storage',
  format: 'csv',
  location: 'exports/high.csv',
  filters: [{ column: 'kwh', op: 'gte', value: '75' }],
  state: 'succeeded',
  progress: 100,
  rows: 1234,
  sha256: 'ab'.repeat(32),
  failure: null,
  failureDetail: '',
  evidenceSeq: '17',
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: '2026-11-28T01:00:02.000Z',
  ...over,
});

const rowsOf = (testId: string) =>
  [...document.querySelectorAll(`[data-testid="${testId}"] tr.ant-table-row`)].map(
    (r) => r.textContent ?? '',
  );

describe('exports and syncs of a grant', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists exports with their state, progress, rows, SHA-256 and ledger entry, and why one stopped', async () => {
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id !== 'grantData.exportJobs') return null as never;
      return {
        total: 3,
        list: [
          job({ id: '3', state: 'running', progress: 40, rows: 400, sha256: null, evidenceSeq: null }),
          job({
            id: '2',
            state: 'stopped',
            failure: 'grantNotInForce',
            sha256: null,
            evidenceSeq: null,
            rows: 0,
          }),
          job({
            id: '1',
            targetKind: 'table',
            format: null,
            location: '电表副本 (dst.meters_copy)',
            syncId: '5',
          }),
        ],
      } as never;
    });
    const view = await render(withQueryClient(<ExportJobs grantId="4" />));
    await waitFor(() => expect(rowsOf('export-jobs')).toHaveLength(3), 10_000);
    const [running, stopped, done] = rowsOf('export-jobs');
    expect(running).toContain('导出中');
    expect(running).toContain('40%');
    expect(stopped).toContain('已停止');
    expect(done).toContain('成功');
    expect(done).toContain('1,234');
    expect(done).toContain('abababababab…');
    expect(done).toContain('存证 #17');
    expect(done).toContain('定时同步');
    expect(done).toContain('kwh 大于等于 75');
    await view.unmount();
  });

  it('shows a sync of a grant no longer in force as ended, and offers no new sync', async () => {
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id !== 'grantData.syncs') return null as never;
      return [
        {
          id: '5',
          grantId: '4',
          tableId: '11',
          tableName: 'plant.meters',
          targetTableId: '8',
          targetTableName: '电表副本',
          filters: [],
          frequency: 'hourly',
          nextRunAt: null,
          lastRun: job({ syncId: '5', rows: 99 }),
          createdAt: '2026-11-28T01:00:00.000Z',
        },
      ] as never;
    });
    const view = await render(
      withQueryClient(<SyncList grantId="4" tables={[]} current={null} inForce={false} />),
    );
    await waitFor(() => expect(rowsOf('sync-list')).toHaveLength(1));
    const [row] = rowsOf('sync-list');
    expect(row).toContain('每小时');
    expect(row).toContain('全部行');
    expect(row).toContain('已结束');
    expect(row).toContain('99');
    expect(document.querySelector('[data-testid="sync-new"]')).toBeNull();
    await view.unmount();
  });
});
