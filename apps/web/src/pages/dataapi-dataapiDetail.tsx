import { ItemDetailView } from '../features/mall/components/item-detail';
import { MALL_KINDS } from '../features/mall/kinds';

/** /dataapi-dataapiDetail?itemId=: an API good with its SKUs (call packs) and prices. */
export function Page() {
  return <ItemDetailView kind={MALL_KINDS.dataapi} />;
}
