import { goods } from '@datamall/contract';
import { Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRefreshCredentialUsage } from '../../../features/gateway/api/credential-usage';
import { CredentialUsagePanel } from '../../../features/gateway/components/credential-usage-panel';
import { gatewayPaths } from '../../../features/gateway/paths';
import { ApiKeySlots } from '../../../features/orders/components/api-key-slots';
import { AvailableCredit } from '../../../features/orders/components/available-credit';
import { PaidOrderPicker } from '../../../features/orders/components/paid-order-picker';

/** Menu url consumer/order/apiUsage (`?orderId=`): the calls, quota and keys of the consumer's API orders. */
export function Page() {
  const { t } = useTranslation('gateway');
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId') || undefined;
  const refreshUsage = useRefreshCredentialUsage(orderId);
  const choose = useCallback((id: string) => setParams({ orderId: id }, { replace: true }), [setParams]);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PaidOrderPicker
        itemType={goods.ItemType.API}
        value={orderId}
        onChange={choose}
        title={t('consumer.title')}
      />
      {orderId ? (
        <CredentialUsagePanel
          key={orderId}
          orderId={orderId}
          callExample
          credit={<AvailableCredit />}
          extra={
            <Link to={gatewayPaths.consumerQuery(orderId)} data-testid="usage-query-link">
              {t('consumer.queryLink')}
            </Link>
          }
          keys={<ApiKeySlots orderId={orderId} onChanged={() => void refreshUsage()} />}
        />
      ) : null}
    </Space>
  );
}
