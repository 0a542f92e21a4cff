import { AgreementForm } from '../../../features/content/admin/agreement-form';

/** Menu url operate/zqagreement/zqagreement-add-or-update (hidden): add or edit an agreement. */
export function Page() {
  return <AgreementForm />;
}
