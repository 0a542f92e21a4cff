import { QueryClientProvider } from '@tanstack/react-query';
import { type App, ConfigProvider, type ThemeConfig } from 'antd';
import AppContext from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocale } from '../shared/hooks/use-locale';
import { antdLocale } from '../shared/i18n';
import { appApi, onNotifierNeeded } from '../shared/notify';
import { queryClient } from './query-client';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    colorInfo: '#2563eb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#0b1733', headerHeight: 56, headerPadding: '0 16px' },
    Menu: { darkItemBg: '#0b1733', darkSubMenuItemBg: '#07112a', darkItemSelectedBg: '#2563eb' },
  },
};

type AppContextValue = ReturnType<typeof App.useApp>;

const NotifierHost = lazy(() => import('./notifier-host').then((m) => ({ default: m.NotifierHost })));

/**
 * Mounts the message/modal host the first time `notify` is called. It is a sibling of the page, so
 * mounting it never re-mounts the page (no lost click, no unmounted component awaiting a confirmation).
 */
function LazyNotifierHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onNotifierNeeded(() => setWanted(true));
    return () => onNotifierNeeded(undefined);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotifierHost />
    </Suspense>
  );
}

/** Query cache, antd theme and locale (following the i18next language), message/modal host. */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(locale)} theme={theme}>
        {/* `App.useApp()` in pages: message/modal/notification forwarded to the lazily mounted host. */}
        <AppContext.Provider value={appApi as unknown as AppContextValue}>
          <div className="app-shell">
            {children}
            <LazyNotifierHost />
          </div>
        </AppContext.Provider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
