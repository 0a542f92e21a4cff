import { enumLabel, goods } from '@datamall/contract';
import { Col, List, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes, formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useSupplierHome, useSupplierStorage } from '../api/role-home';
import { homeLinks } from '../links';
import { FigureRow, FigureTile, MonthTradeTiles } from './figure-tile';
import { HomeMonthlyCard } from './home-monthly-card';
import { OwnGoodsCard } from './own-goods-card';
import { Section } from './section';

const links = homeLinks.supplier;
const KINDS = [goods.ItemType.DATA_PACKAGE, goods.ItemType.DATA_SOURCE, goods.ItemType.DATA_TABLE];
/** Asset status "under review". */
const ASSET_UNDER_REVIEW = 3;

/** The supplier's trusted storage use, read after the first screen (it walks the file store). */
function StorageLine() {
  const { t } = useTranslation('statistics');
  const storage = useSupplierStorage();
  if (storage.isPending) return <Skeleton.Input active size="small" />;
  if (storage.isError) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  const use = storage.data;
  return (
    <Link to={links.storage} data-testid="supplier-storage">
      {t(use.complete ? 'home.storage.summary' : 'home.storage.partial', {
        bytes: formatBytes(use.bytes),
        files: formatNumber(use.files),
        folders: formatNumber(use.folders),
      })}
    </Link>
  );
}

/** producer/index: the supplier's own assets, goods, trade, reviews, nodes and storage, each opening its list. */
export function SupplierDashboard() {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const query = useSupplierHome();
  const home = query.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="supplier-dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('home.supplier.title')}
      </Typography.Title>
      <FigureRow query={query}>
        {(home) => (
          <>
            <MonthTradeTiles month={home.month} ordersTo={links.orders} billingTo={links.billing} />
            <FigureTile
              testId="home-pending-reviews"
              title={t('home.pendingReviews')}
              value={formatNumber(home.pendingReviews.total)}
              note={t('home.pendingDetail', {
                assets: formatNumber(home.pendingReviews.assets),
                goods: formatNumber(home.pendingReviews.goods),
              })}
              to={links.assets(ASSET_UNDER_REVIEW)}
            />
            <FigureTile
              testId="home-nodes-online"
              title={t('home.nodesOnline')}
              value={formatNumber(home.nodes.online)}
              note={t('home.nodesOffline', { count: formatNumber(home.nodes.offline) })}
              to={links.nodes}
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
            listPath={(itemType, filter) => links.goods({ itemType, ...filter })}
            moreTo={links.goods()}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Section
            title={t('home.assets.title')}
            moreTo={links.assets()}
            query={query}
            testId="own-assets-card"
          >
            <List
              size="small"
              dataSource={home?.assets.byStatus ?? []}
              header={
                <Typography.Text strong data-testid="own-assets-total">
                  {t('home.assets.total', { count: formatNumber(home?.assets.total ?? 0) })}
                </Typography.Text>
              }
              renderItem={(row) => (
                <List.Item
                  extra={
                    <Link to={links.assets(row.status)} data-testid={`own-assets-${row.status}`}>
                      {formatNumber(row.count)}
                    </Link>
                  }
                >
                  {enumLabel('source_status', String(row.status), locale)}
                </List.Item>
              )}
              footer={<StorageLine />}
            />
          </Section>
        </Col>
      </Row>
      <HomeMonthlyCard home="supplier" moreTo={{ orders: links.orders, sales: links.billing }} />
    </Space>
  );
}
