import { archives } from '@datamall/contract';
import {
  createBrowserRouter,
  type LazyRouteFunction,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { getLocale } from '../shared/i18n';
import { session } from '../shared/session';
import type { Store } from './guards';
import { lazyComponent } from './lazy';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

/**
 * The guards, the menu query and the menu-route table (a glob of every page) stay out of the first paint of
 * the mall: each loader fetches its guard module on first use (then it is cached).
 */
const guards = () => import('./guards');
const requireToken: LoaderFunction = async (args) => (await guards()).requireToken(args);
const homeLoader: LoaderFunction = async (args) => (await guards()).homeLoader(args);
const notFoundLoader: LoaderFunction = async (args) => (await guards()).notFoundLoader(args);
const storeGuard =
  (store: Store): LoaderFunction =>
  async (args) =>
    (await guards()).storeGuard(store)(args);

/** Id of the back-office layout route: menu routes are patched in as its children. */
export const BACK_OFFICE_ROUTE_ID = 'back-office';

/** Back-office routes every role has, whatever its menu says. */
const STATIC_BACK_OFFICE_PATHS = new Set(['home', 'iframe', 'sys-userinfo']);

/** Listings, details, storefronts and the application test of the mall (one lazy chunk per page). */
const MALL_PAGES: RouteObject[] = [
  { path: 'dataapp', lazy: lazyComponent(() => import('../pages/dataapp'), 'Page') },
  { path: 'dataapp-appDetails', lazy: lazyComponent(() => import('../pages/dataapp-appDetails'), 'Page') },
  { path: 'dataapp/gwTest', lazy: lazyComponent(() => import('../pages/dataapp/gwTest'), 'Page') },
  { path: 'datasource', lazy: lazyComponent(() => import('../pages/datasource'), 'Page') },
  {
    path: 'datasource-datasourceDetail',
    lazy: lazyComponent(() => import('../pages/datasource-datasourceDetail'), 'Page'),
  },
  { path: 'datatable', lazy: lazyComponent(() => import('../pages/datatable'), 'Page') },
  {
    path: 'datatable-datatableDetail',
    lazy: lazyComponent(() => import('../pages/datatable-datatableDetail'), 'Page'),
  },
  { path: 'dataapi', lazy: lazyComponent(() => import('../pages/dataapi'), 'Page') },
  {
    path: 'dataapi-dataapiDetail',
    lazy: lazyComponent(() => import('../pages/dataapi-dataapiDetail'), 'Page'),
  },
  { path: 'store-Detail', lazy: lazyComponent(() => import('../pages/store-Detail'), 'Page') },
  { path: 'supplyStore', lazy: lazyComponent(() => import('../pages/supplyStore'), 'Page') },
  { path: 'developStore', lazy: lazyComponent(() => import('../pages/developStore'), 'Page') },
];

const STORE_PAGES: Record<Store, LazyRouteFunction<RouteObject>> = {
  tablestore: lazyComponent(() => import('../pages/tablestore'), 'Page'),
  appstore: lazyComponent(() => import('../pages/appstore'), 'Page'),
  sourcestore: lazyComponent(() => import('../pages/sourcestore'), 'Page'),
};

const STORES: Store[] = ['tablestore', 'appstore', 'sourcestore'];

/** Content pages of the mall (news, rules, help, legal, brands, scenes, themes, footer pages, PDF). */
const CONTENT_PAGES: RouteObject[] = [
  { path: 'news', lazy: lazyComponent(() => import('../pages/news'), 'Page') },
  { path: 'news-detail', lazy: lazyComponent(() => import('../pages/news-detail'), 'Page') },
  { path: 'rules', lazy: lazyComponent(() => import('../pages/rules'), 'Page') },
  { path: 'help/center/:id', lazy: lazyComponent(() => import('../pages/help/center'), 'Page') },
  { path: 'help/bcNquestion', lazy: lazyComponent(() => import('../pages/help/bcNquestion'), 'Page') },
  { path: 'legal', lazy: lazyComponent(() => import('../pages/legal'), 'Page') },
  { path: 'brand', lazy: lazyComponent(() => import('../pages/brand'), 'Page') },
  { path: 'scene', lazy: lazyComponent(() => import('../pages/scene'), 'Page') },
  { path: 'scene-goods', lazy: lazyComponent(() => import('../pages/scene-goods'), 'Page') },
  { path: 'theme', lazy: lazyComponent(() => import('../pages/theme'), 'Page') },
  { path: 'theme/detail', lazy: lazyComponent(() => import('../pages/theme/detail'), 'Page') },
  { path: 'footer-detail', lazy: lazyComponent(() => import('../pages/footer-detail'), 'Page') },
  { path: 'footer-page', lazy: lazyComponent(() => import('../pages/footer-page'), 'Page') },
  { path: 'pdf', lazy: lazyComponent(() => import('../pages/pdf'), 'Page') },
];

/** The developer community of §2.2 (no login): category lists, columns and reading pages. */
const COMMUNITY_PAGES: RouteObject[] = [
  { path: 'community/column', lazy: lazyComponent(() => import('../pages/community/column'), 'Page') },
  {
    path: 'community/column/list',
    lazy: lazyComponent(() => import('../pages/community/column/list'), 'Page'),
  },
  {
    path: 'community/column/detail',
    lazy: lazyComponent(() => import('../pages/community/column/detail'), 'Page'),
  },
  { path: 'community/detail', lazy: lazyComponent(() => import('../pages/community/detail'), 'Page') },
  { path: 'community/:category', lazy: lazyComponent(() => import('../pages/community/category'), 'Page') },
];

/** The consumer's order and payment pages of §2.2 (standalone: the checkout frame, login required). */
const ORDER_PAGES: RouteObject[] = [
  { path: 'orderSubmit', lazy: lazyComponent(() => import('../pages/orderSubmit'), 'Page') },
  { path: 'orderPay', lazy: lazyComponent(() => import('../pages/orderPay'), 'Page') },
  { path: 'pay', lazy: lazyComponent(() => import('../pages/pay'), 'Page') },
  { path: 'tobePay', lazy: lazyComponent(() => import('../pages/tobePay'), 'Page') },
  { path: 'paySuccess', lazy: lazyComponent(() => import('../pages/paySuccess'), 'Page') },
].map((route) => ({ ...route, loader: requireToken }));

/** Redirect-only routes render nothing; their loader leaves before anything paints. */
const Nothing = () => null;

/** The vehicle electronic archives (§2.2, public): home, the eight queries with their reports, history, help. */
const ARCHIVE_QUERY_ROUTES = archives.ARCHIVE_QUERIES.filter((q) => q.query !== 'newEnergy').map(
  (q) => q.route,
);
const archiveQueryPage = lazyComponent(() => import('../pages/archives/query'), 'Page');
const archiveReportPage = lazyComponent(() => import('../pages/archives/report'), 'Page');
const ARCHIVE_PAGES: RouteObject[] = [
  { path: 'archives/index', loader: () => redirect('/archives/homePage'), Component: Nothing },
  { path: 'archives/homePage', lazy: lazyComponent(() => import('../pages/archives/homePage'), 'Page') },
  ...ARCHIVE_QUERY_ROUTES.map((route) => ({ path: `archives/${route}`, lazy: archiveQueryPage })),
  ...ARCHIVE_QUERY_ROUTES.map((route) => ({ path: `archives/${route}-report`, lazy: archiveReportPage })),
  {
    path: 'archives/highSpeedVehicleQuery-report-transport',
    lazy: lazyComponent(() => import('../pages/archives/highSpeedVehicleQuery-report-transport'), 'Page'),
  },
  {
    path: 'archives/highSpeedVehicleQuery-report-example',
    lazy: lazyComponent(() => import('../pages/archives/highSpeedVehicleQuery-report-example'), 'Page'),
  },
  {
    path: 'archives/serveAgreement',
    lazy: lazyComponent(() => import('../pages/archives/serveAgreement'), 'Page'),
  },
  {
    path: 'archives/archivesQuery',
    lazy: lazyComponent(() => import('../pages/archives/archivesQuery'), 'Page'),
  },
  {
    path: 'archives/archivesQuery2',
    lazy: lazyComponent(() => import('../pages/archives/archivesQuery2'), 'Page'),
  },
  {
    path: 'archives/questionAnswering',
    lazy: lazyComponent(() => import('../pages/archives/questionAnswering'), 'Page'),
  },
];

/** The standalone new-energy pages of §2.2 (public, no mall frame). */
const NEW_ENERGY_PAGES: RouteObject[] = [
  { path: 'newEnergy', lazy: lazyComponent(() => import('../pages/newEnergy'), 'Page') },
  { path: 'newEnergy/query', lazy: lazyComponent(() => import('../pages/newEnergy/query'), 'Page') },
].map((route) => ({ ...route, errorElement: <RouteError /> }));

/** Shown while the first route's code and loaders load. */
function BootSplash() {
  return <div className="boot-splash">…</div>;
}

const appRoutes: RouteObject[] = [
  { path: '/', loader: () => redirect('/mall'), Component: Nothing },
  {
    // The layout and the landing render with the first-paint texts; every other page waits for all of them.
    lazy: lazyComponent(() => import('./layouts/mall-layout'), 'MallLayout', 'firstPaint'),
    errorElement: <RouteError />,
    children: [
      { path: 'mall', lazy: lazyComponent(() => import('../pages/mall'), 'Page', 'firstPaint') },
      // The mall variant of /404 goes back to the mall (§2.1).
      { path: '404', loader: () => redirect('/mall'), Component: Nothing },
      { path: 'help', loader: () => redirect('/help/center/1'), Component: Nothing },
      { path: 'community', loader: () => redirect('/community/frontend'), Component: Nothing },
      ...STORES.map((store) => ({ path: store, loader: storeGuard(store), lazy: STORE_PAGES[store] })),
      ...MALL_PAGES,
      ...CONTENT_PAGES,
      ...COMMUNITY_PAGES,
      ...ARCHIVE_PAGES,
    ],
  },
  ...NEW_ENERGY_PAGES,
  {
    lazy: lazyComponent(() => import('./layouts/checkout-layout'), 'CheckoutLayout'),
    errorElement: <RouteError />,
    children: ORDER_PAGES,
  },
  {
    lazy: lazyComponent(() => import('./layouts/auth-layout'), 'AuthLayout'),
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: lazyComponent(() => import('../pages/login'), 'Page') },
      { path: 'register', lazy: lazyComponent(() => import('../pages/register'), 'Page') },
      { path: 'forget', lazy: lazyComponent(() => import('../pages/forget'), 'Page') },
    ],
  },
  {
    id: BACK_OFFICE_ROUTE_ID,
    loader: requireToken,
    lazy: lazyComponent(() => import('./layouts/back-office-layout'), 'BackOfficeLayout'),
    errorElement: <RouteError />,
    children: [
      { path: 'home', loader: homeLoader, lazy: lazyComponent(() => import('./home-empty'), 'HomeEmpty') },
      { path: 'iframe', lazy: lazyComponent(() => import('../pages/iframe'), 'Page') },
      { path: 'sys-userinfo', lazy: lazyComponent(() => import('../pages/sys/userinfo'), 'Page') },
      // §2.1: the embedded sub-application; every path below /private is its own.
      {
        path: 'private/*',
        lazy: lazyComponent(
          () => import('../features/private-app/components/private-app-host'),
          'PrivateAppHost',
        ),
      },
    ],
  },
  {
    path: '*',
    loader: notFoundLoader,
    lazy: lazyComponent(() => import('../pages/not-found'), 'Page'),
    errorElement: <RouteError />,
  },
];

export const routes: RouteObject[] = [
  { id: 'root', HydrateFallback: BootSplash, errorElement: <RouteError />, children: appRoutes },
];

/** The token whose menu routes are patched in; a new login (other role) patches its own. */
let patchedFor: string | undefined;

/**
 * §2.1: with a token, the role's menu routes are added on the first navigation that no static route
 * matches (React Router calls this for unmatched and splat-matched paths).
 */
export const patchMenuRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const token = session.getToken();
  if (!token || patchedFor === token) return;
  try {
    const [{ menuNavQuery }, { buildMenuRoutes }] = await Promise.all([
      import('../features/access/api/menu-nav'),
      import('./menu-routes'),
    ]);
    const menus = await queryClient.fetchQuery(menuNavQuery(getLocale()));
    patch(BACK_OFFICE_ROUTE_ID, buildMenuRoutes(menus, STATIC_BACK_OFFICE_PATHS));
    patchedFor = token;
  } catch {
    // The request client already handled it (expired login -> /login); the path stays unmatched.
  }
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchMenuRoutes });
}
