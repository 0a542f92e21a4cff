import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { UsageChartProps } from './usage-chart';

const Chart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

/** The daily usage chart, with ECharts downloaded only when a usage page first shows it. */
export function LazyUsageChart(props: UsageChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
