import { enumLabel, goods } from '@datamall/contract';
import { Card, Space, type TableProps, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchItemsPage, type ItemFilter } from '../api/items';
import { itemsPageKey } from '../api/keys';
import { type GoodsVariant, processPath } from '../paths';
import { ItemStatusTags } from './item-status-tags';

type Row = goods.Item;

const QUEUES = {
  enable: { productStatus: goods.ProductStatus.ENABLE_REVIEW },
  disable: { productStatus: goods.ProductStatus.DISABLE_REVIEW },
  delete: { deleteStatus: goods.ProductDelete.REVIEW },
} as const satisfies Record<string, ItemFilter>;
type Queue = keyof typeof QUEUES;

function Queue({ variant, queue }: { variant: GoodsVariant; queue: Queue }) {
  const { t } = useTranslation(['goods', 'table']);
  const locale = useLocale();
  const table = usePageTable<Row, ItemFilter>({
    queryKey: [...itemsPageKey, 'reviews', variant.key, queue],
    fetcher: (params, signal) => fetchItemsPage(variant.itemTypes, params, signal),
    initialFilters: QUEUES[queue],
  });
  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <Link to={variant.info(row.id)} data-testid={`review-item-${value}`}>
          {value}
        </Link>
      ),
    },
    {
      key: 'itemType',
      title: t('fields.itemType'),
      dataIndex: 'itemType',
      render: (value: number) => enumLabel('item_type', value, locale),
    },
    { key: 'status', title: t('fields.status'), render: (_v, row) => <ItemStatusTags item={row} /> },
    {
      key: 'updateDate',
      title: t('reviews.submitted'),
      dataIndex: 'updateDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={12}>
          <Link to={variant.info(row.id, 'reviews')}>{t('actions.reviews')}</Link>
          {row.processInstanceId ? (
            <Link to={processPath(row.processInstanceId)}>{t('reviews.process')}</Link>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <PageTable<Row, ItemFilter>
      table={table}
      rowKey="id"
      columns={columns}
      scroll={{ x: 'max-content' }}
      data-testid={`review-table-${queue}`}
    />
  );
}

/** producer/zqgoods-audit: the owner's goods whose enable, disable or delete review is open. */
export function ReviewList({ variant }: { variant: GoodsVariant }) {
  const { t } = useTranslation('goods');
  const [queue, setQueue] = useState<Queue>('enable');
  return (
    <Card title={t('reviews.queueTitle')} data-testid="review-list">
      <Tabs
        activeKey={queue}
        onChange={(key) => setQueue(key as Queue)}
        destroyInactiveTabPane
        items={(Object.keys(QUEUES) as Queue[]).map((key) => ({
          key,
          label: t(`reviews.queues.${key}`),
          children: <Queue variant={variant} queue={key} />,
        }))}
      />
    </Card>
  );
}
