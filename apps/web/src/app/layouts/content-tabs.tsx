import { CloseOutlined, DownOutlined, HomeOutlined } from '@ant-design/icons';
import type { MenuNode } from '@datamall/contract';
import { Button, Dropdown, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { indexByPath } from '../../features/access/menu';
import { confirmLeave } from '../../shared/hooks/use-unsaved-guard';
import { useRouteTitles } from '../../shared/ui/use-page-title';
import {
  type CloseResult,
  type ContentTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  loadTabs,
  openTab,
  saveTabs,
} from './tabs-store';

export interface ContentTabsProps {
  menus: readonly MenuNode[];
  /** Route of the first shown menu entry. */
  homePath: string | undefined;
}

/** Home tab plus a tab per visited page; close one, others or all; kept in sessionStorage. */
export function ContentTabs({ menus, homePath }: ContentTabsProps) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<ContentTab[]>(loadTabs);
  const byPath = useMemo(() => indexByPath(menus), [menus]);
  const routeTitles = useRouteTitles();
  const activeKey = location.pathname;
  const home = homePath ?? '/home';

  useEffect(() => {
    if (location.pathname === '/home') return;
    setTabs((current) =>
      openTab(current, { key: location.pathname, path: `${location.pathname}${location.search}` }, homePath),
    );
  }, [location.pathname, location.search, homePath]);

  // The home page may have been opened before the menu said it was home.
  useEffect(() => {
    if (homePath) setTabs((current) => current.filter((tab) => tab.key !== homePath));
  }, [homePath]);

  useEffect(() => saveTabs(tabs), [tabs]);

  const titleOf = (key: string) => {
    const named = routeTitles.get(key);
    if (named) return named;
    const entry = byPath.get(key);
    if (entry) return entry.name;
    const staticKey = key.slice(1);
    return t(`pages.${staticKey}`, { defaultValue: staticKey });
  };

  const apply = (result: CloseResult) => {
    setTabs(result.tabs);
    if (result.navigateTo) navigate(result.navigateTo);
  };

  const handleClose = (key: string) => {
    if (key === activeKey && !confirmLeave(activeKey)) return;
    apply(closeTab(tabs, key, activeKey, home));
  };
  const handleCloseOthers = () => apply(closeOtherTabs(tabs, activeKey));
  const handleCloseAll = () => {
    if (!confirmLeave(activeKey)) return;
    apply(closeAllTabs(home));
  };

  const items = [
    {
      key: home,
      closable: false,
      label: (
        <span data-testid="tab-home">
          <HomeOutlined /> {byPath.get(home)?.name ?? t('tabs.home')}
        </span>
      ),
    },
    ...tabs
      .filter((tab) => tab.key !== home)
      .map((tab) => ({
        key: tab.key,
        closable: true,
        label: <span data-testid={`tab-${tab.key}`}>{titleOf(tab.key)}</span>,
      })),
  ];

  return (
    <div className="bo-tabs" data-testid="content-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          navigate(tab?.path ?? key);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') handleClose(key);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'current',
                    icon: <CloseOutlined />,
                    label: t('tabs.closeCurrent'),
                    disabled: activeKey === home,
                  },
                  { key: 'others', label: t('tabs.closeOthers') },
                  { key: 'all', label: t('tabs.closeAll') },
                ],
                onClick: ({ key }) => {
                  if (key === 'current') handleClose(activeKey);
                  else if (key === 'others') handleCloseOthers();
                  else handleCloseAll();
                },
              }}
            >
              <Button size="small" type="text" data-testid="tabs-actions" aria-label={t('tabs.more')}>
                <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
