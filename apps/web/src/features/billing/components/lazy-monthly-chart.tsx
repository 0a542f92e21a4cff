import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MonthlyChartProps } from './monthly-chart';

/** Loads the chart's code (ECharts); pages call it early so the download overlaps their data's. */
export const loadMonthlyChart = () => import('./monthly-chart');

const Chart = lazy(() => loadMonthlyChart().then((m) => ({ default: m.MonthlyChart })));

/** The monthly chart, with ECharts downloaded only when a billing page first shows it. */
export function LazyMonthlyChart(props: MonthlyChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 300 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}

export type { MonthlyChartProps, MonthlySeries } from './monthly-chart';
