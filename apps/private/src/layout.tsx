import { Menu, Typography } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTexts } from './locale-context';
import { NotConsumer } from './pages/not-consumer';
import { session } from './session';

const SECTIONS = ['overview', 'nodes', 'assets'] as const;

/** The workbench's frame: title, its three sections, the page; reports each sub-path to the host. */
export function Layout({ onPathChange }: { onPathChange?: (subPath: string) => void }) {
  const { t } = useTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const subPath = `${location.pathname}${location.search}`;
  useEffect(() => onPathChange?.(subPath), [subPath, onPathChange]);
  const section = SECTIONS.find((s) => location.pathname.startsWith(`/${s}`)) ?? 'overview';
  return (
    <div className="datamall-private" data-testid="private-app">
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      {session.isConsumer() ? (
        <>
          <Menu
            mode="horizontal"
            selectedKeys={[section]}
            onClick={({ key }) => navigate(`/${key}`)}
            items={SECTIONS.map((key) => ({ key, label: t(`nav.${key}`) }))}
            style={{ marginBottom: 16, background: 'transparent' }}
          />
          <Outlet />
        </>
      ) : (
        <NotConsumer />
      )}
    </div>
  );
}
