import { GoodsListing } from '../features/mall/components/goods-listing';
import { MALL_KINDS } from '../features/mall/kinds';

/** /dataapi: the mall listing of API goods (facets, search, sort, pages). */
export function Page() {
  return <GoodsListing kind={MALL_KINDS.dataapi} />;
}
