import { BrandPage } from '../features/content/mall/showcase';

/** /brand?id=: a brand (or the brand list). */
export function Page() {
  return <BrandPage />;
}
