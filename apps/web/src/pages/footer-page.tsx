import { FooterColumnPage } from '../features/content/mall/footer-pages';

/** /footer-page?id=: a footer column and its entries. */
export function Page() {
  return <FooterColumnPage />;
}
