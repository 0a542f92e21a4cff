import { FooterList } from '../../../features/content/admin/footer-list';

/** Menu url operate/zqfooterclass/zqfooterclass: footer navigation. */
export function Page() {
  return <FooterList />;
}
