import type { ArchiveAnswerOf } from '@datamall/contract/vehicle-archive';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, Figures, Section } from './parts';
import { percent, useArchiveLabels, yuan } from './text';

/** Vehicle price: the guide price, the value year by year (curve and table), value retained, depreciation. */
export function PriceReport({ answer }: { answer: ArchiveAnswerOf<'price'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const option = useMemo(
    () => ({
      ...CHART_BASE,
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => yuan(Number(value)) },
      xAxis: { type: 'category', data: answer.byYear.map((p) => String(p.year)) },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => yuan(value) } },
      series: [
        {
          name: l.field('valueYuan'),
          type: 'line',
          smooth: true,
          areaStyle: { opacity: 0.12 },
          data: answer.byYear.map((p) => p.valueYuan),
          markLine: {
            symbol: 'none',
            lineStyle: { type: 'dashed' },
            label: {
              position: 'insideEndTop',
              formatter: `${l.field('guidePriceYuan')} ${yuan(answer.guidePriceYuan)}`,
            },
            data: [{ yAxis: answer.guidePriceYuan }],
          },
        },
      ],
    }),
    [answer, l],
  );

  return (
    <>
      <Section title={t('report.sections.summary')} testId="archive-price-summary">
        <Figures
          items={[
            { label: l.field('guidePriceYuan'), value: yuan(answer.guidePriceYuan) },
            {
              label: l.field('currentValueYuan'),
              value: yuan(answer.currentValueYuan),
              testId: 'archive-price-current',
            },
            { label: l.field('currentRate'), value: percent(answer.currentRate) },
            { label: l.field('depreciationYuan'), value: yuan(answer.depreciationYuan) },
          ]}
        />
      </Section>
      <Section title={t('charts.priceCurve')}>
        <LazyReportChart option={option} testId="archive-chart-price" />
      </Section>
      <Section title={t('report.sections.priceByYear')}>
        <Table
          size="small"
          pagination={false}
          rowKey="year"
          dataSource={answer.byYear}
          data-testid="archive-price-table"
          columns={[
            { title: l.field('year'), dataIndex: 'year' },
            {
              title: l.field('valueYuan'),
              dataIndex: 'valueYuan',
              align: 'right',
              render: (v: number) => yuan(v),
            },
            { title: l.field('rate'), dataIndex: 'rate', align: 'right', render: (v: number) => percent(v) },
          ]}
        />
      </Section>
    </>
  );
}
