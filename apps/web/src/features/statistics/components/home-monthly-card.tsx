import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HomeRole, useHomeMonthly } from '../api/role-home';
import { LazyTrendChart } from './lazy-trend-chart';
import { Section } from './section';
import type { TrendSeries } from './trend-chart';

type Tab = 'orders' | 'sales' | 'api';
const TABS: Record<HomeRole, readonly Tab[]> = {
  supplier: ['orders', 'sales'],
  developer: ['orders', 'sales', 'api'],
  consumer: ['orders', 'sales'],
};

export interface HomeMonthlyCardProps {
  /** Whose home. */
  home: HomeRole;
  /** The list each chart sums up. */
  moreTo: Record<Tab, string> | Partial<Record<Tab, string>>;
}

/** A role home's last 12 months: its orders, its money (sales and income, or what it paid), its API calls. */
export function HomeMonthlyCard({ home: role, moreTo }: HomeMonthlyCardProps) {
  const { t } = useTranslation('statistics');
  const tabs = TABS[role];
  const [tab, setTab] = useState<Tab>('orders');
  const query = useHomeMonthly(role);
  const chart = useMemo(() => {
    const rows = query.data ?? [];
    const months = rows.map((r) => String(r.month));
    const pick = (key: string) => rows.map((r) => r[key] ?? 0);
    const line = (name: string, key: string): TrendSeries => ({ name, values: pick(key), kind: 'line' });
    if (tab === 'orders') {
      return {
        unit: 'count' as const,
        months,
        series: [
          { name: t('monthly.orders'), values: pick('orders') },
          line(t('monthly.paidOrders'), 'paidOrders'),
        ],
      };
    }
    if (tab === 'sales') {
      return {
        unit: 'money' as const,
        months,
        series:
          role === 'consumer'
            ? [{ name: t('home.monthly.paid'), values: pick('amount') }]
            : [
                { name: t('home.monthly.sales'), values: pick('amount') },
                line(t('home.monthly.income'), 'income'),
              ],
      };
    }
    return {
      unit: 'count' as const,
      months,
      series: [
        { name: t('monthly.apiCalls'), values: pick('apiCalls') },
        line(t('monthly.failedCalls'), 'failedCalls'),
        line(t('monthly.refusedCalls'), 'refusedCalls'),
      ],
    };
  }, [query.data, tab, role, t]);
  return (
    <Section
      title={t('monthly.title')}
      moreTo={moreTo[tab]}
      // Above the chart rather than beside the title: the title stays whole on a phone.
      toolbar={
        <Segmented<Tab>
          size="small"
          value={tab}
          onChange={setTab}
          options={tabs.map((value) => ({
            value,
            label: t(`home.monthly.tabs.${value === 'sales' && role === 'consumer' ? 'paid' : value}`),
          }))}
          data-testid="home-monthly-switch"
        />
      }
      query={query}
      testId="home-monthly-card"
    >
      <LazyTrendChart months={chart.months} series={chart.series} unit={chart.unit} />
    </Section>
  );
}
