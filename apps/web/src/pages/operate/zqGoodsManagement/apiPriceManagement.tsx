import { goods } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { PriceOverview } from '../../../features/goods/components/price-overview';

/** Hidden menu url operate/zqGoodsManagement/apiPriceManagement: prices of API goods. */
export function Page() {
  const { t } = useTranslation('goodsVersions');
  return <PriceOverview itemTypes={[goods.ItemType.API]} title={t('pricing.apiTitle')} />;
}
