import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/api';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { StatusTag } from '../../../shared/ui/status-tag';
import { billingKey } from '../api/bills';
import { billingPaths } from '../paths';
import type { BillingViewer } from './bits';
import { RefundFields, type RefundFormValues, useSubmitRefund } from './refund-form';
import { RefundList } from './refund-list';

/** The order a refund is asked for (the consumer's own; another's answers 404). */
function useRefundOrder(orderId: string | undefined) {
  return useQuery({
    queryKey: [...billingKey, 'refund-order', orderId],
    queryFn: () => api(endpoints.orders.orderUserDetail, { params: { id: orderId ?? '' } }),
    enabled: Boolean(orderId),
  });
}

/** consumer/order/refund: with `?orderId=` the request form for that paid order; below, every refund and its status. */
export function RefundPage({ orderId, viewer }: { orderId?: string; viewer: BillingViewer }) {
  const { t } = useTranslation(['billing', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<RefundFormValues>();
  const order = useRefundOrder(viewer === 'consumer' ? orderId : undefined);
  const submit = useSubmitRefund();

  const handleFinish = (values: RefundFormValues) => {
    if (!order.data) return;
    submit(order.data, values)
      .then(() => navigate(billingPaths.refund()))
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) form.setFields([{ name: 'reason', errors: [text] }]);
      });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {orderId && viewer === 'consumer' ? (
        <Card title={t('refund.title')} loading={order.isPending} data-testid="refund-request">
          {order.isError ? (
            <Alert
              type="error"
              showIcon
              message={t('refund.orderNotFound')}
              description={errorText(order.error)}
            />
          ) : order.data ? (
            <>
              <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('fields.orderNo')}>{order.data.orderNo}</Descriptions.Item>
                <Descriptions.Item label={t('fields.item')}>
                  {order.data.itemName} · {order.data.skuName}
                </Descriptions.Item>
                <Descriptions.Item label={t('refund.amount')}>
                  <MoneyText value={order.data.amount} />
                </Descriptions.Item>
                <Descriptions.Item label={t('refund.payStatus')}>
                  <StatusTag dictType="pay_status" value={order.data.payStatus} />{' '}
                  {order.data.payDate ? formatDateTime(order.data.payDate) : ''}
                </Descriptions.Item>
              </Descriptions>
              {order.data.payStatus !== 1 ? (
                <Alert type="warning" showIcon message={t('refund.notPaid')} />
              ) : (
                <Form<RefundFormValues>
                  form={form}
                  layout="vertical"
                  style={{ maxWidth: 640 }}
                  onFinish={handleFinish}
                >
                  <RefundFields form={form} />
                  <Space>
                    <Button type="primary" danger htmlType="submit" data-testid="refund-submit">
                      {t('refund.submit')}
                    </Button>
                    <Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>
                  </Space>
                </Form>
              )}
            </>
          ) : null}
        </Card>
      ) : null}
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('refund.listTitle')}
        </Typography.Title>
        <RefundList viewer={viewer} />
      </Card>
    </Space>
  );
}
