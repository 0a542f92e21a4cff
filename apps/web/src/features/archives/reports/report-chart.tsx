import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the reports draw (bars, lines, a scatter timeline): loaded lazily, with the first chart shown.
echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface ReportChartProps {
  /** The ECharts option (memoise it: each new object redraws the chart). */
  option: echarts.EChartsCoreOption;
  height?: number;
  testId?: string;
}

/** A chart of a report, resized with its holder (and for printing) and disposed with the component. */
export function ReportChart({ option, height = 280, testId }: ReportChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    if (!holder.current) return;
    const instance = echarts.init(holder.current);
    chart.current = instance;
    // Without animation: a print or a full-page capture draws the resized chart at once, not its first frame.
    const resize = () => instance.resize({ animation: { duration: 0 } });
    const observer = new ResizeObserver(resize);
    observer.observe(holder.current);
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return (
    <div ref={holder} className="archive-chart" style={{ width: '100%', height }} data-testid={testId} />
  );
}
