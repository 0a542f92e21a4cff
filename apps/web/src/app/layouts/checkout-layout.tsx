import { LockOutlined } from '@ant-design/icons';
import { Spin, Steps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useDisplayName } from '../../features/identity/api/user-info';
import { orderPaths } from '../../features/orders/paths';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import './checkout-layout.css';

/** Which checkout step a standalone order page is: confirm the order, pay it, done. */
export function checkoutStep(pathname: string): number {
  if (pathname.startsWith('/paySuccess')) return 2;
  if (pathname.startsWith('/orderSubmit')) return 0;
  return 1;
}

/**
 * The standalone order and payment pages of §2.2 (/orderSubmit, /orderPay, /pay, /tobePay, /paySuccess): a
 * checkout frame without the mall's navigation, so the buyer's attention stays on the order. The brand leads
 * back to the mall; the steps say where the buyer is.
 */
export function CheckoutLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const name = useDisplayName();
  const step = checkoutStep(pathname);
  return (
    <div className="checkout-layout">
      <header className="checkout-header">
        <div className="checkout-header-inner">
          <Link to="/mall" aria-label={t('header.backToMall')} data-testid="checkout-brand">
            <BrandLogo size={30} />
          </Link>
          <span className="checkout-title">{t('checkout.title')}</span>
          <div className="checkout-steps" data-testid="checkout-steps">
            <Steps
              size="small"
              responsive={false}
              current={step}
              // Paid: every step is done.
              status={step === 2 ? 'finish' : 'process'}
              items={[
                { title: t('checkout.steps.confirm') },
                { title: t('checkout.steps.pay') },
                { title: t('checkout.steps.done') },
              ]}
            />
          </div>
          <div className="checkout-actions">
            <LanguageSwitch />
            {name ? (
              <span className="checkout-user" data-testid="checkout-user">
                {name}
              </span>
            ) : null}
            <Link to={orderPaths.userList} data-testid="checkout-my-orders">
              {t('checkout.myOrders')}
            </Link>
          </div>
        </div>
      </header>
      <main className="checkout-main">
        <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="checkout-footer">
        <span>
          <LockOutlined /> {t('checkout.secure')}
        </span>
        <span className="checkout-footer-links">
          <Link to="/help">{t('nav.help')}</Link>
          <Link to="/rules">{t('footer.rules')}</Link>
          <Link to="/legal">{t('footer.legal')}</Link>
        </span>
      </footer>
    </div>
  );
}
