import { LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { loginUrl } from '../../../shared/public-paths';
import { useArchiveCatalog } from '../api/catalog';

/** Shows its children to a consumer; a visitor is asked to log in, another role is told why there is nothing. */
export function ViewerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const location = useLocation();
  const catalog = useArchiveCatalog();
  if (catalog.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (catalog.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={errorText(catalog.error) ?? t('form.catalogFailed')}
        action={<Button onClick={() => catalog.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const viewer = catalog.data.viewer;
  if (!viewer) {
    return (
      <Result
        icon={<LoginOutlined />}
        title={t('history.loginTitle')}
        subTitle={t('history.loginText')}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(loginUrl(`${location.pathname}${location.search}`))}
            data-testid="archive-history-login"
          >
            {t('history.login')}
          </Button>
        }
        data-testid="archive-history-visitor"
      />
    );
  }
  if (!viewer.consumer) {
    return (
      <Alert type="info" showIcon message={t('form.consumersOnly')} data-testid="archive-not-consumer" />
    );
  }
  return <>{children}</>;
}
