import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, ShopOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Result, Spin, Tooltip } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useMenuNav } from '../../features/access/api/menu-nav';
import { findTrail, firstShownEntry, menuEntryPath } from '../../features/access/menu';
import { NoticeBell } from '../../features/content/components/notice-bell';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ContentTabs } from './content-tabs';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import './back-office.css';

/** Back office: side menu from /sys/menu/nav, header (breadcrumb, language, personal menu), content tabs. */
export function BackOfficeLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const nav = useMenuNav();
  const menus = nav.data ?? [];
  const first = useMemo(() => firstShownEntry(menus), [menus]);
  const homePath = first ? menuEntryPath(first) : undefined;
  const trail = findTrail(menus, pathname);
  const staticTitle = trail.length === 0 ? t(`pages.${pathname.slice(1)}`, { defaultValue: '' }) : '';

  return (
    <Layout className="bo-layout">
      <Layout.Sider className="bo-sider" width={224} collapsible collapsed={collapsed} trigger={null}>
        <Link to={homePath ?? '/home'} className="bo-logo">
          <BrandLogo color="#fff" size={28} compact={collapsed} short />
        </Link>
        {nav.isPending ? (
          <Spin style={{ display: 'block', margin: 32 }} />
        ) : nav.isError ? (
          <Result status="warning" subTitle={t('menu.loadFailed')} style={{ padding: 16 }} />
        ) : (
          <SideMenu menus={menus} collapsed={collapsed} />
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="bo-header">
          <Tooltip title={collapsed ? t('header.expand') : t('header.collapse')}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              data-testid="menu-toggle"
            />
          </Tooltip>
          <Breadcrumb
            data-testid="breadcrumb"
            items={[
              { title: <Link to={homePath ?? '/home'}>{<HomeOutlined />}</Link> },
              ...trail.map((node) => ({ title: node.name })),
              ...(staticTitle ? [{ title: staticTitle }] : []),
            ]}
          />
          <div className="bo-header-right">
            <Link to="/mall">
              <Button type="text" icon={<ShopOutlined />} data-testid="back-to-mall">
                {t('header.backToMall')}
              </Button>
            </Link>
            <NoticeBell />
            <LanguageSwitch />
            <UserMenu />
          </div>
        </Layout.Header>
        <ContentTabs menus={menus} homePath={homePath} />
        <Layout.Content className="bo-content">
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
