import { ErrorCode, goods, orders } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  InputNumber,
  Radio,
  Result,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatMoney, formatNumber } from '../../../shared/format';
import { IdempotentAttempt } from '../../../shared/idempotency';
import { MoneyText } from '../../../shared/ui/money-text';
import { useAvailableCredit, useOrderableSkus, useOrderRender, useSubmitOrder } from '../api/orders';
import { isCreditShort } from '../credit';
import { orderPaths } from '../paths';
import { useBillingText } from './order-detail';

const MAX_QUANTITY = orders.MAX_ORDER_QUANTITY;

/** /orderSubmit?itemId=&skuId=: SKU, quantity, the price from the server, the agreement to accept, submit. */
export interface OrderSubmitProps {
  /** Offers of other features next to the price (e.g. a price proposal on a negotiable SKU). */
  renderPriceExtras?: (preview: orders.OrderRender) => ReactNode;
}

export function OrderSubmit({ renderPriceExtras }: OrderSubmitProps = {}) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const itemId = params.get('itemId') ?? undefined;
  const skus = useOrderableSkus(itemId);
  const onSale = useMemo(() => (skus.data ?? []).filter((sku) => sku.enabled), [skus.data]);
  const [chosenSku, setChosenSku] = useState<string | undefined>(params.get('skuId') ?? undefined);
  const skuId = onSale.some((sku) => sku.id === chosenSku) ? chosenSku : onSale[0]?.id;
  const [typedQuantity, setQuantity] = useState(1);
  // A pay-as-you-go plan is one key billed per call: one per order (the server refuses more).
  const postpaid =
    onSale.find((sku) => sku.id === skuId)?.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL;
  const quantity = postpaid ? 1 : typedQuantity;
  const [accepted, setAccepted] = useState(false);
  const [showAcceptError, setShowAcceptError] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const billing = useBillingText();

  const render = useOrderRender(itemId && skuId ? { itemId, skuId, quantity } : undefined);
  const submit = useSubmitOrder();
  // The same credit the payment page shows: an order the credit cannot pay is not submitted (the server still
  // refuses the payment when the credit changed in between).
  const credit = useAvailableCredit({ silentError: true });
  const attempt = useRef(new IdempotentAttempt());

  if (!itemId) return <Result status="404" title={t('submit.noGood')} />;
  if (skus.isLoading) return <Skeleton active />;
  if (skus.isError || onSale.length === 0) {
    return <Result status="warning" title={t('submit.unavailable')} subTitle={errorText(skus.error)} />;
  }

  const preview = render.data;
  const available = credit.data?.available;
  const isShort = isCreditShort(available, preview?.amount);
  const handleSubmit = () => {
    if (!accepted) {
      setShowAcceptError(true);
      return;
    }
    if (!preview || !skuId) return;
    setSubmitError(undefined);
    const body = { itemId, skuId, quantity, agreementHash: preview.agreementHash };
    const key = attempt.current.keyFor(body);
    submit.mutate(
      { body, key },
      {
        onSuccess: (order) => {
          attempt.current.done();
          // The submitted form leaves the history: Back from payment (or from /paySuccess) returns to the good,
          // not to a blank form that would place a second order.
          navigate(orderPaths.pay(order.id), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.ORDER_AGREEMENT_CHANGED) {
            // The agreement changed: show the new one, which must be accepted again.
            setAccepted(false);
            void render.refetch();
          }
          setSubmitError(isApiError(error) ? error.message : errorText(error));
        },
      },
    );
  };

  return (
    <Card data-testid="order-submit" title={t('submit.title')}>
      {preview ? (
        <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="order-submit-item">
          {preview.itemName}
        </Typography.Title>
      ) : null}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>{t('submit.chooseSku')}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Radio.Group
              value={skuId}
              onChange={(event) => setChosenSku(event.target.value as string)}
              data-testid="order-sku"
            >
              <Space direction="vertical">
                {onSale.map((sku) => (
                  <Radio key={sku.id} value={sku.id} data-testid={`order-sku-${sku.id}`}>
                    <Space>
                      <span>{sku.name}</span>
                      <Typography.Text type="secondary">{billing(sku)}</Typography.Text>
                      <MoneyText value={sku.price} />
                    </Space>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </div>
        </div>
        <Space align="center">
          <Typography.Text strong>{t('fields.quantity')}</Typography.Text>
          {preview?.itemType === goods.ItemType.DATA_PACKAGE ? (
            // A data package is delivered as its files: one copy per order (the server refuses more).
            <Typography.Text data-testid="order-quantity-single">{t('submit.onePackage')}</Typography.Text>
          ) : postpaid ? (
            <Typography.Text data-testid="order-quantity-single">{t('submit.onePostpaid')}</Typography.Text>
          ) : (
            <>
              <InputNumber
                min={1}
                max={MAX_QUANTITY}
                precision={0}
                value={quantity}
                onChange={(value) => setQuantity(Math.min(MAX_QUANTITY, Math.max(1, Math.floor(value ?? 1))))}
                data-testid="order-quantity"
              />
              <Typography.Text type="secondary" data-testid="order-quantity-max">
                {t('submit.maxQuantity', { max: formatNumber(MAX_QUANTITY) })}
              </Typography.Text>
            </>
          )}
        </Space>
        {render.isError ? (
          <Alert type="error" showIcon message={errorText(render.error) ?? t('submit.unavailable')} />
        ) : (
          <Descriptions bordered column={1} size="middle" data-testid="order-price">
            <Descriptions.Item label={postpaid ? t('submit.pricePerCall') : t('fields.unitPrice')}>
              {preview ? <MoneyText value={preview.unitPrice} /> : <Skeleton.Input size="small" active />}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.amount')}>
              {preview ? (
                <span data-testid="order-amount">
                  <MoneyText
                    value={preview.amount}
                    style={{ fontSize: 20, fontWeight: 600, color: '#cf1322' }}
                  />
                </span>
              ) : (
                <Skeleton.Input size="small" active />
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('submit.available')}>
              {credit.isLoading ? (
                <Skeleton.Input size="small" active />
              ) : credit.isError ? (
                <Typography.Text type="secondary" data-testid="order-credit-unknown">
                  {t('submit.creditUnknown')}
                </Typography.Text>
              ) : (
                <span data-testid="order-available">
                  <MoneyText value={available} style={isShort ? { color: '#cf1322' } : undefined} />
                </span>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {postpaid && preview ? (
          <Alert
            type="info"
            showIcon
            message={t('submit.postpaidHint', { price: formatMoney(BigInt(preview.unitPrice)) })}
            data-testid="order-postpaid-hint"
          />
        ) : null}
        {preview ? renderPriceExtras?.(preview) : null}
        <div>
          <Typography.Text strong>{t('fields.agreement')}</Typography.Text>
          <div
            data-testid="order-agreement"
            style={{
              marginTop: 8,
              maxHeight: 200,
              overflow: 'auto',
              padding: 12,
              border: '1px solid #f0f0f0',
              borderRadius: 6,
              background: '#fafafa',
              whiteSpace: 'pre-wrap',
            }}
          >
            {preview ? (
              preview.agreement || <Empty description={t('submit.noAgreement')} />
            ) : (
              <Skeleton active />
            )}
          </div>
          {/* Offered once the agreement (and the price above it) is shown: nobody accepts a text not yet seen, and
              the box does not move under the pointer while they load. */}
          {preview ? (
            <Checkbox
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setShowAcceptError(false);
              }}
              style={{ marginTop: 12 }}
              data-testid="order-accept"
            >
              {t('submit.accept')}
            </Checkbox>
          ) : null}
          {showAcceptError ? (
            <div style={{ color: '#ff4d4f', marginTop: 4 }} data-testid="order-accept-error">
              {t('submit.acceptRequired')}
            </div>
          ) : null}
        </div>
        {isShort && preview ? (
          <Alert
            type="warning"
            showIcon
            message={t('submit.creditShort', {
              available: formatMoney(BigInt(available ?? '0')),
              amount: formatMoney(BigInt(preview.amount)),
            })}
            description={
              preview.itemType === goods.ItemType.DATA_PACKAGE
                ? t('submit.creditShortHintPackage')
                : t('submit.creditShortHint')
            }
            data-testid="order-credit-short"
          />
        ) : null}
        {submitError ? (
          <Alert type="error" showIcon message={submitError} data-testid="order-submit-error" />
        ) : null}
        <Space>
          <Button
            type="primary"
            size="large"
            loading={submit.isPending}
            disabled={!preview || render.isFetching}
            onClick={handleSubmit}
            data-testid="order-submit-button"
          >
            {t('submit.button')}
          </Button>
          <Button size="large" onClick={() => navigate(-1)}>
            {t('common:actions.back')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
