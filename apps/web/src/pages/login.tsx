import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../features/identity/components/login-form';
import { notify } from '../shared/notify';

/** Only same-site paths: `redirect=//evil.example` must not leave the platform. */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/home';
  return target;
}

/** The register page in resubmit mode, for an applicant whose registration was rejected. */
export const resubmitPath = (username: string) => `/register?resubmit=${encodeURIComponent(username)}`;

export function Page() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <div data-testid="login-page">
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
        {t('login.subtitle')}
      </Typography.Paragraph>
      <LoginForm
        onLoggedIn={() => {
          notify.success(t('login.success'));
          navigate(safeRedirect(params.get('redirect')), { replace: true });
        }}
        resubmitLink={(username) => (
          <Link to={resubmitPath(username)} data-testid="login-resubmit">
            {t('resubmit.link')}
          </Link>
        )}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Link to="/forget" data-testid="login-forget">
          {t('login.forget')}
        </Link>
        <Space size={4}>
          <Typography.Text type="secondary">{t('login.noAccount')}</Typography.Text>
          <Link to="/register" data-testid="login-register">
            {t('login.register')}
          </Link>
        </Space>
      </div>
    </div>
  );
}
