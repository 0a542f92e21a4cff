import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';

export interface FigureTileProps {
  title: string;
  value: ReactNode;
  note?: ReactNode;
  /** The list the figure sums up, with its filter. */
  to: string;
  testId: string;
  /** Columns of 24 from the xl breakpoint (4 tiles a row by default). */
  xl?: number;
}

/** One headline figure of a dashboard: a card opening the list it sums up. */
export function FigureTile({ title, value, note, to, testId, xl = 6 }: FigureTileProps) {
  return (
    <Col xs={24} sm={12} xl={xl}>
      <Link to={to} data-testid={testId}>
        <Card hoverable styles={{ body: { padding: 20 } }} style={{ height: '100%' }}>
          <Statistic title={title} valueRender={() => <span data-testid={`${testId}-value`}>{value}</span>} />
          {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
        </Card>
      </Link>
    </Col>
  );
}

/** The headline row of a home: its tiles once the summary is read; a skeleton, or the failure, before. */
export function FigureRow<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  if (query.data !== undefined) {
    return (
      <Row gutter={[16, 16]} data-testid="home-figures">
        {children(query.data)}
      </Row>
    );
  }
  return (
    <Card data-testid="home-figures">
      {query.isError ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

/** A seller's month: orders (paid of them) and income (with the sales), each opening its list. */
export function MonthTradeTiles({
  month,
  ordersTo,
  billingTo,
}: {
  month: { orders: number; paidOrders: number; income: string; amount: string };
  ordersTo: string;
  billingTo: string;
}) {
  const { t } = useTranslation('statistics');
  return (
    <>
      <FigureTile
        testId="home-orders-month"
        title={t('trade.ordersMonth')}
        value={formatNumber(month.orders)}
        note={t('trade.paidOf', { paid: formatNumber(month.paidOrders) })}
        to={ordersTo}
      />
      <FigureTile
        testId="home-income-month"
        title={t('home.incomeMonth')}
        value={<MoneyText value={month.income} />}
        note={
          <>
            {t('home.salesMonth')} <MoneyText value={month.amount} />
          </>
        }
        to={billingTo}
      />
    </>
  );
}
