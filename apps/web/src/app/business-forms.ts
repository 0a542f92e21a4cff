import { AssetReviewForm } from '../features/assets/components/asset-review-form';
import { RefundReviewForm } from '../features/billing/components/refund-review-form';
import { CommunityReviewForm } from '../features/community/admin/community-review-form';
import { GoodsReviewForm } from '../features/goods/components/goods-review-form';
import { SkuReviewForm } from '../features/goods/components/sku-review-form';
import type { BusinessForms } from '../features/workflow/business-form-types';
import { RegistrationBusinessForm } from '../features/workflow/components/registration-business-form';

/** The business form of each process key: every feature that starts a process adds its key here. */
export const BUSINESS_FORMS: BusinessForms = {
  'user-registration': RegistrationBusinessForm,
  'source-audit': AssetReviewForm,
  'goods-enable': GoodsReviewForm,
  'goods-disable': GoodsReviewForm,
  'goods-delete': GoodsReviewForm,
  'sku-audit': SkuReviewForm,
  'price-change': SkuReviewForm,
  refund: RefundReviewForm,
  'community-review': CommunityReviewForm,
};
