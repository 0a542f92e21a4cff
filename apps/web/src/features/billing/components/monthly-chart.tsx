import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatMoney, MONEY_SCALE } from '../../../shared/format';

// Only what a monthly bar/line chart needs: the whole of echarts is three times larger.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

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
    chart.current?.setOption(
      {
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
      },
      { notMerge: true },
    );
  }, [months, series]);

  return <div ref={holder} style={{ width: '100%', height }} data-testid={testId} />;
}
