import { useMemo } from 'react';
import { formatMoney, MONEY_SCALE } from '../../../shared/format';
import { useBarLineChart } from '../../../shared/ui/bar-line-chart';

export interface MonthlySeries {
  name: string;
  /** Amounts in 1/10000 yuan (as stored), one per month. */
  values: readonly (string | number)[];
  kind?: 'bar' | 'line';
  color?: string;
}

export interface MonthlyChartProps {
  /** Month labels, e.g. 2026-01. */
  months: readonly string[];
  series: readonly MonthlySeries[];
  height?: number;
  testId?: string;
}

const toYuan = (value: string | number) => Number(value) / MONEY_SCALE;

/** Monthly amounts as bars (and lines): money per §9 in the tooltip and on the axis. */
export function MonthlyChart({ months, series, height = 300, testId = 'billing-chart' }: MonthlyChartProps) {
  const option = useMemo(
    () => ({
      grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => `¥${formatMoney(Math.round(Number(value) * MONEY_SCALE))}`,
      },
      xAxis: { type: 'category', data: [...months] },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: (value: number) => `¥${formatMoney(Math.round(value * MONEY_SCALE), 0)}` },
      },
      series: series.map((s) => ({
        name: s.name,
        type: s.kind ?? 'bar',
        data: s.values.map(toYuan),
        itemStyle: s.color ? { color: s.color } : undefined,
        barMaxWidth: 28,
        smooth: s.kind === 'line' ? true : undefined,
      })),
    }),
    [months, series],
  );
  const holder = useBarLineChart(option);

  return <div ref={holder} style={{ width: '100%', height }} data-testid={testId} />;
}
