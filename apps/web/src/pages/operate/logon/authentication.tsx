import { EnterpriseAuthList } from '../../../features/users/components/enterprise-auth-list';

/** Menu url operate/logon/authentication: enterprise identity submissions by review status. */
export function Page() {
  return <EnterpriseAuthList />;
}
