import { goods } from '@datamall/contract';
import { Col, List, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useDeveloperHome } from '../api/role-home';
import { homeLinks } from '../links';
import { FigureRow, FigureTile, MonthTradeTiles } from './figure-tile';
import { HomeMonthlyCard } from './home-monthly-card';
import { OwnGoodsCard } from './own-goods-card';
import { Section } from './section';

const links = homeLinks.developer;
const KINDS = [goods.ItemType.DATA_APPLICATION, goods.ItemType.API];
const ARTICLE_STATES = ['published', 'inReview', 'draft', 'rejected', 'takenDown'] as const;

/** dev/devindex: the developer's own goods, trade, API calls and articles, each opening its list. */
export function DeveloperDashboard() {
  const { t } = useTranslation('statistics');
  const query = useDeveloperHome();
  const home = query.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="developer-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('home.developer.title')}
      </Typography.Title>
      <FigureRow query={query}>
        {(home) => (
          <>
            <MonthTradeTiles
              month={home.month}
              ordersTo={links.orders(goods.ItemType.API)}
              billingTo={links.billing}
            />
            <FigureTile
              testId="home-api-calls"
              title={t('home.apiCallsMonth')}
              value={formatNumber(home.api.calls)}
              note={t('home.apiErrors', {
                failed: formatNumber(home.api.failed),
                refused: formatNumber(home.api.refused),
              })}
              to={links.apiCalls}
            />
            <FigureTile
              testId="home-articles"
              title={t('home.articles.title')}
              value={formatNumber(home.articles.total)}
              note={t('home.articles.publishedOf', { count: formatNumber(home.articles.published) })}
              to={links.articles}
            />
          </>
        )}
      </FigureRow>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <OwnGoodsCard
            query={query}
            goods={home?.goods}
            kinds={KINDS}
            listPath={links.goods}
            moreTo={links.goods(goods.ItemType.DATA_APPLICATION)}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Section
            title={t('home.articles.title')}
            moreTo={links.articles}
            query={query}
            isEmpty={home !== undefined && home.articles.total === 0}
            emptyText={t('home.articles.empty')}
            testId="own-articles-card"
          >
            <List
              size="small"
              dataSource={[...ARTICLE_STATES]}
              renderItem={(state) => (
                <List.Item
                  extra={
                    <Link to={links.articles} data-testid={`own-articles-${state}`}>
                      {formatNumber(home?.articles[state] ?? 0)}
                    </Link>
                  }
                >
                  {t(`home.articles.${state}`)}
                </List.Item>
              )}
            />
          </Section>
        </Col>
      </Row>
      <HomeMonthlyCard
        home="developer"
        moreTo={{ orders: links.orders(goods.ItemType.API), sales: links.billing, api: links.apiCalls }}
      />
    </Space>
  );
}
