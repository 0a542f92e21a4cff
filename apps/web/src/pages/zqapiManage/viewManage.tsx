import { RoleType } from '@datamall/contract';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../features/identity/api/user-info';
import { StandardApiView } from '../../features/standard-api/components/api-view';
import { idFrom } from '../../features/standard-api/paths';

/** Hidden menu url zqapiManage/viewManage?id=. */
export function Page() {
  const id = idFrom(useSearchParams()[0].get('id'));
  const user = useUserInfo();
  if (!id) return <Result status="404" />;
  return <StandardApiView key={id} id={id} isOperator={user.data?.roleType === RoleType.OPERATOR} />;
}
