import { RoleType } from '@datamall/contract';
import { useUserInfo } from '../../features/identity/api/user-info';
import { StandardApiList } from '../../features/standard-api/components/api-list';

/** Menu url zqapiManage/index: the standard API catalogue. */
export function Page() {
  const user = useUserInfo();
  return <StandardApiList isOperator={user.data?.roleType === RoleType.OPERATOR} />;
}
