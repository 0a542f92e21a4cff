import type { Locale } from '@datamall/contract';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Layout } from './layout';
import { LocaleContext } from './locale-context';
import { AssetsPage } from './pages/assets';
import { NodesPage } from './pages/nodes';
import { OverviewPage } from './pages/overview';

const ANTD_LOCALE = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as const;
const DAYJS_LOCALE = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' } as const;
/** The main app's look (apps/web/src/app/providers.tsx), so the workbench reads as part of its page. */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    colorInfo: '#2563eb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

export function workbenchRoutes(onPathChange?: (subPath: string) => void): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout onPathChange={onPathChange} />,
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'overview', element: <OverviewPage /> },
        { path: 'nodes', element: <NodesPage /> },
        { path: 'assets', element: <AssetsPage /> },
        { path: '*', element: <Navigate to="/overview" replace /> },
      ],
    },
  ];
}

/** The workbench's own router on the page's history, under the host's prefix (`/private`). */
export function createWorkbenchRouter(basename: string, onPathChange?: (subPath: string) => void) {
  return createBrowserRouter(workbenchRoutes(onPathChange), { basename });
}

export type WorkbenchRouter = ReturnType<typeof createWorkbenchRouter>;

export function App({ router, locale }: { router: WorkbenchRouter; locale: Locale }) {
  dayjs.locale(DAYJS_LOCALE[locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <ConfigProvider locale={ANTD_LOCALE[locale]} theme={THEME}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
