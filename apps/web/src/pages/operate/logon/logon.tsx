import { UserApprovalList } from '../../../features/users/components/user-approval-list';

/** Menu url operate/logon/logon: user approval list by review status. */
export function Page() {
  return <UserApprovalList />;
}
