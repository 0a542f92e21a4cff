import { goods } from '@datamall/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SellerUsagePanel } from '../../features/gateway/components/seller-usage-panel';
import { OrderList } from '../../features/orders/components/order-list';

const TABS = ['orders', 'usage'] as const;

/** Menu url order/zqApiorderfrom: orders of the developer's API goods, and their call statistics (`?tab=usage`). */
export function Page() {
  const { t } = useTranslation(['orders', 'gateway']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'usage' ? 'usage' : 'orders';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'usage' ? { tab: key } : {}, { replace: true })}
      items={TABS.map((key) => ({
        key,
        label: key === 'orders' ? t('orders:titles.developerApi') : t('gateway:seller.title'),
        children:
          key === 'orders' ? (
            <OrderList scope="seller" itemType={goods.ItemType.API} titleKey="developerApi" />
          ) : (
            <SellerUsagePanel />
          ),
      }))}
      data-testid="api-orders-tabs"
    />
  );
}
