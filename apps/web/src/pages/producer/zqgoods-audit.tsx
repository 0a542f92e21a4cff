import { ReviewList } from '../../features/goods/components/review-list';
import { GOODS_VARIANTS } from '../../features/goods/paths';

/** Hidden menu url producer/zqgoods-audit: the supplier's goods under review. */
export function Page() {
  return <ReviewList variant={GOODS_VARIANTS.producer} />;
}
