import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CredentialUsagePanel } from '../../features/gateway/components/credential-usage-panel';
import { orderPaths } from '../../features/orders/paths';
import { session } from '../../shared/session';

/** Hidden menu url order/useInfo?orderId=: the calls of one API-goods order, read-only (buyer, seller, operator). */
export function Page() {
  const { t } = useTranslation('gateway');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') || undefined;
  const role = session.getRoleType();
  const scope = role === 0 ? 'operate' : role === 1 ? 'user' : 'seller';
  if (!orderId) {
    return (
      <Card>
        <Result status="info" title={t('usage.noOrder')} />
      </Card>
    );
  }
  return (
    <CredentialUsagePanel
      orderId={orderId}
      extra={<Link to={orderPaths.detail(scope, orderId)}>{t('usage.toOrder')}</Link>}
    />
  );
}
