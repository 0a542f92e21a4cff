import { formatMoney, type orders } from '@datamall/contract';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProposePriceButton } from './propose-price-button';

/** On /orderSubmit: the negotiated price in force, or the proposal button on a negotiable SKU. */
export function NegotiatedPriceOffer({ preview }: { preview: orders.OrderRender }) {
  const { t } = useTranslation('negotiation');
  if (preview.negotiationId) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="negotiated-price"
        message={t('applied', {
          price: formatMoney(BigInt(preview.unitPrice)),
          list: formatMoney(BigInt(preview.listUnitPrice ?? preview.unitPrice)),
        })}
      />
    );
  }
  if (!preview.negotiable) return null;
  return (
    <Space>
      <ProposePriceButton
        itemId={preview.itemId}
        skuId={preview.skuId}
        listUnitPrice={preview.listUnitPrice ?? preview.unitPrice}
      />
    </Space>
  );
}
