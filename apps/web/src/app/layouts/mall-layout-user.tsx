import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayName } from '../../features/identity/api/user-info';
import { confirmLogout } from '../../features/identity/components/confirm-logout';

/** The logged-in part of the mall header (a chunk of its own: visitors never load it). */
export function MallUserActions() {
  const { t } = useTranslation('layout');
  const name = useDisplayName();
  return (
    <>
      <span className="mall-user" data-testid="mall-user">
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#2563eb' }} />
        {name}
      </span>
      <Link to="/home">
        <Button type="primary" data-testid="enter-console">
          {t('header.enterConsole')}
        </Button>
      </Link>
      <Button icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="logout">
        {t('header.logout')}
      </Button>
    </>
  );
}
