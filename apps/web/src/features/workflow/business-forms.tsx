import type { ComponentType } from 'react';
import { AssetReviewForm } from '../assets/components/asset-review-form';
import { RefundReviewForm } from '../billing/components/refund-review-form';
import { CommunityReviewForm } from '../community/admin/community-review-form';
import { GoodsReviewForm } from '../goods/components/goods-review-form';
import { SkuReviewForm } from '../goods/components/sku-review-form';
import type { BusinessFormProps } from './business-form-types';
import { RegistrationBusinessForm } from './components/registration-business-form';

export type { BusinessFormProps } from './business-form-types';

/**
 * The business form of each process key, shown on the task page above the decision. Keys without an entry
 * show the generic description of the task's object (and §5's "configure the business form route first").
 * Later issues add their key here when they start their process.
 */
export const BUSINESS_FORMS: Readonly<Record<string, ComponentType<BusinessFormProps>>> = {
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

export function businessFormFor(processKey: string): ComponentType<BusinessFormProps> | undefined {
  return Object.hasOwn(BUSINESS_FORMS, processKey) ? BUSINESS_FORMS[processKey] : undefined;
}
