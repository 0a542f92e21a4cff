import { enumLabel, enumValues, goods, orders } from '@datamall/contract';
import { Button, Card, DatePicker, Form, Input, Select, Space, type TableProps, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cleanFilters } from '../../../shared/clean-filters';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { type OrderFilter, type OrderScope, ordersKey, ordersPageFetcher } from '../api/orders';
import { orderPaths } from '../paths';
import { OrderStatusTags } from './order-status-tags';
import { useOrderActions } from './use-order-actions';

interface FilterForm {
  itemType?: number;
  orderNo?: string;
  itemName?: string;
  orderStatus?: number;
  payStatus?: number;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** The kinds a supplier sells: data packages, data-asset and data-table goods (one menu entry per role). */
export const DATA_KINDS = [
  goods.ItemType.DATA_PACKAGE,
  goods.ItemType.DATA_SOURCE,
  goods.ItemType.DATA_TABLE,
];

export interface OrderListProps {
  scope: OrderScope;
  /**
   * Item type of the menu entry (1 data application, 2 data package, 5 API goods), or its kinds (a list of several
   * kinds gets a kind column and filter); all when left out.
   */
  itemType?: number | number[];
  /** Page title key under `orders:titles`. */
  titleKey: string;
}

/** A whole number of the address (`?orderStatus=-1`), or nothing. */
const intParam = (value: string | null) => (value && /^-?\d+$/.test(value) ? Number(value) : undefined);

/**
 * An order list of one role: filters, status tags with the §4 tones, pagination, detail link. `?orderStatus=`
 * and `?payStatus=` (the home dashboards' links) open it filtered.
 */
export function OrderList({ scope, itemType, titleKey }: OrderListProps) {
  const { t } = useTranslation(['orders', 'table']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fromUrl] = useState(() =>
    cleanFilters({
      orderStatus: intParam(params.get('orderStatus')),
      payStatus: intParam(params.get('payStatus')),
    }),
  );
  const table = usePageTable<orders.Order, OrderFilter>({
    queryKey: [...ordersKey, 'page', scope, itemType],
    fetcher: ordersPageFetcher(scope, itemType),
    initialFilters: fromUrl,
  });
  const actions = useOrderActions();
  const kinds = Array.isArray(itemType) ? itemType : null;

  const statusOptions = (dictType: 'order_status' | 'pay_status') =>
    enumValues(dictType).map((value) => ({
      value: Number(value),
      label: enumLabel(dictType, value, locale),
    }));

  const columns: TableProps<orders.Order>['columns'] = [
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      width: COLUMN_WIDTH.orderNo,
      render: (value: string, row) => (
        <Link to={orderPaths.detail(scope, row.id)} data-testid={`order-link-${value}`}>
          {value}
        </Link>
      ),
    },
    { key: 'itemName', title: t('fields.itemName'), dataIndex: 'itemName', ellipsis: true },
    ...(kinds
      ? [
          {
            key: 'itemType',
            title: t('fields.itemType'),
            dataIndex: 'itemType' as const,
            width: 92,
            render: (value: number) => enumLabel('item_type', value, locale),
          },
        ]
      : []),
    { key: 'skuName', title: t('fields.skuName'), dataIndex: 'skuName', width: 110 },
    ...(scope === 'user'
      ? []
      : [{ key: 'consumerName', title: t('fields.consumer'), dataIndex: 'consumerName', width: 110 }]),
    {
      key: 'quantity',
      title: t('fields.quantity'),
      dataIndex: 'quantity',
      align: 'right' as const,
      width: COLUMN_WIDTH.quantity,
    },
    {
      key: 'amount',
      title: t('fields.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: COLUMN_WIDTH.money,
      render: (value: string) => <MoneyText value={value} />,
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: COLUMN_WIDTH.status,
      render: (_v, row) => <OrderStatusTags order={row} />,
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      // The buyer's unpaid order has three actions: they wrap onto a second line rather than widen the column.
      width: scope === 'user' ? 184 : itemType === goods.ItemType.API ? 168 : 112,
      render: (_v, row) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => navigate(orderPaths.detail(scope, row.id))}>
            {t('actions.view')}
          </Button>
          {row.itemType === goods.ItemType.API && row.payStatus === orders.PayStatus.PAID ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(orderPaths.usage(scope, row.id))}
              data-testid={`order-usage-${row.orderNo}`}
            >
              {t('actions.usage')}
            </Button>
          ) : null}
          {scope === 'user' && row.payStatus === 0 ? (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => navigate(orderPaths.pay(row.id))}
                data-testid={`order-pay-${row.orderNo}`}
              >
                {t('actions.pay')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => actions.confirmCancel(row, table.reload)}
                data-testid={`order-cancel-${row.orderNo}`}
              >
                {t('actions.cancel')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="order-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(`titles.${titleKey}`)}
      </Typography.Title>
      <ListFiltersBar<FilterForm>
        testId="order-filters"
        initialValues={fromUrl}
        onSearch={({ dates, ...rest }) =>
          table.search({
            ...rest,
            startDate: dates?.[0]?.format('YYYY-MM-DD'),
            endDate: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        {kinds ? (
          <Form.Item name="itemType" label={t('fields.itemType')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={kinds.map((value) => ({ value, label: enumLabel('item_type', value, locale) }))}
              data-testid="filter-item-type"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="orderNo" label={t('fields.orderNo')}>
          <Input
            allowClear
            maxLength={zodMaxLength(orders.zOrderListBody, 'orderNo')}
            style={{ width: 180 }}
            data-testid="filter-order-no"
          />
        </Form.Item>
        <Form.Item name="itemName" label={t('fields.itemName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(orders.zOrderListBody, 'itemName')}
            style={{ width: 180 }}
            data-testid="filter-item-name"
          />
        </Form.Item>
        <Form.Item name="orderStatus" label={t('fields.orderStatus')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={statusOptions('order_status')}
            data-testid="filter-order-status"
          />
        </Form.Item>
        <Form.Item name="payStatus" label={t('fields.payStatus')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={statusOptions('pay_status')}
            data-testid="filter-pay-status"
          />
        </Form.Item>
        <Form.Item name="dates" label={t('fields.createDate')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </ListFiltersBar>
      {scope === 'user' ? (
        <div style={{ marginBottom: 16 }}>
          <Link to={orderPaths.toBePay} data-testid="to-be-paid-link">
            {t('actions.toBePaid')}
          </Link>
        </div>
      ) : null}
      <PageTable<orders.Order, OrderFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 160) }}
        locale={{ emptyText: t('empty') }}
        data-testid="order-table"
      />
    </Card>
  );
}
