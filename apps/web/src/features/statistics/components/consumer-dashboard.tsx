import { Card, Col, List, Progress, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useConsumerHome } from '../api/role-home';
import { homeLinks } from '../links';
import { FigureRow, FigureTile } from './figure-tile';
import { HomeMonthlyCard } from './home-monthly-card';
import { Section } from './section';

const links = homeLinks.consumer;
/** order_status per figure. */
const ORDER_STATES = [
  { key: 'awaitingPayment', to: links.toPay },
  { key: 'completed', to: links.orders(1) },
  { key: 'cancelled', to: links.orders(-1) },
] as const;

/** The share of the limit used, in percent (0 without a limit). */
function usedPercent(credit: { limit: string; used: string }) {
  const limit = BigInt(credit.limit);
  return limit > 0n ? Number((BigInt(credit.used) * 1000n) / limit) / 10 : 0;
}

export interface ConsumerDashboardProps {
  /** The available credit of the limit, linking to its ledger (the orders feature's, composed by the page). */
  credit: ReactNode;
}

/** consumer/dashboard/index: the consumer's own orders, credit, grants, credentials, runs and downloads. */
export function ConsumerDashboard({ credit }: ConsumerDashboardProps) {
  const { t } = useTranslation('statistics');
  const query = useConsumerHome();
  const home = query.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="consumer-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('home.consumer.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card
            style={{ height: '100%' }}
            styles={{
              body: { height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center' },
            }}
            data-testid="consumer-credit-card"
          >
            {credit}
            {home ? (
              <>
                <Progress
                  percent={usedPercent(home.credit)}
                  showInfo={false}
                  strokeColor="#f59e0b"
                  style={{ margin: '12px 0 4px' }}
                  data-testid="credit-used-bar"
                />
                <Typography.Text type="secondary" data-testid="credit-used">
                  {t('home.creditUsed')} <MoneyText value={home.credit.used} />
                </Typography.Text>
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Section
            title={t('home.orders.title')}
            moreTo={links.orders()}
            query={query}
            testId="own-orders-card"
          >
            <List
              size="small"
              dataSource={[...ORDER_STATES]}
              header={
                <Typography.Text strong data-testid="own-orders-total">
                  {t('home.orders.total', { count: formatNumber(home?.orders.total ?? 0) })}
                </Typography.Text>
              }
              renderItem={(state) => (
                <List.Item
                  extra={
                    <Link to={state.to} data-testid={`own-orders-${state.key}`}>
                      {formatNumber(home?.orders[state.key] ?? 0)}
                    </Link>
                  }
                >
                  {t(`home.orders.${state.key}`)}
                </List.Item>
              )}
            />
          </Section>
        </Col>
      </Row>
      <FigureRow query={query}>
        {(home) => (
          <>
            <FigureTile
              testId="home-grants"
              title={t('home.grants')}
              value={formatNumber(home.grants.active)}
              to={links.grants}
            />
            <FigureTile
              testId="home-credentials"
              title={t('home.credentials')}
              value={formatNumber(home.credentials.active)}
              note={t('home.remainingCalls', {
                count: formatNumber(home.credentials.remainingCalls),
                unlimited: formatNumber(home.credentials.unlimited),
              })}
              to={links.credentials}
            />
            <FigureTile
              testId="home-runs"
              title={t('home.runsInProgress')}
              value={formatNumber(home.runsInProgress)}
              to={links.runs}
            />
            <FigureTile
              testId="home-downloads"
              title={t('home.downloadsToConfirm')}
              value={formatNumber(home.downloadsToConfirm)}
              to={links.downloads}
            />
          </>
        )}
      </FigureRow>
      <HomeMonthlyCard home="consumer" moreTo={{ orders: links.orders(), sales: links.billing }} />
    </Space>
  );
}
