import { GoodsListing } from '../features/mall/components/goods-listing';
import { MALL_KINDS } from '../features/mall/kinds';

/** /datasource: the mall listing of data assets (facets, search, sort, pages). */
export function Page() {
  return <GoodsListing kind={MALL_KINDS.datasource} />;
}
