import { Card, Space } from 'antd';
import { RoleHome } from '../../../features/access/components/role-home';
import { useUserInfo } from '../../../features/identity/api/user-info';
import { AvailableCredit } from '../../../features/orders/components/available-credit';

/**
 * Consumer home (menu url consumer/dashboard/index): the available credit of the limit (what orders and
 * pay-as-you-go calls draw on), then the welcome dashboard with quick links to the role's menu.
 */
export function Page() {
  const user = useUserInfo();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" data-testid="consumer-credit-card">
        <AvailableCredit />
      </Card>
      <RoleHome homeUrl="consumer/dashboard/index" user={user.data} />
    </Space>
  );
}
