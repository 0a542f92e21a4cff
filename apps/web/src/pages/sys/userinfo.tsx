import { Space } from 'antd';
import { ProfilePanel } from '../../features/identity/components/profile-panel';
import { MessageLocaleCard } from '../../features/messaging/components/message-locale-card';

/** Menu url sys/userinfo: personal information, view and edit, and the language of the user's notifications. */
export function Page() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProfilePanel />
      <MessageLocaleCard />
    </Space>
  );
}
