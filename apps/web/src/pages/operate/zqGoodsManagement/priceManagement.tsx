import { goods } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { PriceOverview } from '../../../features/goods/components/price-overview';

const { DATA_APPLICATION, DATA_PACKAGE, DATA_SOURCE, DATA_TABLE } = goods.ItemType;

/** Hidden menu url operate/zqGoodsManagement/priceManagement: prices of data applications and data goods. */
export function Page() {
  const { t } = useTranslation('goodsVersions');
  return (
    <PriceOverview
      itemTypes={[DATA_APPLICATION, DATA_PACKAGE, DATA_SOURCE, DATA_TABLE]}
      title={t('pricing.dataTitle')}
    />
  );
}
