import { FooterDetailPage } from '../features/content/mall/footer-pages';

/** /footer-detail?id=: the page of a footer entry. */
export function Page() {
  return <FooterDetailPage />;
}
