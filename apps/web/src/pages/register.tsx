import { Button, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isRoleChoice, RegisterForm } from '../features/identity/components/register-form';

export function Page() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState<string>();
  const role = params.get('role');

  if (registered) {
    return (
      <div data-testid="register-result">
        <Result
          status="success"
          title={t('register.resultTitle')}
          subTitle={t('register.resultSubtitle', { username: registered })}
          extra={
            <Space>
              <Link to="/login">
                <Button type="primary">{t('register.backToLogin')}</Button>
              </Link>
              <Link to="/mall">
                <Button>{t('register.toMall')}</Button>
              </Link>
            </Space>
          }
        />
      </div>
    );
  }

  return (
    <div data-testid="register-page">
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {t('register.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t('register.subtitle')}
      </Typography.Paragraph>
      <RegisterForm
        onRegistered={setRegistered}
        initialRole={isRoleChoice(role) ? (Number(role) as 1 | 2 | 3) : 1}
      />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Typography.Text type="secondary">{t('register.haveAccount')}</Typography.Text>{' '}
        <Link to="/login">{t('register.toLogin')}</Link>
      </div>
    </div>
  );
}
