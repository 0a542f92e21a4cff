import { enumLabel, enumValues, goods } from '@datamall/contract';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
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
          <Form.Item
            name="name"
            label={t('skus.name')}
            rules={[rules.required(t('skus.name')), rules.length(t('skus.name'), 1, 50)]}
          >
            <Input maxLength={50} autoComplete="off" data-testid="sku-name" />
          </Form.Item>
          <Form.Item
            name="billingMode"
            label={t('skus.billingMode')}
            rules={[rules.chosen(t('skus.billingMode'))]}
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
                <Input prefix="¥" inputMode="decimal" maxLength={17} data-testid="sku-price" />
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
                    rules={[rules.chosen(t('skus.useCount'))]}
                  >
                    <InputNumber
                      min={1}
                      max={100_000_000}
                      precision={0}
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
                        rules={[rules.chosen(t('skus.periodCount'))]}
                      >
                        <InputNumber
                          min={1}
                          max={120}
                          precision={0}
                          style={{ width: '100%' }}
                          data-testid="sku-period-count"
                        />
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item
                        name="periodUnit"
                        label={t('skus.periodUnit')}
                        rules={[rules.chosen(t('skus.periodUnit'))]}
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
              <Form.Item name="stock" label={t('skus.stock')} extra={t('skus.stockHint')}>
                <InputNumber
                  min={0}
                  max={100_000_000}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="sku-stock"
                />
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
                    >
                      <InputNumber
                        min={1}
                        max={3650}
                        precision={0}
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
              <Form.Item name="sort" label={t('skus.sort')}>
                <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="description" label={t('skus.description')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="sku-description" />
          </Form.Item>
        </div>
      )}
    </FormModal>
  );
}
