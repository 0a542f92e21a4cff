import { ItemList } from '../../../features/goods/components/item-list';
import { GOODS_VARIANTS } from '../../../features/goods/paths';

/** Menu url dev/jiao/zqgoodadmin (API goods): the developer's own API goods. */
export function Page() {
  return <ItemList variant={GOODS_VARIANTS.developerApi} />;
}
