import type { ArchiveAnswerOf, Violation } from '@datamall/contract/vehicle-archive';
import { Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, Figures, NoRecords, Section } from './parts';
import { useArchiveLabels, yuan } from './text';

/** Violations and points: totals, points and fines by year (chart), every violation. */
export function ViolationPointsReport({ answer }: { answer: ArchiveAnswerOf<'violationPoints'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const violations = [...answer.violations].sort((a, b) => b.date.localeCompare(a.date));
  const option = useMemo(
    () => ({
      ...CHART_BASE,
      grid: { ...CHART_BASE.grid, right: 16 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: answer.byYear.map((y) => String(y.year)) },
      yAxis: [
        { type: 'value', name: l.field('points'), minInterval: 1 },
        { type: 'value', name: l.field('fineYuan'), axisLabel: { formatter: (v: number) => yuan(v) } },
      ],
      series: [
        {
          name: l.field('points'),
          type: 'bar',
          barMaxWidth: 28,
          data: answer.byYear.map((y) => y.points),
        },
        {
          name: l.field('fineYuan'),
          type: 'bar',
          barMaxWidth: 28,
          yAxisIndex: 1,
          data: answer.byYear.map((y) => y.fineYuan),
          tooltip: { valueFormatter: (v: unknown) => yuan(Number(v)) },
        },
      ],
    }),
    [answer, l],
  );

  return (
    <>
      <Section title={t('report.sections.summary')}>
        <Figures
          items={[
            {
              label: l.field('violationCount'),
              value: answer.totals.count,
              testId: 'archive-violation-count',
            },
            { label: l.field('points'), value: answer.totals.points, testId: 'archive-violation-points' },
            { label: l.field('fineYuan'), value: yuan(answer.totals.fineYuan) },
            { label: l.field('currentYearPoints'), value: answer.currentYearPoints },
            { label: l.field('unhandled'), value: answer.totals.unhandled },
            { label: l.field('unhandledFineYuan'), value: yuan(answer.totals.unhandledFineYuan) },
          ]}
        />
      </Section>
      {answer.byYear.length > 0 ? (
        <Section title={t('charts.violationsByYear')}>
          <LazyReportChart option={option} testId="archive-chart-violations" />
        </Section>
      ) : null}
      <Section title={t('report.sections.violations')}>
        {violations.length === 0 ? (
          <NoRecords text={t('report.empty.violations')} testId="archive-violations-empty" />
        ) : (
          <Table<Violation>
            size="small"
            pagination={false}
            rowKey={(row) => `${row.date}|${row.code}|${row.city}`}
            dataSource={violations}
            data-testid="archive-violation-table"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: l.field('date'), dataIndex: 'date', width: 110 },
              { title: l.field('city'), dataIndex: 'city' },
              { title: l.field('code'), dataIndex: 'code' },
              { title: l.field('description'), dataIndex: 'description' },
              { title: l.field('points'), dataIndex: 'points', align: 'right' },
              {
                title: l.field('fineYuan'),
                dataIndex: 'fineYuan',
                align: 'right',
                render: (v: number) => yuan(v),
              },
              {
                title: l.field('handled'),
                dataIndex: 'handled',
                render: (v: boolean) => <Tag color={v ? 'default' : 'red'}>{l.handled(v)}</Tag>,
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}
