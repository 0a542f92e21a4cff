import { Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useOrderDetail } from '../api/orders';
import { orderPaths } from '../paths';
import { OrderLoadFailed } from './order-load-failed';
import { OrderStatusTags } from './order-status-tags';

/** /paySuccess?orderId=: the paid order, with the way to its detail, the order list and the mall. */
export function PaySuccess() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const detail = useOrderDetail('user', orderId, { silentError: true });
  if (detail.isLoading) return <Skeleton active />;
  const order = detail.data;
  if (!order) return <OrderLoadFailed error={detail.error} scope="user" />;
  const paid = order.payStatus === 1;
  return (
    <div data-testid="pay-success">
      <Result
        status={paid ? 'success' : 'warning'}
        title={paid ? t('success.title') : t('success.notPaid')}
        extra={
          <Space wrap>
            <Link to={orderPaths.detail('user', order.id)}>
              <Button type="primary" data-testid="pay-success-detail">
                {t('actions.view')}
              </Button>
            </Link>
            <Link to={orderPaths.userListOf(order.itemType)}>
              <Button data-testid="pay-success-orders">{t('actions.myOrders')}</Button>
            </Link>
            <Link to="/mall">
              <Button>{t('actions.backToMall')}</Button>
            </Link>
          </Space>
        }
      >
        <Descriptions bordered column={1} size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
          <Descriptions.Item label={t('fields.orderNo')}>{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('fields.itemName')}>{order.itemName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.amount')}>
            <MoneyText value={order.amount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <OrderStatusTags order={order} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.payDate')}>
            {order.payDate ? formatDateTime(order.payDate) : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Result>
    </div>
  );
}
