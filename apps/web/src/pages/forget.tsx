import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ForgetForm } from '../features/identity/components/forget-form';

export function Page() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div data-testid="forget-page">
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {t('forget.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t('forget.subtitle')}
      </Typography.Paragraph>
      <ForgetForm onDone={() => navigate('/login', { replace: true })} />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('forget.backToLogin')}</Link>
      </div>
    </div>
  );
}
