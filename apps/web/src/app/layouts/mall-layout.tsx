import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useIsPhone } from '../../shared/hooks/use-is-phone';
import { ensureAllTexts } from '../../shared/i18n';
import { session } from '../../shared/session';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import './mall-layout.css';

// Kept out of the first paint: the user actions (visitors never need them) and the operators' footer columns
// (below the fold; they load when the footer comes near).
const MallUserActions = lazy(() =>
  import('./mall-layout-user').then((m) => ({ default: m.MallUserActions })),
);
// The footer columns use the `content` texts, not among the first-paint ones: loaded with them.
const FooterNavColumns = lazy(() =>
  Promise.all([import('../../features/content/mall/footer-nav'), ensureAllTexts()]).then(([m]) => ({
    default: m.FooterNavColumns,
  })),
);

/**
 * Renders `children` once the footer comes near the viewport, or a few seconds after the page settled
 * (non-critical content); `placeholder` until then.
 */
function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '300px',
      },
    );
    observer.observe(node);
    const timer = setTimeout(() => setNear(true), 4000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}

const NAV = [
  { key: 'mall', to: '/mall' },
  { key: 'dataapp', to: '/dataapp' },
  // Data packages are listed with the data applications' listing, on its package tab.
  { key: 'datapackage', to: '/dataapp?type=2' },
  { key: 'datasource', to: '/datasource' },
  { key: 'datatable', to: '/datatable' },
  { key: 'dataapi', to: '/dataapi' },
  { key: 'news', to: '/news' },
  { key: 'community', to: '/community' },
  { key: 'help', to: '/help' },
] as const;

/**
 * Whether a navigation entry is the page shown: dataapp-appDetails belongs to dataapp, help/center/1 to help; the
 * data packages' entry is the package tab of /dataapp and a data package's detail page (`type=2` on both).
 */
export function isActive(to: string, pathname: string, search: string): boolean {
  const [path = to, query] = to.split('?');
  const onPath = pathname === path || pathname.startsWith(`${path}-`) || pathname.startsWith(`${path}/`);
  if (!onPath) return false;
  const type = new URLSearchParams(search).get('type');
  if (query) return new URLSearchParams(query).get('type') === type;
  return path !== '/dataapp' || type !== '2';
}

function MallFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const footerFallback = (
    <div>
      <h4>{t('layout:footer.support')}</h4>
      <ul>
        <li>
          <Link to="/help">{t('layout:nav.help')}</Link>
        </li>
        <li>
          <Link to="/rules">{t('layout:footer.rules')}</Link>
        </li>
        <li>
          <Link to="/legal">{t('layout:footer.legal')}</Link>
        </li>
        <li>
          <Link to="/help/bcNquestion">{t('layout:footer.contact')}</Link>
        </li>
      </ul>
    </div>
  );
  return (
    <footer className="mall-footer">
      <div className="mall-footer-inner">
        <div>
          <BrandLogo color="#fff" size={30} />
          <p>{t('layout:footer.aboutText')}</p>
        </div>
        <div>
          <h4>{t('layout:footer.services')}</h4>
          <ul>
            {NAV.slice(1, 6).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`layout:nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
        <NearViewport placeholder={footerFallback}>
          <Suspense fallback={footerFallback}>
            <FooterNavColumns fallback={footerFallback} />
          </Suspense>
        </NearViewport>
      </div>
      <div className="mall-footer-bottom">
        {t('layout:footer.copyright', { year: new Date().getFullYear(), brand: t('common:brand') })}
      </div>
    </footer>
  );
}

/** Public mall: brand, navigation of §2.2, language, login/register or the user with 进入后台 and logout. */
export function MallLayout() {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const loggedIn = session.hasToken();
  // Phones: the brand, the language and the user's buttons share one row (the navigation wraps below them).
  const isPhone = useIsPhone();

  return (
    <div className="mall-layout">
      <header className="mall-header">
        <div className={loggedIn ? 'mall-header-inner mall-header-user' : 'mall-header-inner'}>
          <Link to="/mall" aria-label={t('nav.mall')} data-testid="mall-brand">
            <BrandLogo size={32} />
          </Link>
          <nav className="mall-nav" data-testid="mall-nav">
            {NAV.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                className={isActive(item.to, pathname, search) ? 'active' : undefined}
                data-testid={`mall-nav-${item.key}`}
              >
                {t(`nav.${item.key}`)}
              </Link>
            ))}
          </nav>
          <div className="mall-actions">
            <LanguageSwitch compact={isPhone} />
            {loggedIn ? (
              <Suspense fallback={null}>
                <MallUserActions />
              </Suspense>
            ) : (
              <>
                <Link to="/login" className="ui-btn" data-testid="mall-login">
                  {t('header.login')}
                </Link>
                <Link to="/register" className="ui-btn ui-btn-primary" data-testid="mall-register">
                  {t('header.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main className="mall-main">
        <Suspense fallback={<div className="mall-main-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <MallFooter />
    </div>
  );
}
