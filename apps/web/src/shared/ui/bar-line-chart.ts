import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type RefObject, useEffect, useRef } from 'react';

// Only what a bar/line chart needs: the whole of echarts is three times larger. Import this module only from
// lazily loaded charts, so ECharts stays out of the pages' first chunks.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * An ECharts instance on a holder element (render `<div ref={holder} />`), resized with it, disposed with the
 * component, showing `option` (memoise it: each new object redraws the chart).
 */
export function useBarLineChart(option: echarts.EChartsCoreOption): RefObject<HTMLDivElement | null> {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    if (!holder.current) return;
    const instance = echarts.init(holder.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(holder.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return holder;
}
