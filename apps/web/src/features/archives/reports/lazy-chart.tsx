import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './report-chart';

/** Loads the charts' code (ECharts); the report pages call it early so it downloads with the report. */
export const loadReportChart = () => import('./report-chart');

const Chart = lazy(() => loadReportChart().then((m) => ({ default: m.ReportChart })));

/** A report's chart, with ECharts downloaded only when a report first shows one. */
export function LazyReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <Chart {...props} />
    </Suspense>
  );
}

export type { ReportChartProps } from './report-chart';
