import { ErrorCode } from '@datamall/contract';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import type { OrderScope } from '../api/orders';
import { orderPaths } from '../paths';

/** Whether a failed order call means "no such order for you" (404, or no order id at all). */
export function isOrderNotFound(error: unknown): boolean {
  return !error || (isApiError(error) && error.code === ErrorCode.NOT_FOUND);
}

/**
 * The one place a page says its order could not be shown: an empty state with the way back to the orders.
 * The order query of such a page is `silentError`, so the message is not repeated by a toast; a missing order
 * gets our own wording instead of the server's generic "resource not found" under it.
 */
export function OrderLoadFailed({ error, scope }: { error: unknown; scope: OrderScope }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const notFound = isOrderNotFound(error);
  return (
    <div data-testid="order-load-failed">
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('notFound') : t('loadFailed')}
        subTitle={notFound ? t('notFoundHint') : errorText(error)}
        extra={
          scope === 'user' ? (
            <Space wrap style={{ justifyContent: 'center' }}>
              <Link to={orderPaths.userList}>
                <Button type="primary" data-testid="order-load-failed-orders">
                  {t('actions.myOrders')}
                </Button>
              </Link>
              <Link to={orderPaths.toBePay}>
                <Button>{t('actions.toBePaid')}</Button>
              </Link>
            </Space>
          ) : (
            <Button type="primary" onClick={() => navigate(-1)} data-testid="order-load-failed-back">
              {t('common:actions.back')}
            </Button>
          )
        }
      />
    </div>
  );
}
