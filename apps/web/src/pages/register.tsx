import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AgreementLink } from '../features/content/components/agreement-link';
import { PendingApprovalResult } from '../features/identity/components/pending-approval-result';
import { isRoleChoice, RegisterForm } from '../features/identity/components/register-form';
import { ResubmitForm } from '../features/identity/components/resubmit-form';

export function Page() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState<string>();
  const role = params.get('role');
  // `?resubmit=<username>`: a rejected applicant corrects the registration (linked from the login page).
  const resubmitFor = params.get('resubmit');
  const resubmitting = resubmitFor !== null;

  if (registered) {
    return (
      <PendingApprovalResult
        username={registered}
        resubmitted={resubmitting}
        testId={resubmitting ? 'resubmit-result' : 'register-result'}
      />
    );
  }

  if (resubmitting) {
    return (
      <div data-testid="resubmit-page">
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {t('resubmit.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {t('resubmit.subtitle')}
        </Typography.Paragraph>
        <ResubmitForm username={resubmitFor} onResubmitted={setRegistered} />
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Typography.Text type="secondary">{t('register.haveAccount')}</Typography.Text>{' '}
          <Link to="/login">{t('register.toLogin')}</Link>
        </div>
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
        agreementLink={AgreementLink}
      />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Typography.Text type="secondary">{t('register.haveAccount')}</Typography.Text>{' '}
        <Link to="/login">{t('register.toLogin')}</Link>
      </div>
    </div>
  );
}
