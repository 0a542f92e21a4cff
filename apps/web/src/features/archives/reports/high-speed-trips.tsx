import type { HighwayTrip } from '@datamall/contract/vehicle-archive';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, NoRecords, usePrinting } from './parts';
import { type ArchiveLabels, amount, minute, minutesBetween, useArchiveLabels, yuan } from './text';

const sortTrips = (trips: readonly HighwayTrip[]) =>
  [...trips].sort((a, b) => a.entryAt.localeCompare(b.entryAt));

/** Every highway trip, oldest first: stations, times, duration, distance and toll. */
export function TripsTable({ trips, pageSize }: { trips: readonly HighwayTrip[]; pageSize?: number }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const printing = usePrinting();
  if (trips.length === 0) return <NoRecords text={t('report.empty.trips')} testId="archive-trips-empty" />;
  return (
    <Table<HighwayTrip>
      size="small"
      rowKey={(row) => `${row.entryAt}|${row.entryStation}`}
      dataSource={sortTrips(trips)}
      pagination={
        !printing && pageSize && trips.length > pageSize ? { pageSize, showSizeChanger: false } : false
      }
      data-testid="archive-trips-table"
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '#', key: 'no', width: 48, render: (_, __, index) => index + 1 },
        { title: l.field('entryStation'), dataIndex: 'entryStation' },
        { title: l.field('entryAt'), dataIndex: 'entryAt', render: (v: string) => minute(v) },
        { title: l.field('exitStation'), dataIndex: 'exitStation' },
        { title: l.field('exitAt'), dataIndex: 'exitAt', render: (v: string) => minute(v) },
        {
          title: l.field('durationMin'),
          key: 'duration',
          align: 'right',
          render: (_, row) => amount(minutesBetween(row.entryAt, row.exitAt)),
        },
        {
          title: l.field('distanceKm'),
          dataIndex: 'distanceKm',
          align: 'right',
          render: (v: number) => amount(v),
        },
        { title: l.field('tollYuan'), dataIndex: 'tollYuan', align: 'right', render: (v: number) => yuan(v) },
      ]}
    />
  );
}

function tripTooltip(l: ArchiveLabels, trip: HighwayTrip): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    `${esc(trip.entryStation)} → ${esc(trip.exitStation)}`,
    `${minute(trip.entryAt)} – ${minute(trip.exitAt)}`,
    `${l.field('distanceKm')}: ${amount(trip.distanceKm)}`,
    `${l.field('tollYuan')}: ${yuan(trip.tollYuan)}`,
  ].join('<br/>');
}

/** The trips on a time axis: each a point at its entry time, its height the distance, its size the toll. */
export function TripsTimeline({ trips }: { trips: readonly HighwayTrip[] }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const option = useMemo(() => {
    const sorted = sortTrips(trips);
    const maxToll = Math.max(1, ...sorted.map((trip) => trip.tollYuan));
    return {
      ...CHART_BASE,
      grid: { ...CHART_BASE.grid, bottom: 64 },
      tooltip: {
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const trip = sorted[p.dataIndex];
          return trip ? tripTooltip(l, trip) : '';
        },
      },
      xAxis: { type: 'time', boundaryGap: ['4%', '4%'] },
      yAxis: { type: 'value', name: l.field('distanceKm') },
      dataZoom: [{ type: 'slider', bottom: 4, height: 18 }, { type: 'inside' }],
      series: [
        {
          name: t('charts.tripPoint'),
          type: 'scatter',
          data: sorted.map((trip) => [trip.entryAt, trip.distanceKm]),
          symbolSize: (_: unknown, p: { dataIndex: number }) =>
            8 + 16 * Math.sqrt((sorted[p.dataIndex]?.tollYuan ?? 0) / maxToll),
        },
      ],
    };
  }, [trips, l, t]);
  return <LazyReportChart option={option} height={300} testId="archive-chart-trips-timeline" />;
}
