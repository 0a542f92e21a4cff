import { ErrorCode } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { IdempotentAttempt } from '../../../shared/idempotency';
import { notify } from '../../../shared/notify';
import { SecurityKeyDialog } from '../../../shared/security-key/security-key-dialog';
import { MoneyText } from '../../../shared/ui/money-text';
import { paymentProof, useAvailableCredit, useOrderDetail, usePayOrder } from '../api/orders';
import { isCreditShort } from '../credit';
import { orderPaths } from '../paths';
import { OrderLoadFailed } from './order-load-failed';
import { OrderStatusTags } from './order-status-tags';

/** /orderPay and /pay?orderId=: the order, the available credit, and payment by credit limit after a confirmation. */
export function OrderPay() {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const detail = useOrderDetail('user', orderId, { silentError: true });
  const credit = useAvailableCredit();
  const pay = usePayOrder();
  const attempt = useRef(new IdempotentAttempt());
  const [payError, setPayError] = useState<string>();
  const [askingKey, setAskingKey] = useState(false);

  if (!orderId) return <OrderLoadFailed error={undefined} scope="user" />;
  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data) return <OrderLoadFailed error={detail.error} scope="user" />;
  const order = detail.data;

  if (order.payStatus === 1) {
    return (
      <Result
        status="success"
        title={t('pay.alreadyPaid')}
        extra={
          <Button type="primary" onClick={() => navigate(orderPaths.success(order.id))}>
            {t('actions.view')}
          </Button>
        }
      />
    );
  }
  if (order.payStatus !== 0) {
    return (
      <Result
        status="warning"
        title={order.payStatus === 6 ? t('pay.expired') : t('pay.cancelled')}
        subTitle={<OrderStatusTags order={order} />}
        extra={
          <Space>
            <Link to={orderPaths.submit(order.itemId, order.skuId)}>
              <Button type="primary">{t('actions.orderAgain')}</Button>
            </Link>
            <Link to={orderPaths.toBePay}>
              <Button>{t('actions.toBePaid')}</Button>
            </Link>
          </Space>
        }
      />
    );
  }

  const available = credit.data?.available;
  const short = isCreditShort(available, order.amount);

  const paid = () => {
    attempt.current.done();
    navigate(orderPaths.success(order.id), { replace: true });
  };

  // A buyer with a registered USB key confirms with it: a fresh challenge per try, the same Idempotency-Key.
  const payWithKey = async (pin: string) => {
    const key = attempt.current.keyFor({ orderId: order.id });
    const ukey = await paymentProof(order.id, pin);
    await pay.mutateAsync({ orderId: order.id, key, ukey });
    setAskingKey(false);
    paid();
  };

  const doPay = () =>
    new Promise<void>((resolve) => {
      setPayError(undefined);
      const key = attempt.current.keyFor({ orderId: order.id });
      pay.mutate(
        { orderId: order.id, key },
        {
          onSuccess: paid,
          onError: (error) => {
            if (isApiError(error) && error.code === ErrorCode.UKEY_ASSERTION_REQUIRED) {
              setAskingKey(true);
              return;
            }
            const text = isApiError(error) ? error.message : errorText(error);
            setPayError(text);
            if (isApiError(error) && !error.handled) notify.error(error.message);
            void detail.refetch();
            void credit.refetch();
          },
          onSettled: () => resolve(),
        },
      );
    });

  const handlePay = () =>
    notify.confirm({
      title: t('pay.confirmTitle'),
      content: t('pay.confirmContent', { amount: formatMoney(BigInt(order.amount)), orderNo: order.orderNo }),
      okText: t('pay.button'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'confirm-pay',
      onOk: doPay,
    });

  return (
    <Card data-testid="order-pay" title={t('pay.title')}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('pay.expiresAt', { date: formatDateTime(order.expireDate) })}
      />
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label={t('fields.orderNo')}>
          <span data-testid="order-pay-no">{order.orderNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.itemName')}>{order.itemName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.skuName')}>{order.skuName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.unitPrice')}>
          <MoneyText value={order.unitPrice} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.quantity')}>{order.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('fields.amount')}>
          <span data-testid="order-pay-amount">
            <MoneyText value={order.amount} style={{ fontSize: 20, fontWeight: 600, color: '#cf1322' }} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.payMethod')}>{t('pay.method')}</Descriptions.Item>
        <Descriptions.Item label={t('pay.available')}>
          {credit.isLoading ? (
            <Skeleton.Input size="small" active />
          ) : (
            <span data-testid="order-pay-available">
              <MoneyText value={available} />
            </span>
          )}
        </Descriptions.Item>
      </Descriptions>
      {short ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          message={t('pay.short')}
          data-testid="pay-short"
        />
      ) : null}
      {payError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={payError}
          data-testid="order-pay-error"
        />
      ) : null}
      <Space style={{ marginTop: 24 }}>
        <Button
          type="primary"
          size="large"
          loading={pay.isPending}
          disabled={short || credit.isLoading}
          onClick={handlePay}
          data-testid="order-pay-button"
        >
          {t('pay.button')}
        </Button>
        <Link to={orderPaths.toBePay}>
          <Button size="large">{t('pay.later')}</Button>
        </Link>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('pay.note')}
      </Typography.Paragraph>
      <SecurityKeyDialog
        open={askingKey}
        prompt={t('ukey:securityKey.payPrompt')}
        onConfirm={payWithKey}
        onCancel={() => setAskingKey(false)}
      />
    </Card>
  );
}
