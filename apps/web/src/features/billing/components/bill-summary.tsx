import type { billing } from '@datamall/contract';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { MoneyText } from '../../../shared/ui/money-text';
import { useOrderSummary } from '../api/bills';
import type { BillingViewer } from './bits';
import { LazyMonthlyChart, loadMonthlyChart, type MonthlySeries } from './lazy-monthly-chart';

type AmountKey = 'consumerCharges' | 'sellerIncome' | 'platformCommission' | 'refunds';

/** What each viewer is shown: a consumer its charges, a seller its income, the operator the whole split. */
const KEYS: Record<BillingViewer, readonly AmountKey[]> = {
  consumer: ['consumerCharges', 'refunds'],
  seller: ['sellerIncome'],
  operator: ['consumerCharges', 'sellerIncome', 'platformCommission', 'refunds'],
};

const COLORS: Record<AmountKey, string> = {
  consumerCharges: '#1677ff',
  sellerIncome: '#16a34a',
  platformCommission: '#f59e0b',
  refunds: '#dc2626',
};

/** Totals of the last 12 months (orderSummary) and the monthly chart of the same figures. */
export function BillSummary({ viewer }: { viewer: BillingViewer }) {
  const { t } = useTranslation('billing');
  const summary = useOrderSummary();
  useEffect(() => void loadMonthlyChart(), []);
  const keys = KEYS[viewer];
  const rows = summary.data?.rows;

  const chart = useMemo(() => {
    const list: readonly billing.SummaryRow[] = rows ?? [];
    return {
      months: list.map((r) => r.month),
      series: keys.map<MonthlySeries>((key) => ({
        name: t(`summary.${key}`),
        values: list.map((r) => r[key]),
        kind: key === 'refunds' ? 'line' : 'bar',
        color: COLORS[key],
      })),
    };
  }, [rows, keys, t]);

  if (summary.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (summary.isError) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('summary.failed')}
        description={errorText(summary.error)}
        data-testid="billing-summary-error"
      />
    );
  }
  const { total } = summary.data;
  const hasData = summary.data.rows.some((r) => keys.some((k) => r[k] !== '0') || r.orderCount > 0);
  return (
    <Card size="small" title={t('summary.title')} style={{ marginBottom: 16 }} data-testid="billing-summary">
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        {keys.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Statistic
              title={t(`summary.${key}`)}
              valueRender={() => <MoneyText value={total[key]} />}
              data-testid={`summary-${key}`}
            />
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Statistic
            title={t('summary.orderCount')}
            value={total.orderCount}
            data-testid="summary-orderCount"
          />
        </Col>
      </Row>
      {hasData ? (
        <LazyMonthlyChart months={chart.months} series={chart.series} height={200} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.empty')} />
      )}
    </Card>
  );
}
