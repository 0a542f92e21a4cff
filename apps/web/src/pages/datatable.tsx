import { GoodsListing } from '../features/mall/components/goods-listing';
import { MALL_KINDS } from '../features/mall/kinds';

/** /datatable: the mall listing of data tables (facets, search, sort, pages). */
export function Page() {
  return <GoodsListing kind={MALL_KINDS.datatable} />;
}
