import type { Locale } from '@datamall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import { type ReactNode, useEffect } from 'react';
import { useLocale } from '../shared/hooks/use-locale';
import { bindNotifier } from '../shared/notify';
import { queryClient } from './query-client';

// `antd/es/locale/*`, not `antd/locale/*`: the CommonJS entry left production builds in English (STACK-NOTES).
const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

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

/** Lets code outside React (request client, guards) show messages through the App context. */
function NotifierBinder() {
  const api = App.useApp();
  useEffect(() => {
    bindNotifier(api);
    return () => bindNotifier(undefined);
  }, [api]);
  return null;
}

/** Query cache, antd theme and locale (following the i18next language), message/modal context. */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
        <App style={{ minHeight: '100%' }}>
          <NotifierBinder />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
