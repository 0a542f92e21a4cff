import { FooterForm } from '../../../features/content/admin/footer-form';

/** Menu url operate/zqfooterclass/zqfooterclass-add-or-update (hidden): add or edit a footer entry. */
export function Page() {
  return <FooterForm />;
}
