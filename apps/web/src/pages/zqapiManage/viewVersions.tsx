import { RoleType } from '@datamall/contract';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../features/identity/api/user-info';
import { StandardApiVersions } from '../../features/standard-api/components/version-list';
import { idFrom } from '../../features/standard-api/paths';

/** Hidden menu url zqapiManage/viewVersions?apiId=. */
export function Page() {
  const apiId = idFrom(useSearchParams()[0].get('apiId'));
  const user = useUserInfo();
  if (!apiId) return <Result status="404" />;
  return (
    <StandardApiVersions key={apiId} apiId={apiId} isOperator={user.data?.roleType === RoleType.OPERATOR} />
  );
}
