import { ArrowRightOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { type MenuNode, ROLE_TYPE_LABELS, type SessionUser } from '@datamall/contract';
import { Avatar, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, maskPhone } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { menuEntryPath, shownTree } from '../menu';
import { MenuIcon } from './menu-icon';

interface QuickLink {
  node: MenuNode;
  icon: string;
  group?: string;
}

function quickLinks(menus: readonly MenuNode[], homeUrl: string): QuickLink[] {
  const out: QuickLink[] = [];
  const walk = (nodes: readonly MenuNode[], icon: string, group?: string) => {
    for (const node of nodes) {
      if (node.url && node.url !== homeUrl) out.push({ node, icon: node.icon || icon, group });
      walk(node.children, node.icon || icon, node.url ? group : node.name);
    }
  };
  walk(shownTree(menus), '');
  return out;
}

export interface WelcomeDashboardProps {
  user: SessionUser | undefined;
  menus: readonly MenuNode[] | undefined;
  /** The menu url of this home page, left out of the quick links. */
  homeUrl: string;
}

/** A role home: who is logged in, for which company, and one card per shown menu entry. */
export function WelcomeDashboard({ user, menus, homeUrl }: WelcomeDashboardProps) {
  const { t } = useTranslation(['layout', 'common']);
  const locale = useLocale();
  if (!user) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  const links = quickLinks(menus ?? [], homeUrl);
  const role = ROLE_TYPE_LABELS[user.roleType][locale];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="welcome-dashboard">
      <Card
        styles={{ body: { padding: 24 } }}
        style={{
          background: 'linear-gradient(120deg, #1e3a8a 0%, #2563eb 55%, #0ea5e9 100%)',
          border: 'none',
          color: '#fff',
        }}
      >
        <Row gutter={[24, 16]} align="middle">
          <Col flex="none">
            <Avatar
              size={64}
              src={user.headUrl || undefined}
              icon={<UserOutlined />}
              style={{ background: 'rgba(255,255,255,0.2)' }}
            />
          </Col>
          <Col flex="auto">
            <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
              {t('layout:welcome.greeting', { name: user.realName || user.name })}
            </Typography.Title>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
              {t('layout:welcome.subtitle', { brand: t('common:brand') })}
            </Typography.Text>
          </Col>
          <Col flex="none">
            <Space wrap>
              <Link to="/sys-userinfo">
                <Button ghost icon={<UserOutlined />}>
                  {t('layout:welcome.profile')}
                </Button>
              </Link>
              <Link to="/mall">
                <Button ghost icon={<ShopOutlined />}>
                  {t('layout:welcome.mall')}
                </Button>
              </Link>
            </Space>
          </Col>
        </Row>
      </Card>
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 4 }} size="small">
          <Descriptions.Item label={t('layout:welcome.role')}>{role}</Descriptions.Item>
          <Descriptions.Item label={t('layout:welcome.company')}>{user.companyName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('layout:welcome.mobile')}>
            {maskPhone(user.mobile) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('layout:welcome.lastLogin')}>
            {formatDateTime(user.createDate) || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('layout:welcome.quickLinks')} data-testid="quick-links">
        {links.length === 0 ? (
          <Empty description={t('layout:welcome.noLinks')} />
        ) : (
          <Row gutter={[16, 16]}>
            {links.map(({ node, icon, group }) => (
              <Col key={node.id} xs={24} sm={12} lg={8} xl={6}>
                <Link to={menuEntryPath(node)} data-testid={`quick-link-${node.url}`}>
                  <Card
                    hoverable
                    size="small"
                    styles={{ body: { display: 'flex', alignItems: 'center', gap: 12 } }}
                  >
                    <span
                      style={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        width: 40,
                        height: 40,
                        borderRadius: 10,
                        background: '#eff6ff',
                        color: '#2563eb',
                        fontSize: 18,
                        flex: 'none',
                      }}
                    >
                      <MenuIcon name={icon} />
                    </span>
                    <span style={{ flex: 'auto', minWidth: 0 }}>
                      <Typography.Text strong ellipsis style={{ display: 'block' }}>
                        {node.name}
                      </Typography.Text>
                      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
                        {group ?? role}
                      </Typography.Text>
                    </span>
                    <ArrowRightOutlined style={{ color: '#94a3b8' }} />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </Space>
  );
}
