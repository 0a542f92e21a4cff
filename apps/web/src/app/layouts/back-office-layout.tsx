import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, ShopOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Grid, Layout, Result, Spin, Tooltip } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useMenuNav } from '../../features/access/api/menu-nav';
import { breadcrumbTrail, findTrail, firstShownEntry, menuEntryPath } from '../../features/access/menu';
import { NoticeBell } from '../../features/content/components/notice-bell';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { useRouteTitles } from '../../shared/ui/use-page-title';
import { LiveUpdates } from '../live-updates';
import { prefetchMenuPages } from '../page-prefetch';
import { ContentTabs } from './content-tabs';
import { SideMenu } from './side-menu';
import { StyleKeeper } from './style-keeper';
import { UserMenu } from './user-menu';
import './back-office.css';

/** Back office: side menu from /sys/menu/nav, header (breadcrumb, language, personal menu), content tabs. */
export function BackOfficeLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // Below md (phones) the menu is an overlay, hidden until the toggle opens it; it closes on navigation
  // because it stays open only for the page it was opened on.
  const isMobile = Grid.useBreakpoint().md === false;
  const [mobileOpenAt, setMobileOpenAt] = useState<string>();
  const isMobileOpen = isMobile && mobileOpenAt === pathname;
  const isSiderCollapsed = isMobile ? !isMobileOpen : collapsed;
  const handleToggle = () => {
    if (isMobile) setMobileOpenAt(isMobileOpen ? undefined : pathname);
    else setCollapsed((c) => !c);
  };
  const nav = useMenuNav();
  const menus = nav.data ?? [];
  useEffect(() => {
    if (!nav.data) return;
    const stop = new AbortController();
    void prefetchMenuPages(nav.data, stop.signal);
    return () => stop.abort();
  }, [nav.data]);
  const first = useMemo(() => firstShownEntry(menus), [menus]);
  const homePath = first ? menuEntryPath(first) : undefined;
  const isMenuPage = findTrail(menus, pathname).length > 0;
  const crumbs = breadcrumbTrail(menus, pathname);
  const routeTitle = useRouteTitles().get(pathname);
  const staticTitle = isMenuPage ? '' : t(`pages.${pathname.slice(1)}`, { defaultValue: '' });

  return (
    <Layout className="bo-layout">
      <Layout.Sider
        className={isMobile ? 'bo-sider bo-sider-overlay' : 'bo-sider'}
        width={224}
        collapsible
        collapsed={isSiderCollapsed}
        collapsedWidth={isMobile ? 0 : 80}
        trigger={null}
      >
        <Link to={homePath ?? '/home'} className="bo-logo">
          <BrandLogo color="#fff" size={28} compact={isSiderCollapsed} wrap />
        </Link>
        {nav.isPending ? (
          <Spin style={{ display: 'block', margin: 32 }} />
        ) : nav.isError ? (
          <Result status="warning" subTitle={t('menu.loadFailed')} style={{ padding: 16 }} />
        ) : (
          <SideMenu
            menus={menus}
            collapsed={isMobile ? false : collapsed}
            onNavigate={() => setMobileOpenAt(undefined)}
          />
        )}
      </Layout.Sider>
      {isMobileOpen && (
        <button
          type="button"
          className="bo-sider-mask"
          aria-label={t('header.collapse')}
          onClick={() => setMobileOpenAt(undefined)}
        />
      )}
      <Layout className="bo-main">
        <Layout.Header className="bo-header">
          <Tooltip title={isSiderCollapsed ? t('header.expand') : t('header.collapse')}>
            <Button
              type="text"
              icon={isSiderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={handleToggle}
              data-testid="menu-toggle"
            />
          </Tooltip>
          <Breadcrumb
            data-testid="breadcrumb"
            items={[
              { title: <Link to={homePath ?? '/home'}>{<HomeOutlined />}</Link> },
              // The page's own title, when it gave one, names its (last) entry.
              ...crumbs.map((node, i) => ({ title: (i === crumbs.length - 1 && routeTitle) || node.name })),
              ...(staticTitle ? [{ title: staticTitle }] : []),
            ]}
          />
          <div className="bo-header-right">
            <Link to="/mall" className="bo-header-mall">
              <Button type="text" icon={<ShopOutlined />} data-testid="back-to-mall">
                {t('header.backToMall')}
              </Button>
            </Link>
            <LiveUpdates />
            <NoticeBell />
            <LanguageSwitch compact={isMobile} />
            <UserMenu />
          </div>
        </Layout.Header>
        <ContentTabs menus={menus} homePath={homePath} />
        <Layout.Content className="bo-content">
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
          <StyleKeeper />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
