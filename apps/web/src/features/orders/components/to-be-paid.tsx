import type { orders } from '@datamall/contract';
import { Button, Card, Space, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type OrderFilter, ordersKey, ordersPageFetcher } from '../api/orders';
import { orderPaths } from '../paths';
import { OrderStatusTags } from './order-status-tags';
import { useOrderActions } from './use-order-actions';

const fetchUnpaid = ordersPageFetcher('user');

/** /tobePay: the consumer's orders awaiting payment, each with pay and cancel. */
export function ToBePaid() {
  const { t } = useTranslation(['orders', 'table']);
  const navigate = useNavigate();
  const actions = useOrderActions();
  const table = usePageTable<orders.Order, OrderFilter>({
    queryKey: [...ordersKey, 'page', 'to-be-paid'],
    fetcher: (params, signal) => fetchUnpaid({ ...params, payStatus: 0 }, signal),
  });

  const columns: TableProps<orders.Order>['columns'] = [
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      render: (value: string, row) => <Link to={orderPaths.detail('user', row.id)}>{value}</Link>,
    },
    { key: 'itemName', title: t('fields.itemName'), dataIndex: 'itemName' },
    { key: 'skuName', title: t('fields.skuName'), dataIndex: 'skuName' },
    { key: 'quantity', title: t('fields.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      key: 'amount',
      title: t('fields.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string) => <MoneyText value={value} />,
    },
    { key: 'status', title: t('fields.status'), render: (_v, row) => <OrderStatusTags order={row} /> },
    {
      key: 'expireDate',
      title: t('fields.expireDate'),
      dataIndex: 'expireDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={4}>
          <Button
            type="primary"
            size="small"
            onClick={() => navigate(orderPaths.pay(row.id))}
            data-testid={`tobepay-pay-${row.orderNo}`}
          >
            {t('actions.pay')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => actions.confirmCancel(row, table.reload)}
            data-testid={`tobepay-cancel-${row.orderNo}`}
          >
            {t('actions.cancel')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      data-testid="to-be-paid"
      title={t('toBePaid.title')}
      extra={<Link to={orderPaths.userList}>{t('actions.myOrders')}</Link>}
    >
      <Typography.Paragraph type="secondary">{t('toBePaid.hint')}</Typography.Paragraph>
      <PageTable<orders.Order, OrderFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('toBePaid.empty') }}
        data-testid="to-be-paid-table"
      />
    </Card>
  );
}
