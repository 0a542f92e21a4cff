import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MonthlyKind, useMonthly } from '../api/statistics';
import { BILLING_PATH, ordersListPath } from '../links';
import { LazyTrendChart } from './lazy-trend-chart';
import { Section } from './section';

const MORE: Record<MonthlyKind, string> = {
  orders: ordersListPath(),
  price: BILLING_PATH,
  service: '/operate-apiCommodity',
};

/** The last 12 months: orders, GMV and commission, or API calls, one chart at a time. */
export function MonthlyCard() {
  const { t } = useTranslation('statistics');
  const [kind, setKind] = useState<MonthlyKind>('orders');
  const query = useMonthly(kind);
  const chart = useMemo(() => {
    const rows = (query.data ?? []) as Record<string, string | number>[];
    const months = rows.map((r) => String(r.month));
    const pick = (key: string) => rows.map((r) => r[key] ?? 0);
    if (kind === 'orders') {
      return {
        unit: 'count' as const,
        series: [
          { name: t('monthly.orders'), values: pick('orders') },
          { name: t('monthly.paidOrders'), values: pick('paidOrders'), kind: 'line' as const },
        ],
        months,
      };
    }
    if (kind === 'price') {
      return {
        unit: 'money' as const,
        series: [
          { name: t('monthly.amount'), values: pick('amount') },
          { name: t('monthly.commission'), values: pick('commission'), kind: 'line' as const },
        ],
        months,
      };
    }
    return {
      unit: 'count' as const,
      series: [
        { name: t('monthly.apiCalls'), values: pick('apiCalls') },
        { name: t('monthly.failedCalls'), values: pick('failedCalls'), kind: 'line' as const },
        { name: t('monthly.refusedCalls'), values: pick('refusedCalls'), kind: 'line' as const },
      ],
      months,
    };
  }, [query.data, kind, t]);
  return (
    <Section
      title={t('monthly.title')}
      moreTo={MORE[kind]}
      extra={
        <Segmented<MonthlyKind>
          size="small"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'orders', label: t('monthly.tabs.orders') },
            { value: 'price', label: t('monthly.tabs.price') },
            { value: 'service', label: t('monthly.tabs.service') },
          ]}
          data-testid="monthly-switch"
        />
      }
      query={query}
      testId="monthly-card"
    >
      <LazyTrendChart months={chart.months} series={chart.series} unit={chart.unit} />
    </Section>
  );
}
