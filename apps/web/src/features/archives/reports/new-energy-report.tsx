import type { ArchiveAnswerOf, ChargingRecord } from '@datamall/contract/vehicle-archive';
import { Descriptions, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyReportChart } from './lazy-chart';
import { CHART_BASE, Figures, NoRecords, Section, usePrinting } from './parts';
import { amount, minute, percent, useArchiveLabels } from './text';

/** A new-energy vehicle: its battery, charging (by month and each session) and battery health over time. */
export function NewEnergyReport({ answer }: { answer: ArchiveAnswerOf<'newEnergy'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const printing = usePrinting();
  const { battery, charging, health } = answer;
  const records = [...charging.records].sort((a, b) => b.start.localeCompare(a.start));
  const kwh = (value: number | null) => (value === null ? '-' : `${amount(value)} kWh`);

  const chargingOption = useMemo(
    () => ({
      ...CHART_BASE,
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: charging.byMonth.map((m) => m.month) },
      yAxis: [
        { type: 'value', name: l.field('sessions'), minInterval: 1 },
        { type: 'value', name: 'kWh' },
      ],
      series: [
        {
          name: l.field('sessions'),
          type: 'bar',
          barMaxWidth: 28,
          data: charging.byMonth.map((m) => m.sessions),
        },
        {
          name: l.field('kWh'),
          type: 'line',
          smooth: true,
          yAxisIndex: 1,
          data: charging.byMonth.map((m) => m.kWh),
        },
      ],
    }),
    [charging, l],
  );
  const healthOption = useMemo(() => {
    const values = health.records.map((r) => r.sohPercent);
    return {
      ...CHART_BASE,
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v}%` },
      xAxis: { type: 'category', data: health.records.map((r) => r.date) },
      yAxis: {
        type: 'value',
        min: Math.max(0, Math.floor(Math.min(100, ...values) - 5)),
        max: 100,
        axisLabel: { formatter: '{value}%' },
      },
      series: [
        { name: l.field('sohPercent'), type: 'line', data: values, label: { show: true, formatter: '{c}%' } },
      ],
    };
  }, [health, l]);

  return (
    <>
      <Section title={l.field('battery')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, md: 4, lg: 4, xl: 4, xxl: 4 }}
          data-testid="archive-battery"
          items={[
            { key: 'fuel', label: l.field('fuel'), children: l.fuel(answer.fuel) },
            { key: 'type', label: l.field('batteryType'), children: l.batteryType(battery.type) },
            { key: 'capacity', label: l.field('capacityKwh'), children: battery.capacityKwh },
            { key: 'range', label: l.field('rangeKm'), children: amount(battery.rangeKm) },
          ]}
        />
      </Section>
      <Section title={t('report.sections.charging')}>
        <Figures
          items={[
            { label: l.field('sessions'), value: charging.sessions, testId: 'archive-charging-sessions' },
            { label: l.field('totalKwh'), value: kwh(charging.totalKwh), testId: 'archive-charging-total' },
            { label: l.field('averageKwh'), value: kwh(charging.averageKwh) },
            {
              label: l.field('fastShare'),
              value:
                charging.fastShare === null
                  ? '-'
                  : `${percent(charging.fastShare)} (${charging.fastSessions})`,
            },
          ]}
        />
      </Section>
      <Section title={t('charts.chargingByMonth')}>
        {charging.byMonth.length === 0 ? (
          <NoRecords text={t('report.empty.charging')} />
        ) : (
          <LazyReportChart option={chargingOption} testId="archive-chart-charging" />
        )}
      </Section>
      <Section title={t('charts.batteryHealth')}>
        <Figures
          items={[
            {
              label: l.field('latestSohPercent'),
              value: health.latestSohPercent === null ? '-' : `${health.latestSohPercent}%`,
              testId: 'archive-soh-latest',
            },
            {
              label: l.field('declinePerYear'),
              value: health.declinePerYear === null ? '-' : String(health.declinePerYear),
            },
          ]}
        />
        {health.records.length === 0 ? (
          <NoRecords text={t('report.empty.health')} />
        ) : (
          <LazyReportChart option={healthOption} height={240} testId="archive-chart-soh" />
        )}
      </Section>
      <Section title={t('report.sections.chargingRecords')}>
        {records.length === 0 ? (
          <NoRecords text={t('report.empty.charging')} />
        ) : (
          <Table<ChargingRecord>
            size="small"
            rowKey={(row) => `${row.start}|${row.station}`}
            dataSource={records}
            pagination={!printing && records.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            data-testid="archive-charging-table"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: l.field('chargingStart'), dataIndex: 'start', render: (v: string) => minute(v) },
              { title: l.field('chargingEnd'), dataIndex: 'end', render: (v: string) => minute(v) },
              { title: l.field('chargingStation'), dataIndex: 'station' },
              {
                title: l.field('chargingMode'),
                dataIndex: 'fast',
                render: (v: boolean) => <Tag color={v ? 'volcano' : 'blue'}>{l.charging(v)}</Tag>,
              },
              { title: l.field('kWh'), dataIndex: 'kWh', align: 'right', render: (v: number) => amount(v) },
            ]}
          />
        )}
      </Section>
    </>
  );
}
