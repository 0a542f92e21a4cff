import type { gateway } from '@datamall/contract';
import { useMemo } from 'react';
import { formatNumber } from '../../../shared/format';
import { useBarLineChart } from '../../../shared/ui/bar-line-chart';

type UsageDay = gateway.UsageSummary['byDay'][number];

export interface UsageChartProps {
  days: readonly UsageDay[];
  /** Series names, in the page's language. */
  labels: { calls: string; failed: string; refused: string };
  height?: number;
  testId?: string;
}

const COLORS = { calls: '#1677ff', failed: '#dc2626', refused: '#f59e0b' } as const;

/** Calls by China day: billed calls as bars, failed and refused calls as lines. */
export function UsageChart({ days, labels, height = 280, testId = 'usage-chart' }: UsageChartProps) {
  const option = useMemo(
    () => ({
      grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatNumber(Number(value)) },
      // MM-DD: the year is the same on all but a few days, and 90 labels must fit.
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatNumber(v) } },
      series: (['calls', 'failed', 'refused'] as const).map((key) => ({
        name: labels[key],
        type: key === 'calls' ? 'bar' : 'line',
        data: days.map((d) => d[key]),
        itemStyle: { color: COLORS[key] },
        barMaxWidth: 24,
        smooth: key === 'calls' ? undefined : true,
        showSymbol: days.length <= 31,
      })),
    }),
    [days, labels],
  );
  const holder = useBarLineChart(option);

  return <div ref={holder} style={{ width: '100%', height }} data-testid={testId} />;
}
