import { StoreList } from '../features/mall/components/store-list';

/** /sourcestore: the shops of the mall (the router applies the §2.1 store guard). */
export function Page() {
  return <StoreList kind="sourcestore" />;
}
