import { GoodsListing } from '../features/mall/components/goods-listing';
import { MALL_KINDS } from '../features/mall/kinds';

/** /dataapp: the mall listing of data applications and data packages (facets, search, sort, pages). */
export function Page() {
  return <GoodsListing kind={MALL_KINDS.dataapp} />;
}
