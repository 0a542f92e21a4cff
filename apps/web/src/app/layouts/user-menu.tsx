import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_TYPE_LABELS } from '@datamall/contract';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../features/identity/api/user-info';
import { ChangePasswordDialog } from '../../features/identity/components/change-password-dialog';
import { confirmLogout } from '../../features/identity/components/confirm-logout';
import { useLocale } from '../../shared/hooks/use-locale';

/** Personal dropdown: 个人信息, 修改密码 (dialog), 退出登录 (with confirm). */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useUserInfo();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = user.data?.realName || user.data?.name || '';

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'userinfo',
              icon: <UserOutlined />,
              label: <span data-testid="user-menu-info">{t('header.userinfo')}</span>,
            },
            {
              key: 'password',
              icon: <KeyOutlined />,
              label: <span data-testid="user-menu-password">{t('header.changePassword')}</span>,
            },
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              danger: true,
              label: <span data-testid="logout">{t('header.logout')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'userinfo') navigate('/sys-userinfo');
            else if (key === 'password') setPasswordOpen(true);
            else if (key === 'logout') confirmLogout();
          },
        }}
      >
        <Button
          type="text"
          className="bo-user"
          data-testid="user-menu"
          style={{ height: 40, paddingInline: 8 }}
        >
          <Avatar
            size={28}
            src={user.data?.headUrl || undefined}
            icon={<UserOutlined />}
            style={{ background: '#2563eb' }}
          />
          <span className="bo-user-text">
            <span className="bo-user-name" title={name}>
              {name}
            </span>
            {user.data && (
              <span className="bo-user-role">{ROLE_TYPE_LABELS[user.data.roleType][locale]}</span>
            )}
          </span>
          <DownOutlined style={{ fontSize: 10, color: '#94a3b8' }} />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
