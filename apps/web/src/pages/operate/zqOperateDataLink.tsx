import { ItemList } from '../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../features/goods/paths';

/** Menu url operate/zqOperateDataLink: every API good, read-only but delist. */
export function Page() {
  return <ItemList variant={GOODS_VARIANTS.operatorApi} />;
}
