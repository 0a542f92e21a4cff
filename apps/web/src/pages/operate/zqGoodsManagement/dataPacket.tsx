import { ItemList } from '../../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../../features/goods/paths';

/** Menu url operate/zqGoodsManagement/dataPacket: every data package. */
export function Page() {
  return <ItemList variant={GOODS_VARIANTS.operatorPackets} />;
}
