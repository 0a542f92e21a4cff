import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../../shared/session';

/** The order pages of the mall are the consumer's (role type 1): other roles are told so (the server refuses too). */
export function ConsumerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('orders');
  if (session.getRoleType() !== 1) {
    return (
      <Result
        status="403"
        title={t('consumerOnly')}
        extra={
          <Link to="/mall">
            <Button type="primary">{t('actions.backToMall')}</Button>
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}

/** The frame of the mall's order pages. */
export function OrderPageFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        maxWidth: 1080,
        margin: '24px auto',
        padding: '0 16px',
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      <ConsumerOnly>{children}</ConsumerOnly>
    </div>
  );
}
