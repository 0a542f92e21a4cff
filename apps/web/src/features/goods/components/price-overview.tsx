import { endpoints, type goods } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Skeleton, Space, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../shared/api/api';
import { errorText } from '../../../shared/api/api-error';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { fetchItemsPage } from '../api/items';
import { goodKey, goodsKey, itemsPageKey } from '../api/keys';
import { priceDecimals } from '../price';
import { ItemStatusTags } from './item-status-tags';

/** Operator pricing pages: where price changes of listed goods are decided. */
export const pricingPaths = {
  one: (id: string) => `/operate-zqPricing?${new URLSearchParams({ id })}`,
  todo: '/flow-todo',
};

function useSkuPrices(itemId: string | undefined) {
  return useQuery({
    queryKey: [...goodsKey, 'sku-prices', itemId],
    queryFn: ({ signal }) =>
      api(endpoints.goods.getSkuListDetail, { query: { itemId: Number(itemId) }, signal }),
    enabled: Boolean(itemId),
  });
}

/** The SKU prices of a good with their pending changes (price-change review) and last review comment. */
export function SkuPrices({ itemId }: { itemId: string }) {
  const { t } = useTranslation('goodsVersions');
  const skus = useSkuPrices(itemId);
  if (skus.isError) return <Alert type="error" showIcon message={errorText(skus.error)} />;
  const columns: TableProps<goods.Sku>['columns'] = [
    { title: t('pricing.sku'), dataIndex: 'name' },
    {
      title: t('pricing.billingMode'),
      dataIndex: 'billingMode',
      width: 130,
      render: (v: number) => <StatusTag dictType="sku_billing_mode" value={v} />,
    },
    {
      title: t('pricing.price'),
      dataIndex: 'price',
      width: 150,
      render: (v: string) => <MoneyText value={v} decimals={priceDecimals(v)} />,
    },
    {
      title: t('pricing.pendingPrice'),
      dataIndex: 'pendingPrice',
      width: 170,
      render: (v: string | null) =>
        v === null ? (
          '-'
        ) : (
          <Space>
            <MoneyText value={v} decimals={priceDecimals(v)} />
            <Tag color="processing">{t('pricing.underReview')}</Tag>
          </Space>
        ),
    },
    {
      title: t('pricing.onSale'),
      dataIndex: 'enabled',
      width: 100,
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{v ? t('pricing.yes') : t('pricing.no')}</Tag>
      ),
    },
    {
      title: t('pricing.comment'),
      dataIndex: 'reviewComment',
      ellipsis: true,
      render: (v: string) => v || '-',
    },
  ];
  return (
    <Table<goods.Sku>
      rowKey="id"
      size="small"
      loading={skus.isLoading}
      dataSource={skus.data ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('pricing.noSku') }}
    />
  );
}

/**
 * operate/zqGoodsManagement/priceManagement (data goods) and apiPriceManagement (API goods): goods with the prices
 * of their SKUs. Price changes are asked by the owners (updatePrice) and decided in the to-do list (price-change).
 */
export function PriceOverview({ itemTypes, title }: { itemTypes: readonly number[]; title: string }) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const navigate = useNavigate();
  const table = usePageTable<goods.Item, { name?: string }>({
    queryKey: [...itemsPageKey, 'pricing', ...itemTypes],
    fetcher: (params, signal) => fetchItemsPage(itemTypes, params, signal),
  });
  const columns: TableProps<goods.Item>['columns'] = [
    { title: t('pricing.good'), dataIndex: 'name' },
    { title: t('pricing.owner'), dataIndex: 'ownerName', width: 160 },
    {
      title: t('pricing.status'),
      key: 'status',
      width: 170,
      render: (_v, row) => <ItemStatusTags item={row} />,
    },
    {
      title: t('pricing.minPrice'),
      dataIndex: 'minPrice',
      width: 150,
      render: (v: string | null) => <MoneyText value={v} decimals={priceDecimals(v)} />,
    },
    { title: t('pricing.skuCount'), dataIndex: 'skuCount', width: 100 },
    {
      title: t('pricing.actions'),
      key: 'actions',
      width: 110,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => navigate(pricingPaths.one(row.id))}>
          {t('pricing.open')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={title} extra={<Link to={pricingPaths.todo}>{t('pricing.todo')}</Link>}>
      <Input.Search
        allowClear
        placeholder={t('pricing.search')}
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(name) => table.search({ name: name.trim() || undefined })}
      />
      <PageTable<goods.Item, { name?: string }>
        table={table}
        rowKey="id"
        columns={columns}
        expandable={{ expandedRowRender: (row) => <SkuPrices itemId={row.id} /> }}
        locale={{ emptyText: t('pricing.empty') }}
      />
    </Card>
  );
}

/** operate/zqPricing?id=: one good's SKU prices and pending price changes. */
export function ItemPricing({ id }: { id: string }) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const navigate = useNavigate();
  const item = useQuery({
    queryKey: goodKey(id),
    queryFn: ({ signal }) => api(endpoints.goods.getItem, { query: { itemId: Number(id) }, signal }),
  });
  if (item.isLoading) return <Skeleton active />;
  if (item.isError || !item.data) return <Alert type="error" showIcon message={errorText(item.error)} />;
  const pending = item.data.skus.filter((s) => s.pendingPrice !== null).length;
  return (
    <Card
      title={t('pricing.titleOf', { name: item.data.name })}
      extra={
        <Space>
          <Link to={pricingPaths.todo}>{t('pricing.todo')}</Link>
          <Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>
        </Space>
      }
    >
      <Alert
        type={pending ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        message={pending ? t('pricing.pendingHint', { count: pending }) : t('pricing.hint')}
      />
      <SkuPrices itemId={id} />
    </Card>
  );
}
