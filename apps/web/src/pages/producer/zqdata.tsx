import { ItemList } from '../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../features/goods/paths';

/** Menu url producer/zqdata (data packages): the supplier's goods — data packages, asset and table goods. */
export function Page() {
  return <ItemList variant={GOODS_VARIANTS.producer} />;
}
