import { endpoints, type goods } from '@datamall/contract';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { FormModal } from '../../../shared/ui/form-modal';
import { MoneyText } from '../../../shared/ui/money-text';
import { isPrice, normalizePrice, priceDecimals, unitsToYuan } from '../price';

interface PriceValues {
  price: string;
  reason: string;
}

export interface PriceModalProps {
  sku: goods.Sku;
  /** The good is enabled: the new price waits for the price-change review. */
  reviewed: boolean;
  onSubmit: (values: PriceValues) => Promise<unknown>;
  onClose: () => void;
}

/** updatePrice: a new price (yuan, up to 4 decimals) and why; on an enabled good it goes to review. */
export function PriceModal({ sku, reviewed, onSubmit, onClose }: PriceModalProps) {
  const { t } = useTranslation('goods');
  const rules = useFormRules();
  const f = useZodRules(endpoints.goods.updatePrice);
  return (
    <FormModal<PriceValues>
      title={t('skus.priceTitle', { name: sku.name })}
      initialValues={{ price: unitsToYuan(sku.price), reason: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
      okTestId="price-save"
    >
      {() => (
        <div data-testid="price-form">
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('skus.currentPrice')}>
              <MoneyText value={sku.price} decimals={priceDecimals(sku.price)} />
            </Descriptions.Item>
            {reviewed ? (
              <Descriptions.Item label={t('skus.review')}>{t('skus.priceReviewed')}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <Form.Item
            name="price"
            label={t('skus.newPrice')}
            normalize={(value: string) => normalizePrice(value)}
            rules={[
              rules.required(t('skus.newPrice')),
              {
                validator: (_r, value: string | undefined) =>
                  !value || isPrice(normalizePrice(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('skus.priceFormat'))),
              },
            ]}
          >
            <Input prefix="¥" inputMode="decimal" maxLength={f.maxLength('price')} data-testid="price-new" />
          </Form.Item>
          <ZodTextArea
            zod={f}
            name="reason"
            label={t('skus.priceReason')}
            rows={3}
            showCount
            data-testid="price-reason"
          />
        </div>
      )}
    </FormModal>
  );
}
