import { useMemo } from 'react';
import { formatMoney, formatNumber, MONEY_SCALE } from '../../../shared/format';
import { useBarLineChart } from '../../../shared/ui/bar-line-chart';

export interface TrendSeries {
  name: string;
  values: readonly (string | number)[];
  kind?: 'bar' | 'line';
}

export interface TrendChartProps {
  months: readonly string[];
  series: readonly TrendSeries[];
  /** money: values are 1/10000 yuan, shown in yuan per §9; count: whole numbers. */
  unit: 'money' | 'count';
  height?: number;
}

/** Monthly figures as bars and lines (ECharts; load it through LazyTrendChart). */
export function TrendChart({ months, series, unit, height = 280 }: TrendChartProps) {
  const option = useMemo(() => {
    const isMoney = unit === 'money';
    const show = (v: number) => (isMoney ? `¥${formatMoney(Math.round(v * MONEY_SCALE))}` : formatNumber(v));
    return {
      grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => show(Number(v)) },
      xAxis: { type: 'category', data: [...months] },
      yAxis: {
        type: 'value',
        minInterval: isMoney ? undefined : 1,
        axisLabel: {
          formatter: (v: number) =>
            isMoney ? `¥${formatMoney(Math.round(v * MONEY_SCALE), 0)}` : formatNumber(v),
        },
      },
      series: series.map((s) => ({
        name: s.name,
        type: s.kind ?? 'bar',
        data: s.values.map((v) => (isMoney ? Number(v) / MONEY_SCALE : Number(v))),
        barMaxWidth: 24,
      })),
    };
  }, [months, series, unit]);
  const holder = useBarLineChart(option);
  return <div ref={holder} style={{ width: '100%', height }} data-testid="trend-chart" />;
}
