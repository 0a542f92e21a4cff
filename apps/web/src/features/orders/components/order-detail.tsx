import { enumLabel, goods, type orders } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { type OrderScope, useOrderDetail } from '../api/orders';
import { orderPaths } from '../paths';
import { OrderDelivery } from './order-delivery';
import { OrderEvidence } from './order-evidence';
import { OrderLoadFailed } from './order-load-failed';
import { OrderStatusTags } from './order-status-tags';
import { useOrderActions } from './use-order-actions';

/** The billing of a SKU in words: calls in the pack, period, or one-off. */
export function useBillingText() {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    sku: Pick<orders.OrderSnapshot['sku'], 'billingMode' | 'useCount' | 'periodUnit' | 'periodCount'>,
  ) => {
    const mode = enumLabel('sku_billing_mode', sku.billingMode, locale);
    if (sku.billingMode === 1 && sku.useCount)
      return `${mode} · ${t('billing.uses', { count: sku.useCount })}`;
    if (sku.billingMode === 2 && sku.periodCount && sku.periodUnit) {
      return `${mode} · ${t(`billing.${sku.periodUnit === 'year' ? 'years' : 'months'}`, { count: sku.periodCount })}`;
    }
    if (sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL)
      return `${mode} · ${t('billing.perCall')}`;
    return mode;
  };
}

/** One order: what was bought (pinned), its money, its status and dates; the buyer may pay or cancel it. */
export interface OrderDetailProps {
  scope: OrderScope;
  id: string | undefined;
  /** Buttons of other features for this order (e.g. the refund request), shown in the card header. */
  renderActions?: (order: orders.OrderDetail, refresh: () => void) => ReactNode;
  /** Sections of other features for this order (e.g. offline transmission), shown under delivery and evidence. */
  renderSections?: (order: orders.OrderDetail) => ReactNode;
}

export function OrderDetail({ scope, id, renderActions, renderSections }: OrderDetailProps) {
  const { t } = useTranslation(['orders', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const detail = useOrderDetail(scope, id, { silentError: true });
  const actions = useOrderActions();
  const billing = useBillingText();

  if (!id) return <OrderLoadFailed error={undefined} scope={scope} />;
  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data) return <OrderLoadFailed error={detail.error} scope={scope} />;
  const order = detail.data;
  const unpaid = order.payStatus === 0;

  return (
    <Card
      data-testid="order-detail"
      title={
        <Space>
          {t('detail.title')}
          <Typography.Text copyable data-testid="order-detail-no">
            {order.orderNo}
          </Typography.Text>
        </Space>
      }
      extra={
        scope === 'user' && unpaid ? (
          <Space>
            <Button
              type="primary"
              onClick={() => navigate(orderPaths.pay(order.id))}
              data-testid="detail-pay"
            >
              {t('actions.pay')}
            </Button>
            <Button danger onClick={() => actions.confirmCancel(order)} data-testid="detail-cancel">
              {t('actions.cancel')}
            </Button>
          </Space>
        ) : (
          renderActions?.(order, () => void detail.refetch())
        )
      }
    >
      {scope === 'user' && unpaid ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('pay.expiresAt', { date: formatDateTime(order.expireDate) })}
        />
      ) : null}
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="middle">
        <Descriptions.Item label={t('fields.status')}>
          <OrderStatusTags order={order} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.itemType')}>
          {enumLabel('item_type', order.itemType, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.itemName')}>{order.itemName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.skuName')}>
          {order.skuName} ({billing(order.snapshot.sku)})
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.unitPrice')}>
          <MoneyText value={order.unitPrice} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.quantity')}>{order.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('fields.amount')}>
          <MoneyText value={order.amount} style={{ fontWeight: 600 }} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.payMethod')}>
          {order.payMethod ? enumLabel('pay_method', order.payMethod, locale) : '-'}
        </Descriptions.Item>
        {scope !== 'user' ? (
          <Descriptions.Item label={t('fields.consumer')}>{order.consumerName}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fields.createDate')}>
          {formatDateTime(order.createDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.payDate')}>
          {order.payDate ? formatDateTime(order.payDate) : '-'}
        </Descriptions.Item>
        {order.cancelDate ? (
          <Descriptions.Item label={t('fields.cancelDate')}>
            {formatDateTime(order.cancelDate)}
          </Descriptions.Item>
        ) : null}
        {unpaid ? (
          <Descriptions.Item label={t('fields.expireDate')}>
            {formatDateTime(order.expireDate)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fields.agreementAccepted')}>
          {formatDateTime(order.agreementAcceptedDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.agreementHash')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {order.agreementHash}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('detail.snapshot')}
      </Typography.Title>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('fields.summary')}>
          {order.snapshot.item.summary || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.skuDescription')}>
          {order.snapshot.sku.description || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.agreement')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {order.snapshot.item.agreement || '-'}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <OrderDelivery scope={scope} order={order} />
      <OrderEvidence scope={scope} order={order} />
      {renderSections?.(order)}
    </Card>
  );
}
