import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import './auth-layout.css';

/** Standalone pages (/login, /register, /forget): brand panel on the left, the form card on the right. */
export function AuthLayout() {
  const { t } = useTranslation(['auth', 'common', 'mall']);
  const { pathname } = useLocation();
  const wide = pathname.startsWith('/register');

  return (
    <div className="auth-shell">
      <aside className="auth-aside">
        <Link to="/mall">
          <BrandLogo color="#fff" size={36} />
        </Link>
        <div>
          <h2>{t('mall:hero.title')}</h2>
          <p>{t('auth:login.sidePitch')}</p>
          <ul className="auth-points">
            {(['sidePoint1', 'sidePoint2', 'sidePoint3'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled /> {t(`auth:login.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="auth-aside-foot">{t('common:brandTagline')}</div>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar">
          <Link to="/mall" data-testid="back-to-mall">
            <ArrowLeftOutlined /> {t('auth:login.backToMall')}
          </Link>
          <LanguageSwitch />
        </div>
        <div className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
