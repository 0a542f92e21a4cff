import { enumLabel, enumValues, goods } from '@datamall/contract';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { FormModal } from '../../../shared/ui/form-modal';
import { isPrice, normalizePrice, yuanToDisplay } from '../price';
import { EMPTY_SKU, type SkuFormValues } from '../sku-values';

const { PER_USE, PER_PERIOD, POSTPAID_PER_CALL } = goods.SkuBillingMode;

export interface SkuFormModalProps {
  title: string;
  initialValues?: SkuFormValues;
  /** The good is enabled: the change waits for the sku-audit review. */
  reviewed: boolean;
  /** The good's kind: only API goods sell pay-as-you-go calls. */
  itemType: number;
  onSubmit: (values: SkuFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a SKU: billing mode, price in yuan (up to 4 decimals), quantity or period, stock, validity. */
export function SkuFormModal({
  title,
  initialValues,
  reviewed,
  itemType,
  onSubmit,
  onClose,
}: SkuFormModalProps) {
  const { t } = useTranslation('goods');
  const rules = useFormRules();
  const f = useZodRules(goods.zSkuInput);
  const locale = useLocale();
  return (
    <FormModal<SkuFormValues>
      title={title}
      width={640}
      initialValues={initialValues ?? EMPTY_SKU}
      onSubmit={onSubmit}
      onClose={onClose}
      okTestId="sku-save"
    >
      {(form) => (
        <div data-testid="sku-form">
          {reviewed ? (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('skus.reviewedHint')} />
          ) : null}
          <Form.Item name="name" label={t('skus.name')} rules={f.rules('name', t('skus.name'))}>
            <Input maxLength={f.maxLength('name')} autoComplete="off" data-testid="sku-name" />
          </Form.Item>
          <Form.Item
            name="billingMode"
            label={t('skus.billingMode')}
            rules={f.rules('billingMode', t('skus.billingMode'))}
          >
            <Radio.Group
              options={goods.billingModesOf(itemType).map((value) => ({
                value,
                label: enumLabel('sku_billing_mode', value, locale),
              }))}
              data-testid="sku-billing"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['billingMode']}>
            {() =>
              form.getFieldValue('billingMode') === POSTPAID_PER_CALL ? (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={t('skus.postpaidHint')}
                  data-testid="sku-postpaid-hint"
                />
              ) : null
            }
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="price"
                label={
                  <Form.Item noStyle dependencies={['billingMode']}>
                    {() =>
                      form.getFieldValue('billingMode') === POSTPAID_PER_CALL
                        ? t('skus.pricePerCallYuan')
                        : t('skus.priceYuan')
                    }
                  </Form.Item>
                }
                normalize={(value: string) => normalizePrice(value)}
                extra={t('skus.priceHint')}
                rules={[
                  rules.required(t('skus.price')),
                  {
                    validator: (_r, value: string | undefined) =>
                      !value || isPrice(normalizePrice(value))
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('skus.priceFormat'))),
                  },
                ]}
              >
                <Input
                  prefix="¥"
                  inputMode="decimal"
                  maxLength={f.maxLength('price')}
                  data-testid="sku-price"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item noStyle dependencies={['price']}>
                {() => {
                  const price = normalizePrice(form.getFieldValue('price') as string);
                  return isPrice(price) ? (
                    <Form.Item label={t('skus.pricePreview')}>
                      <span data-testid="sku-price-preview">¥{yuanToDisplay(price)}</span>
                    </Form.Item>
                  ) : null;
                }}
              </Form.Item>
            </Col>
          </Row>
          <Form.Item noStyle dependencies={['billingMode']}>
            {() => {
              const mode = form.getFieldValue('billingMode') as number;
              if (mode === PER_USE) {
                return (
                  <Form.Item
                    name="useCount"
                    label={t('skus.useCount')}
                    rules={f.rules('useCount', t('skus.useCount'), { required: true })}
                  >
                    <InputNumber
                      {...f.number('useCount')}
                      style={{ width: 200 }}
                      data-testid="sku-use-count"
                    />
                  </Form.Item>
                );
              }
              if (mode === PER_PERIOD) {
                return (
                  <Row gutter={16}>
                    <Col span={12}>
                      <Form.Item
                        name="periodCount"
                        label={t('skus.periodCount')}
                        rules={f.rules('periodCount', t('skus.periodCount'), { required: true })}
                      >
                        <InputNumber
                          {...f.number('periodCount')}
                          style={{ width: '100%' }}
                          data-testid="sku-period-count"
                        />
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item
                        name="periodUnit"
                        label={t('skus.periodUnit')}
                        rules={f.rules('periodUnit', t('skus.periodUnit'), { required: true })}
                      >
                        <Select
                          options={enumValues('sku_period_unit').map((value) => ({
                            value,
                            label: enumLabel('sku_period_unit', value, locale),
                          }))}
                          data-testid="sku-period-unit"
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                );
              }
              return null;
            }}
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="stock"
                label={t('skus.stock')}
                extra={t('skus.stockHint')}
                rules={f.rules('stock', t('skus.stock'))}
              >
                <InputNumber {...f.number('stock')} style={{ width: '100%' }} data-testid="sku-stock" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item noStyle dependencies={['billingMode']}>
                {() =>
                  form.getFieldValue('billingMode') === PER_PERIOD ? null : (
                    <Form.Item
                      name="validityDays"
                      label={t('skus.validityDays')}
                      extra={t('skus.validityHint')}
                      rules={f.rules('validityDays', t('skus.validityDays'))}
                    >
                      <InputNumber
                        {...f.number('validityDays')}
                        style={{ width: '100%' }}
                        data-testid="sku-validity"
                      />
                    </Form.Item>
                  )
                }
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="negotiable" label={t('skus.negotiable')} valuePropName="checked">
                <Switch data-testid="sku-negotiable" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sort" label={t('skus.sort')} rules={f.rules('sort', t('skus.sort'))}>
                <InputNumber {...f.number('sort')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="description"
            label={t('skus.description')}
            rules={f.rules('description', t('skus.description'))}
          >
            <Input.TextArea
              rows={2}
              maxLength={f.maxLength('description')}
              showCount
              data-testid="sku-description"
            />
          </Form.Item>
        </div>
      )}
    </FormModal>
  );
}
