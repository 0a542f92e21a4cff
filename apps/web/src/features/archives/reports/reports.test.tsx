import { type Endpoint, endpoints } from '@datamall/contract';
import { ARCHIVE_QUERY_TITLES, type ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { FIXTURES } from './__fixtures__';
import { ReportFrame } from './report-frame';
import { ExampleReport, HighSpeedTransport, StoredReport } from './report-pages';
import { ReportView } from './report-view';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
// ECharts needs a canvas: the chart shows the names and values of its series instead.
vi.mock('./lazy-chart', () => ({
  loadReportChart: async () => undefined,
  LazyReportChart: ({
    option,
    testId,
  }: {
    option: { series: { name: string; data: unknown[] }[] };
    testId?: string;
  }) => (
    <div data-testid={testId}>
      {option.series.map((s) => `${s.name}=${JSON.stringify(s.data)}`).join(';')}
    </div>
  ),
}));
const apiMock = vi.mocked(api);

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const text = () => document.body.textContent ?? '';
const rowsOf = (id: string) => [...(byTestId(id)?.querySelectorAll('tbody tr.ant-table-row') ?? [])];

async function show<Q extends ArchiveQueryName>(query: Q) {
  const answer = FIXTURES[query];
  return render(
    <MemoryRouter>
      <ReportFrame query={query} answer={answer}>
        <ReportView query={query} answer={answer} />
      </ReportFrame>
    </MemoryRouter>,
  );
}

const SUMMARY = {
  id: '41',
  keyKind: 'vin' as const,
  vin: FIXTURES.violationPoints.vin,
  plateMasked: FIXTURES.violationPoints.plateMasked,
  vehicleName: 'x',
  orderId: '900',
  orderNo: 'O2026110100001',
  payment: 'credit' as const,
  amount: '50000',
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-01T02:03:04.000Z',
};

describe('archive reports', () => {
  let unmount: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
  });
  afterEach(async () => {
    await unmount?.();
    unmount = undefined;
    await setLocale('zh-CN');
  });

  it('frames every report with its title, the vehicle and the SYNTHETIC notice', async () => {
    for (const query of Object.keys(FIXTURES) as ArchiveQueryName[]) {
      const view = await show(query);
      expect(byTestId('archive-report-title')?.textContent).toBe(ARCHIVE_QUERY_TITLES[query]['en-US']);
      expect(byTestId('archive-synthetic-notice')?.textContent).toContain('SYNTHETIC');
      expect(byTestId('archive-report-vehicle')?.textContent).toContain(FIXTURES[query].vin);
      expect(byTestId('archive-report-vehicle')?.textContent).toContain(FIXTURES[query].vehicle.modelName);
      // Nothing of the stored report's record without one.
      expect(byTestId('archive-report-pdf')).toBeNull();
      await view.unmount();
    }
  });

  it('price: figures, the curve by year and the table', async () => {
    unmount = (await show('price')).unmount;
    const a = FIXTURES.price;
    expect(byTestId('archive-price-current')?.textContent).toBe(
      `¥${a.currentValueYuan.toLocaleString('en-US')}`,
    );
    expect(byTestId('archive-chart-price')?.textContent).toBe(
      `Value (yuan)=${JSON.stringify(a.byYear.map((p) => p.valueYuan))}`,
    );
    const rows = rowsOf('archive-price-table');
    expect(rows).toHaveLength(a.byYear.length);
    expect(rows[1]?.textContent).toBe(
      `${a.byYear[1]?.year}¥${a.byYear[1]?.valueYuan.toLocaleString('en-US')}${((a.byYear[1]?.rate ?? 0) * 100).toFixed(1)}%`,
    );
  });

  it('maintenance: count and a timeline newest first', async () => {
    unmount = (await show('maintenance')).unmount;
    const a = FIXTURES.maintenance;
    expect(byTestId('archive-maintenance-count')?.textContent).toBe(String(a.count));
    const records = document.querySelectorAll('[data-testid="archive-maintenance-record"]');
    expect(records).toHaveLength(a.records.length);
    const newest = [...a.records].sort((x, y) => y.date.localeCompare(x.date))[0]!;
    expect(records[0]?.textContent).toContain(newest.date);
    expect(records[0]?.textContent).toContain(newest.shop);
    expect(records[0]?.textContent).toContain(newest.items[0]);
  });

  it('parameters: model, enum labels and the battery of a plug-in hybrid', async () => {
    unmount = (await show('parameterConfiguration')).unmount;
    const table = byTestId('archive-parameters')?.textContent ?? '';
    expect(table).toContain('Plug-in hybrid');
    expect(table).toContain(FIXTURES.parameterConfiguration.model.modelName);
    expect(byTestId('archive-parameters-battery')?.textContent).toContain('CLTC range (km)');
  });

  it('annual inspection: failures, next due and each inspection with its result', async () => {
    unmount = (await show('annualInspection')).unmount;
    const a = FIXTURES.annualInspection;
    expect(byTestId('archive-inspection-failures')?.textContent).toBe(String(a.failures));
    expect(byTestId('archive-inspection-next')?.textContent).toBe(a.nextDue);
    const rows = rowsOf('archive-inspection-table');
    expect(rows).toHaveLength(a.count);
    const repaired = rows.find((row) => row.textContent?.includes('Passed after repair'));
    expect(repaired?.querySelector('[data-result="pass-after-repair"]')).not.toBeNull();
  });

  it('violations: totals, points and fines by year, and the unhandled ones marked', async () => {
    unmount = (await show('violationPoints')).unmount;
    const a = FIXTURES.violationPoints;
    expect(byTestId('archive-violation-points')?.textContent).toBe(String(a.totals.points));
    expect(byTestId('archive-chart-violations')?.textContent).toBe(
      `Points=${JSON.stringify(a.byYear.map((y) => y.points))};Fine (yuan)=${JSON.stringify(a.byYear.map((y) => y.fineYuan))}`,
    );
    const rows = rowsOf('archive-violation-table');
    expect(rows).toHaveLength(a.violations.length);
    expect(rows.filter((row) => row.textContent?.includes('Not handled'))).toHaveLength(a.totals.unhandled);
  });

  it('compulsory insurance: status, days remaining, history and the gap', async () => {
    unmount = (await show('compulsoryInsurance')).unmount;
    const a = FIXTURES.compulsoryInsurance;
    expect(byTestId('archive-compulsory-status')?.textContent).toBe('In force');
    expect(byTestId('archive-compulsory-days')?.textContent).toBe(`${a.daysRemaining} days`);
    expect(text()).toContain(`The compulsory insurance ends in ${a.daysRemaining} days`);
    expect(rowsOf('archive-compulsory-history')).toHaveLength(a.history.length);
    const gap = a.gaps[0]!;
    expect(byTestId('archive-compulsory-gaps')?.textContent).toContain(
      `1 gap in cover, ${gap.days} days in all`,
    );
    expect(byTestId('archive-compulsory-gaps')?.textContent).toContain(gap.from);
  });

  it('commercial insurance: policies, losses and the losses by type', async () => {
    unmount = (await show('commercialInsuranceLoss')).unmount;
    const a = FIXTURES.commercialInsuranceLoss;
    expect(byTestId('archive-loss-count')?.textContent).toBe(String(a.totals.count));
    expect(rowsOf('archive-commercial-periods')[0]?.textContent).toContain(a.periods[0]?.coverages[0]);
    const losses = rowsOf('archive-commercial-losses');
    expect(losses).toHaveLength(a.losses.length);
    expect(losses.some((row) => row.textContent?.includes('Collision'))).toBe(true);
    const counts = (['collision', 'theft', 'glass', 'water', 'other'] as const).map(
      (k) => a.totals.byType[k].count,
    );
    expect(byTestId('archive-chart-losses')?.textContent).toContain(`Losses=${JSON.stringify(counts)}`);
  });

  it('high-speed: totals, trips per month, and the trips themselves without a transport page', async () => {
    unmount = (await show('highSpeedVehicle')).unmount;
    const a = FIXTURES.highSpeedVehicle;
    expect(byTestId('archive-highspeed-trips')?.textContent).toBe(String(a.totals.trips));
    expect(byTestId('archive-chart-trips')?.textContent).toContain(
      `Trips=${JSON.stringify(a.byMonth.map((m) => m.trips))}`,
    );
    expect(rowsOf('archive-highspeed-months')).toHaveLength(a.byMonth.length);
    expect(rowsOf('archive-trips-table')).toHaveLength(a.trips.length);
    expect(byTestId('archive-transport-link')).toBeNull();
  });

  it('new energy: battery, charging by month, battery health', async () => {
    unmount = (await show('newEnergy')).unmount;
    const a = FIXTURES.newEnergy;
    expect(byTestId('archive-battery')?.textContent).toContain('Nickel cobalt manganese (NCM)');
    expect(byTestId('archive-charging-sessions')?.textContent).toBe(String(a.charging.sessions));
    expect(byTestId('archive-chart-charging')?.textContent).toContain(
      `Charging sessions=${JSON.stringify(a.charging.byMonth.map((m) => m.sessions))}`,
    );
    expect(byTestId('archive-chart-soh')?.textContent).toBe(
      `Battery health (SOH)=${JSON.stringify(a.health.records.map((r) => r.sohPercent))}`,
    );
    expect(byTestId('archive-soh-latest')?.textContent).toBe(`${a.health.latestSohPercent}%`);
    // Ten sessions a page, newest first.
    expect(a.charging.records.length).toBeGreaterThan(10);
    expect(rowsOf('archive-charging-table')).toHaveLength(10);
    // Printed, the table shows every session.
    await act(async () => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(rowsOf('archive-charging-table')).toHaveLength(a.charging.records.length);
    await act(async () => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(rowsOf('archive-charging-table')).toHaveLength(10);
  });

  it('zh-CN: the labels come from the contract in Chinese', async () => {
    await setLocale('zh-CN');
    unmount = (await show('annualInspection')).unmount;
    expect(byTestId('archive-report-title')?.textContent).toBe('车辆年检记录查询');
    expect(text()).toContain('复检合格');
    expect(text()).toContain('下次年检到期');
    expect(byTestId('archive-synthetic-notice')?.textContent).toContain('合成数据');
  });
});

describe('stored reports', () => {
  let unmount: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
  });
  afterEach(async () => {
    await unmount?.();
    unmount = undefined;
    await setLocale('zh-CN');
  });
  const answer = (by: Map<Endpoint, unknown>) =>
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (!by.has(endpoint)) throw new Error(`unexpected call ${endpoint.path}`);
      const value = by.get(endpoint);
      if (value instanceof Error) throw value;
      return value as never;
    });
  const mount = async (ui: React.ReactNode) => {
    unmount = (await render(withQueryClient(<MemoryRouter>{ui}</MemoryRouter>))).unmount;
  };

  it('shows the record of the report: id, time, charge, SHA-256 and the evidence of its order', async () => {
    answer(
      new Map([
        [
          endpoints.archives.archiveReport,
          { ...SUMMARY, query: 'violationPoints', answer: FIXTURES.violationPoints },
        ],
      ]),
    );
    await mount(<StoredReport id="41" expected="violationPoints" />);
    await waitFor(() => expect(byTestId('archive-report-id')?.textContent).toBe('41'));
    expect(apiMock).toHaveBeenCalledWith(
      endpoints.archives.archiveReport,
      expect.objectContaining({ query: { id: '41' } }),
    );
    expect(byTestId('archive-report-amount')?.textContent).toBe('¥5.00 from the credit limit');
    expect(byTestId('archive-report-sha256')?.textContent).toBe('a'.repeat(64));
    expect(byTestId('archive-report-evidence')?.getAttribute('href')).toBe('/order-customerInfo?id=900');
    expect(byTestId('archive-report-print')).not.toBeNull();
    expect(byTestId('archive-report-pdf')).not.toBeNull();
    expect(rowsOf('archive-violation-table')).toHaveLength(FIXTURES.violationPoints.violations.length);
  });

  it('a report paid from a pack says so; a high-speed report links to its trips', async () => {
    answer(
      new Map([
        [
          endpoints.archives.archiveReport,
          {
            ...SUMMARY,
            payment: 'pack',
            amount: '0',
            query: 'highSpeedVehicle',
            answer: FIXTURES.highSpeedVehicle,
          },
        ],
      ]),
    );
    await mount(<StoredReport id="41" expected="highSpeedVehicle" />);
    await waitFor(() =>
      expect(byTestId('archive-report-amount')?.textContent).toBe('1 query from a count pack'),
    );
    expect(byTestId('archive-transport-link')?.getAttribute('href')).toBe(
      '/archives/highSpeedVehicleQuery-report-transport?id=41',
    );
    expect(byTestId('archive-trips-table')).toBeNull();
  });

  it('not found: an unknown id, a report of another query, or no id', async () => {
    answer(new Map([[endpoints.archives.archiveReport, new ApiError(404, 'not found', false)]]));
    await mount(<StoredReport id="7" expected="price" />);
    await waitFor(() => expect(byTestId('archive-report-missing')).not.toBeNull());
    await unmount?.();

    answer(
      new Map([[endpoints.archives.archiveReport, { ...SUMMARY, query: 'price', answer: FIXTURES.price }]]),
    );
    await mount(<StoredReport id="41" expected="maintenance" />);
    await waitFor(() => expect(byTestId('archive-report-missing')).not.toBeNull());
    await unmount?.();

    apiMock.mockReset();
    await mount(<StoredReport id={undefined} />);
    expect(byTestId('archive-report-missing')).not.toBeNull();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('a failed load says why and retries', async () => {
    answer(new Map([[endpoints.archives.archiveReport, new ApiError(-1, 'Network down', false)]]));
    await mount(<StoredReport id="41" />);
    await waitFor(() => expect(byTestId('archive-report-error')?.textContent).toContain('Network down'));
    answer(
      new Map([[endpoints.archives.archiveReport, { ...SUMMARY, query: 'price', answer: FIXTURES.price }]]),
    );
    byTestId('archive-report-error')?.querySelector('button')?.click();
    await waitFor(() => expect(byTestId('archive-price-table')).not.toBeNull());
  });

  it('the transport page lists every trip with its stations and a timeline', async () => {
    answer(
      new Map([
        [
          endpoints.archives.archiveReport,
          { ...SUMMARY, query: 'highSpeedVehicle', answer: FIXTURES.highSpeedVehicle },
        ],
      ]),
    );
    await mount(<HighSpeedTransport id="41" />);
    await waitFor(() => expect(byTestId('archive-trips-table')).not.toBeNull());
    const trips = FIXTURES.highSpeedVehicle.trips;
    const rows = rowsOf('archive-trips-table');
    expect(rows).toHaveLength(trips.length);
    const first = [...trips].sort((a, b) => a.entryAt.localeCompare(b.entryAt))[0]!;
    expect(rows[0]?.textContent).toContain(first.entryStation);
    expect(rows[0]?.textContent).toContain(first.exitStation);
    expect(byTestId('archive-chart-trips-timeline')?.textContent).toContain(
      JSON.stringify([first.entryAt, first.distanceKm]),
    );
    expect(byTestId('archive-report-title')?.textContent).toContain('Trip records');
  });

  it('the example is marked EXAMPLE, has no record or buttons, and lists its trips', async () => {
    answer(new Map([[endpoints.archives.archiveExample, { answer: FIXTURES.highSpeedVehicle }]]));
    await mount(<ExampleReport query="highSpeedVehicle" />);
    await waitFor(() => expect(byTestId('archive-example-tag')?.textContent).toBe('EXAMPLE'));
    expect(apiMock).toHaveBeenCalledWith(
      endpoints.archives.archiveExample,
      expect.objectContaining({ query: { query: 'highSpeedVehicle' } }),
    );
    expect(byTestId('archive-example-notice')).not.toBeNull();
    expect(byTestId('archive-example-query')?.getAttribute('href')).toBe('/archives/highSpeedVehicleQuery');
    expect(byTestId('archive-report-pdf')).toBeNull();
    expect(byTestId('archive-report-id')).toBeNull();
    expect(rowsOf('archive-trips-table')).toHaveLength(FIXTURES.highSpeedVehicle.trips.length);
  });
});
