import { Space } from 'antd';
import { EnterpriseAuthCard } from '../../features/users/components/enterprise-auth-card';
import { ShopInfoPanel } from '../../features/users/components/shop-info-panel';

/** Menu url zquserauthentication/devinfo (developer): the own shop, view and edit, and its enterprise identity. */
export function Page() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ShopInfoPanel />
      <EnterpriseAuthCard />
    </Space>
  );
}
