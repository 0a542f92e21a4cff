import { AgreementList } from '../../../features/content/admin/agreement-list';

/** Menu url operate/zqagreement/zqagreement: agreements. */
export function Page() {
  return <AgreementList />;
}
