import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { TrendChartProps } from './trend-chart';

const Chart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

/** The trend chart, with ECharts downloaded only when the dashboard first shows it. */
export function LazyTrendChart(props: TrendChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
