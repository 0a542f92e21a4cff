import { Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodsCard } from './goods-card';
import { MonitorCard } from './monitor-card';
import { MonthlyCard } from './monthly-card';
import { TodoCard, type TodoCardProps } from './todo-card';
import { TopCompaniesCard } from './top-companies-card';
import { TopGoodsCard } from './top-goods-card';
import { TradeCards } from './trade-cards';
import { UsersCard } from './users-card';

/** operate/index: the platform's figures (spec §7.9), each linking to the list it sums up. */
export function OperatorDashboard({ taskPath }: TodoCardProps) {
  const { t } = useTranslation('statistics');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="operator-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <TradeCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <GoodsCard />
        </Col>
        <Col xs={24} xl={12}>
          <UsersCard />
        </Col>
      </Row>
      <MonthlyCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TopGoodsCard />
        </Col>
        <Col xs={24} xl={12}>
          <TopCompaniesCard />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TodoCard taskPath={taskPath} />
        </Col>
        <Col xs={24} xl={12}>
          <MonitorCard />
        </Col>
      </Row>
    </Space>
  );
}
