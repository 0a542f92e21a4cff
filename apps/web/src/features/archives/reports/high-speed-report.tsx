import type { ArchiveAnswerOf } from '@datamall/contract/vehicle-archive';
import { Button, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TripsTable } from './high-speed-trips';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, Figures, NoRecords, Section } from './parts';
import { amount, useArchiveLabels, yuan } from './text';

type MonthRow = ArchiveAnswerOf<'highSpeedVehicle'>['byMonth'][number];

/**
 * Highway trips: totals, trips and distance per month (chart and table). A stored report links to its
 * trip-by-trip page (`transportHref`); without one (the example) the trips are listed here.
 */
export function HighSpeedVehicleReport({
  answer,
  transportHref,
}: {
  answer: ArchiveAnswerOf<'highSpeedVehicle'>;
  transportHref?: string;
}) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const option = useMemo(
    () => ({
      ...CHART_BASE,
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: answer.byMonth.map((m) => m.month) },
      yAxis: [
        { type: 'value', name: l.field('trips'), minInterval: 1 },
        { type: 'value', name: l.field('distanceKm') },
      ],
      series: [
        { name: l.field('trips'), type: 'bar', barMaxWidth: 28, data: answer.byMonth.map((m) => m.trips) },
        {
          name: l.field('distanceKm'),
          type: 'line',
          smooth: true,
          yAxisIndex: 1,
          data: answer.byMonth.map((m) => m.distanceKm),
        },
      ],
    }),
    [answer, l],
  );

  return (
    <>
      <Section
        title={t('report.sections.summary')}
        extra={
          transportHref ? (
            <Link to={transportHref} className="archive-no-print" data-testid="archive-transport-link">
              <Button type="link" size="small">
                {t('report.highSpeed.transportLink')}
              </Button>
            </Link>
          ) : null
        }
      >
        <Figures
          items={[
            { label: l.field('trips'), value: answer.totals.trips, testId: 'archive-highspeed-trips' },
            { label: l.field('distanceKm'), value: amount(answer.totals.distanceKm) },
            {
              label: l.field('tollYuan'),
              value: yuan(answer.totals.tollYuan),
              testId: 'archive-highspeed-toll',
            },
            { label: t('report.highSpeed.months'), value: answer.byMonth.length },
          ]}
        />
      </Section>
      <Section title={t('charts.tripsByMonth')}>
        {answer.byMonth.length === 0 ? (
          <NoRecords text={t('report.empty.trips')} />
        ) : (
          <LazyReportChart option={option} testId="archive-chart-trips" />
        )}
      </Section>
      {answer.byMonth.length > 0 ? (
        <Section title={t('report.sections.byMonth')}>
          <Table<MonthRow>
            size="small"
            pagination={false}
            rowKey="month"
            dataSource={answer.byMonth}
            data-testid="archive-highspeed-months"
            columns={[
              { title: l.field('month'), dataIndex: 'month' },
              { title: l.field('trips'), dataIndex: 'trips', align: 'right' },
              {
                title: l.field('distanceKm'),
                dataIndex: 'distanceKm',
                align: 'right',
                render: (v: number) => amount(v),
              },
              {
                title: l.field('tollYuan'),
                dataIndex: 'tollYuan',
                align: 'right',
                render: (v: number) => yuan(v),
              },
            ]}
          />
        </Section>
      ) : null}
      {transportHref ? null : (
        <Section title={t('report.sections.trips')}>
          <TripsTable trips={answer.trips} pageSize={20} />
        </Section>
      )}
    </>
  );
}
