import {
  ClockCircleOutlined,
  DesktopOutlined,
  KeyOutlined,
  MailOutlined,
  MobileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, List, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useSecurityInfo } from '../api/security-info';

/** Personal pages the security overview links to (hidden menu entries of every role). */
export const CHANGE_PASSWORD_PATH = '/sys-updataPassWord';
export const CHANGE_MOBILE_PATH = '/sys-updataPhone';
export const SECURITY_INFO_PATH = '/sys-usersafetyinfo';
const USER_INFO_PATH = '/sys-userinfo';

interface Item {
  key: string;
  icon: ReactNode;
  title: string;
  value: ReactNode;
  action?: ReactNode;
}

/** sys/usersafetyinfo and consumer/information/safetyInfo: the own account's security overview. */
export function SecurityInfoPanel() {
  const { t } = useTranslation(['users', 'common']);
  const info = useSecurityInfo();
  if (info.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!info.data) return <Result status="warning" title={errorText(info.error) ?? t('common:empty')} />;
  const data = info.data;
  const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const link = (to: string, label: string, testId: string) => (
    <Link to={to} key={testId}>
      <Button type="link" data-testid={testId}>
        {label}
      </Button>
    </Link>
  );

  const items: Item[] = [
    { key: 'username', icon: <UserOutlined />, title: t('users:security.username'), value: data.username },
    {
      key: 'mobile',
      icon: <MobileOutlined />,
      title: t('users:security.mobile'),
      value: (
        <>
          <Typography.Text strong data-testid="security-mobile">
            {data.mobile || t('users:security.notBound')}
          </Typography.Text>
          <br />
          {muted(t('users:security.mobileHint'))}
        </>
      ),
      action: link(CHANGE_MOBILE_PATH, t('users:security.changeMobile'), 'security-change-mobile'),
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: t('users:security.email'),
      value: data.email || muted(t('users:security.notBound')),
      action: link(USER_INFO_PATH, t('common:actions.edit'), 'security-edit-email'),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      title: t('users:security.passwordUpdatedAt'),
      value: formatDateTime(data.passwordUpdatedAt) || '-',
      action: link(CHANGE_PASSWORD_PATH, t('users:security.changePassword'), 'security-change-password'),
    },
    {
      key: 'lastLogin',
      icon: <ClockCircleOutlined />,
      title: t('users:security.lastLogin'),
      value: data.lastLoginAt
        ? t('users:security.lastLoginValue', {
            time: formatDateTime(data.lastLoginAt),
            ip: data.lastLoginIp || '-',
          })
        : muted(t('users:security.never')),
    },
    {
      key: 'sessions',
      icon: <DesktopOutlined />,
      title: t('users:security.activeSessions'),
      value: t('users:security.sessionsValue', { count: data.activeSessions }),
    },
  ];

  return (
    <Card
      title={t('users:security.title')}
      extra={muted(t('users:security.subtitle'))}
      data-testid="security-info"
    >
      <List<Item>
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item actions={item.action ? [item.action] : []} data-testid={`security-item-${item.key}`}>
            <List.Item.Meta
              avatar={<Avatar icon={item.icon} style={{ background: '#eff6ff', color: '#2563eb' }} />}
              title={item.title}
              description={<span style={{ color: 'rgba(0,0,0,0.88)' }}>{item.value}</span>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
