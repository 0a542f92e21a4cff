import { formatMoney, negotiation } from '@datamall/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { usePropose } from '../api/negotiation';

const YUAN = /^\d{1,12}(\.\d{1,4})?$/;

/** Consumer: proposes a price below the list price for a negotiable SKU (the seller answers). */
export function ProposePriceButton({
  itemId,
  skuId,
  listUnitPrice,
}: {
  itemId: string;
  skuId: string;
  /** 1/10000 yuan */
  listUnitPrice: string;
}) {
  const { t } = useTranslation('negotiation');
  const [open, setOpen] = useState(false);
  const propose = usePropose();
  const list = BigInt(listUnitPrice);

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="propose-price">
        {t('propose.button')}
      </Button>
      {open ? (
        <FormModal<{ price: string; message: string }>
          title={t('propose.title')}
          onClose={() => setOpen(false)}
          okTestId="propose-price-ok"
          onSubmit={async (values) => {
            await propose.mutateAsync({
              itemId,
              skuId,
              price: values.price.trim(),
              message: values.message ?? '',
            });
            notify.success(t('propose.sent'));
          }}
        >
          {() => (
            <>
              <Form.Item
                name="price"
                label={t('propose.price', { list: formatMoney(list) })}
                rules={[
                  { required: true, message: t('propose.priceRequired') },
                  {
                    validator: async (_rule, value: string | undefined) => {
                      const text = (value ?? '').trim();
                      if (!text) return;
                      if (!YUAN.test(text)) throw new Error(t('propose.priceFormat'));
                      const [whole = '0', fraction = ''] = text.split('.');
                      const units = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
                      if (units <= 0n || units >= list)
                        throw new Error(t('propose.priceRange', { list: formatMoney(list) }));
                    },
                  },
                ]}
              >
                <Input prefix="¥" inputMode="decimal" autoComplete="off" />
              </Form.Item>
              <Form.Item name="message" label={t('propose.message')}>
                <Input.TextArea rows={3} showCount maxLength={zodMaxLength(negotiation.propose, 'message')} />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </>
  );
}
