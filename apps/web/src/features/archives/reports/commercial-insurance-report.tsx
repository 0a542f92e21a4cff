import type {
  ArchiveAnswerOf,
  CommercialInsuranceLossReport as Body,
  LossType,
} from '@datamall/contract/vehicle-archive';
import { Space, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, Figures, NoRecords, Section } from './parts';
import { percent, useArchiveLabels, yuan } from './text';

const LOSS_TYPES: LossType[] = ['collision', 'theft', 'glass', 'water', 'other'];

/** Commercial insurance: the policies with coverages and premiums, every loss, and the losses by type. */
export function CommercialInsuranceLossReport({
  answer,
}: {
  answer: ArchiveAnswerOf<'commercialInsuranceLoss'>;
}) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const periods = [...answer.periods].sort((a, b) => b.start.localeCompare(a.start));
  const losses = [...answer.losses].sort((a, b) => b.date.localeCompare(a.date));
  const option = useMemo(
    () => ({
      ...CHART_BASE,
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: LOSS_TYPES.map((type) => l.lossType(type)) },
      yAxis: [
        { type: 'value', name: l.field('lossCount'), minInterval: 1 },
        { type: 'value', name: l.field('amountYuan'), axisLabel: { formatter: (v: number) => yuan(v) } },
      ],
      series: [
        {
          name: l.field('lossCount'),
          type: 'bar',
          barMaxWidth: 28,
          data: LOSS_TYPES.map((type) => answer.totals.byType[type].count),
        },
        {
          name: l.field('amountYuan'),
          type: 'bar',
          barMaxWidth: 28,
          yAxisIndex: 1,
          data: LOSS_TYPES.map((type) => answer.totals.byType[type].amountYuan),
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
            { label: l.field('lossCount'), value: answer.totals.count, testId: 'archive-loss-count' },
            { label: l.field('lossAmountYuan'), value: yuan(answer.totals.amountYuan) },
            { label: l.field('atFaultCount'), value: answer.totals.atFaultCount },
            { label: l.field('history'), value: answer.periods.length },
          ]}
        />
      </Section>
      <Section title={t('report.sections.policies')}>
        {periods.length === 0 ? (
          <NoRecords text={t('report.empty.policies')} />
        ) : (
          <Table<Body['periods'][number]>
            size="small"
            pagination={false}
            rowKey="policyNo"
            dataSource={periods}
            data-testid="archive-commercial-periods"
            columns={[
              { title: l.field('policyNo'), dataIndex: 'policyNo' },
              { title: l.field('insurer'), dataIndex: 'insurer' },
              { title: l.field('start'), dataIndex: 'start' },
              { title: l.field('end'), dataIndex: 'end' },
              {
                title: l.field('coverages'),
                dataIndex: 'coverages',
                render: (coverages: string[]) => (
                  <Space size={[0, 4]} wrap>
                    {coverages.map((c) => (
                      <Tag key={c}>{c}</Tag>
                    ))}
                  </Space>
                ),
              },
              {
                title: l.field('premiumYuan'),
                dataIndex: 'premiumYuan',
                align: 'right',
                render: (v: number) => yuan(v),
              },
              { title: l.field('lossCount'), dataIndex: 'lossCount', align: 'right' },
              {
                title: l.field('lossAmountYuan'),
                dataIndex: 'lossAmountYuan',
                align: 'right',
                render: (v: number) => yuan(v),
              },
            ]}
          />
        )}
      </Section>
      {answer.totals.count > 0 ? (
        <Section title={t('charts.lossesByType')}>
          <LazyReportChart option={option} testId="archive-chart-losses" />
        </Section>
      ) : null}
      <Section title={l.field('losses')}>
        {losses.length === 0 ? (
          <NoRecords text={t('report.empty.losses')} testId="archive-losses-empty" />
        ) : (
          <Table<Body['losses'][number]>
            size="small"
            pagination={false}
            rowKey={(row) => `${row.policyNo}|${row.date}|${row.type}|${row.amountYuan}`}
            dataSource={losses}
            data-testid="archive-commercial-losses"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: l.field('date'), dataIndex: 'date', width: 110 },
              { title: l.field('lossType'), dataIndex: 'type', render: (v: LossType) => l.lossType(v) },
              {
                title: l.field('amountYuan'),
                dataIndex: 'amountYuan',
                align: 'right',
                render: (v: number) => yuan(v),
              },
              {
                title: l.field('atFaultShare'),
                dataIndex: 'atFaultShare',
                align: 'right',
                render: (v: number) => percent(v, 0),
              },
              { title: l.field('policyNo'), dataIndex: 'policyNo' },
              { title: l.field('insurer'), dataIndex: 'insurer' },
            ]}
          />
        )}
      </Section>
    </>
  );
}
