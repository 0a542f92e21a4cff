import type { statistics } from '@datamall/contract';
import { Card, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useTransactionOverview } from '../api/statistics';
import { BILLING_PATH, ordersListPath } from '../links';
import { FigureTile as Kpi } from './figure-tile';

/** Today's and this month's trade: orders, GMV, commission; each card opens the list it sums. */
export function TradeCards() {
  const { t } = useTranslation('statistics');
  const query = useTransactionOverview();
  if (query.isPending || query.isError) {
    return (
      <Card data-testid="trade-cards">
        {query.isError ? (
          <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
        ) : (
          <Skeleton active />
        )}
      </Card>
    );
  }
  const { today, month, lastMonth }: statistics.TransactionOverview = query.data;
  return (
    <Row gutter={[16, 16]} data-testid="trade-cards">
      <Kpi
        testId="kpi-orders-today"
        title={t('trade.ordersToday')}
        value={formatNumber(today.orders)}
        note={t('trade.paidOf', { paid: formatNumber(today.paidOrders) })}
        to={ordersListPath()}
      />
      <Kpi
        testId="kpi-gmv-today"
        title={t('trade.gmvToday')}
        value={<MoneyText value={today.amount} />}
        note={
          <>
            {t('trade.commission')} <MoneyText value={today.commission} />
          </>
        }
        to={BILLING_PATH}
      />
      <Kpi
        testId="kpi-orders-month"
        title={t('trade.ordersMonth')}
        value={formatNumber(month.orders)}
        note={t('trade.lastMonthCount', { count: formatNumber(lastMonth.orders) })}
        to={ordersListPath()}
      />
      <Kpi
        testId="kpi-gmv-month"
        title={t('trade.gmvMonth')}
        value={<MoneyText value={month.amount} />}
        note={
          <>
            {t('trade.commission')} <MoneyText value={month.commission} />
          </>
        }
        to={BILLING_PATH}
      />
    </Row>
  );
}
