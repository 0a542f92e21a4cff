import type { appRuns, Endpoint } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { RunPanel } from './run-panel';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const OUTPUT_COLUMNS: appRuns.AppColumn[] = [
  { name: 'region', type: 'text' },
  { name: 'total', type: 'number' },
  { name: 'avg_amount', type: 'number' },
  { name: 'n', type: 'integer' },
];

/** A finished SQL run over a 60-row input table: an aggregate of 3 rows, avg() with 16 decimals. */
const finishedRun = (result: 0 | 1, withTypes = true): appRuns.RunDetail => ({
  id: '5',
  orderId: '12',
  operationType: 2,
  result,
  failure: result === 1 ? null : 'sql_error',
  failureDetail: '',
  progress: 100,
  rowsRead: 60,
  rowsWritten: result === 1 ? 3 : 0,
  outputLocation: 'summary (public.summary)',
  startDate: '2026-11-28T12:00:00.000Z',
  finishDate: '2026-11-28T12:00:02.000Z',
  createDate: '2026-11-28T12:00:00.000Z',
  log: [],
  preview: {
    columns: OUTPUT_COLUMNS.map((c) => c.name),
    ...(withTypes ? { types: OUTPUT_COLUMNS.map((c) => c.type) } : {}),
    rows: [
      ['华东', '1200.00', '8.2500000000000000', '24'],
      ['华南', '42.00', '0.30000000000000004', '1'],
      ['华北', '8.25', '14.5000000000000000', '35'],
    ],
  },
});

const stateOf = (run: appRuns.RunDetail | null): appRuns.OrderRunState => ({
  orderId: '12',
  orderNo: '2026112900000012',
  itemId: '4',
  itemName: '销售区域汇总分析',
  definition: {
    itemId: '4',
    jobKind: 'sql',
    inputs: [{ name: 'sales', description: '', columns: [{ name: 'region', type: 'text' }] }],
    output: { kind: 'table', columns: OUTPUT_COLUMNS },
    updateDate: '2026-11-01T00:00:00.000Z',
  },
  inputs: [{ name: 'sales', tableId: '3', tableName: 'sales' }],
  output: { kind: 'table', tableId: '4', tableName: 'summary' },
  ready: true,
  latestRun: run,
});

async function show(run: appRuns.RunDetail | null) {
  apiMock.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.id === 'appRuns.run') return stateOf(run) as never;
    if (endpoint.id === 'appRuns.runPage')
      return { list: run ? [run, { ...run, id: '4' }] : [], total: 2 } as never;
    return null as never;
  });
  const view = await render(
    withQueryClient(
      <MemoryRouter>
        <RunPanel orderId="12" />
      </MemoryRouter>,
    ),
  );
  await waitFor(() => expect(document.querySelector('[data-testid="run-panel"]')).not.toBeNull());
  return view;
}

const el = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const cells = (row: number) =>
  [...(el('run-preview')?.querySelectorAll('tbody tr.ant-table-row')[row]?.querySelectorAll('td') ?? [])].map(
    (td) => td.textContent,
  );

describe('RunPanel: a finished run', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a successful run as 成功 (positive), with no red 已停机 tag', async () => {
    const view = await show(finishedRun(1));
    const status = el('run-operation-type');
    expect(status?.getAttribute('data-value')).toBe('2');
    expect(el('run-result')?.textContent).toBe('成功');
    expect(el('run-result')?.getAttribute('data-tone')).toBe('positive');
    expect(el('run-panel')?.textContent).not.toContain('已停机');
    expect(el('run-panel')?.querySelector('[data-tone="error"]')).toBeNull();
    await view.unmount();
  });

  it('shows a failed run as 失败 in the error group', async () => {
    const view = await show(finishedRun(0));
    expect(el('run-result')?.textContent).toBe('失败');
    expect(el('run-result')?.getAttribute('data-tone')).toBe('error');
    expect(el('run-panel')?.textContent).not.toContain('已停机');
    await view.unmount();
  });

  it('says how many rows were read from the input, not how many the output has', async () => {
    const view = await show(finishedRun(1));
    expect(el('run-rows')?.textContent).toBe('读取 60 行，写入 3 行');
    await view.unmount();
  });

  it('formats the preview by the column types: integers whole, numbers to at most 4 decimals', async () => {
    const view = await show(finishedRun(1));
    expect(cells(0)).toEqual(['华东', '1,200.00', '8.2500', '24']);
    expect(cells(1)).toEqual(['华南', '42.00', '0.3000', '1']);
    expect(cells(2)).toEqual(['华北', '8.25', '14.5000', '35']);
    expect(el('run-preview')?.textContent).not.toContain('0.30000000000000004');
    await view.unmount();
  });

  it('formats the preview of a run recorded without its types by the application’s declaration', async () => {
    const view = await show(finishedRun(1, false));
    expect(cells(1)).toEqual(['华南', '42.00', '0.3000', '1']);
    await view.unmount();
  });
});
