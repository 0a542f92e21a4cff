import { ItemList } from '../../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../../features/goods/paths';

/** Menu url operate/zqGoodsManagement/goodsData: every data application, asset and table good. */
export function Page() {
  return <ItemList variant={GOODS_VARIANTS.operatorApps} />;
}
