import { Alert, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { detailHref } from '../../../shared/mall-links';
import { useRelatedGoods } from '../api/app-relations';
import { relationPaths } from '../paths';

/**
 * dev/dataLinkGood: where buyers get the data the application uses — the listed asset and table goods bound to
 * the assets it is approved to use, each linked to its mall page.
 */
export function RelatedGoods({ itemId }: { itemId: string }) {
  const { t } = useTranslation('appRelations');
  const found = useRelatedGoods(itemId);
  if (found.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (found.isError) return <Alert type="error" showIcon message={errorText(found.error)} />;
  if (found.data.length === 0) {
    return (
      <Empty description={t('goodsPage.empty')} data-testid="related-goods-empty">
        <Link to={relationPaths.addData(itemId)}>
          <Button>{t('links.addData')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <Table
      rowKey={(row) => `${row.itemId}-${row.sourceId}`}
      dataSource={found.data}
      pagination={false}
      data-testid="related-goods"
      columns={[
        {
          title: t('goodsPage.good'),
          dataIndex: 'itemName',
          render: (name: string, row) => (
            <Link to={detailHref({ id: row.itemId, itemType: row.itemType })}>{name}</Link>
          ),
        },
        {
          title: t('goodsPage.kind'),
          dataIndex: 'itemType',
          render: (v: number) => <Tag color={v === 3 ? 'blue' : 'cyan'}>{t(`goodsPage.kinds.${v}`)}</Tag>,
        },
        { title: t('fields.asset'), dataIndex: 'sourceName' },
        { title: t('fields.supplier'), dataIndex: 'supplierName' },
        {
          title: t('fields.actions'),
          key: 'open',
          render: (_, row) => (
            <Link to={detailHref({ id: row.itemId, itemType: row.itemType })}>{t('goodsPage.open')}</Link>
          ),
        },
      ]}
    />
  );
}
