import { StoreFront } from '../features/mall/components/store-front';

/** /supplyStore?ownerId=: a shop's storefront (info, certified badge, its goods). */
export function Page() {
  return <StoreFront />;
}
