import type { archives } from '@datamall/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render, withQueryClient } from '../../../test/render';
import { groupByVehicle } from './history-by-vehicle';
import { ArchiveHistoryTable } from './history-table';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));

const report = (over: Partial<archives.ArchiveReportSummary>): archives.ArchiveReportSummary => ({
  id: '1',
  query: 'price',
  keyKind: 'vin',
  vin: 'LSVAB218XE2123456',
  plateMasked: '京A***45',
  vehicleName: '2019 Brand Series',
  orderId: '5',
  orderNo: 'O1',
  payment: 'credit',
  amount: '50000',
  sha256: 'c'.repeat(64),
  createdAt: '2026-03-01T08:30:00Z',
  ...over,
});

const ROWS = [
  report({
    id: '3',
    query: 'violationPoints',
    payment: 'pack',
    amount: '0',
    createdAt: '2026-03-03T08:00:00Z',
  }),
  report({ id: '2', query: 'highSpeedVehicle', vin: 'LFV2A21K6A3000001', plateMasked: '' }),
  report({ id: '1' }),
];

const renderTable = (rows: archives.ArchiveReportSummary[], total = rows.length) =>
  render(
    withQueryClient(
      <MemoryRouter>
        <ArchiveHistoryTable
          rows={rows}
          total={total}
          page={1}
          limit={10}
          loading={false}
          onPage={() => {}}
        />
      </MemoryRouter>,
    ),
  );

afterEach(async () => {
  document.body.innerHTML = '';
  await setLocale('zh-CN');
});

describe('ArchiveHistoryTable', () => {
  it('lists the reports in the order given with query, vehicle, charge, payment and actions (en-US)', async () => {
    await setLocale('en-US');
    const view = await renderTable(ROWS, 23);
    const rows = [...view.container.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows).toHaveLength(3);
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
    const [first, second, third] = rows.map(cells);
    expect(first?.[0]).toBe('Violations and penalty points');
    expect(first?.[1]).toContain('LSVAB218XE2123456');
    expect(first?.[1]).toContain('京A***45');
    expect(first?.[3]).toBe('¥0.00');
    expect(first?.[4]).toBe('Count pack');
    expect(second?.[0]).toBe('Highway trips');
    expect(third?.[3]).toBe('¥5.00');
    expect(third?.[4]).toBe('Credit');
    expect(third?.[2]).toBe('2019 Brand Series');
    // Re-opening goes to the report page of the query; the high-speed one has its own.
    expect(view.container.querySelector('[data-testid="history-open-2"]')?.getAttribute('href')).toBe(
      '/archives/highSpeedVehicleQuery-report?id=2',
    );
    expect(view.container.querySelector('[data-testid="history-open-1"]')?.getAttribute('href')).toBe(
      '/archives/vehiclPriceQuery-report?id=1',
    );
    expect(view.container.querySelector('[data-testid="history-pdf-3"]')?.textContent).toContain('PDF');
    expect(view.container.textContent).toContain('23 reports');
    await view.unmount();
  });

  it('says there is nothing yet and leads to the queries (zh-CN)', async () => {
    await setLocale('zh-CN');
    const view = await renderTable([]);
    const empty = view.container.querySelector('[data-testid="archive-history-empty"]');
    expect(empty?.textContent).toContain('还没有查询记录');
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/archives/homePage');
    await view.unmount();
  });
});

describe('groupByVehicle', () => {
  it('puts each VIN once, in the order of its newest report, with all its reports', () => {
    const groups = groupByVehicle(
      [ROWS[0], ROWS[1], ROWS[2]].filter(Boolean) as archives.ArchiveReportSummary[],
    );
    expect(groups.map((g) => g.vin)).toEqual(['LSVAB218XE2123456', 'LFV2A21K6A3000001']);
    expect(groups[0]?.reports.map((r) => r.id)).toEqual(['3', '1']);
    expect(groups[0]?.plates).toEqual(['京A***45']);
    expect(groups[1]?.plates).toEqual([]);
  });
});
