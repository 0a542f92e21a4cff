import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PendingApprovalResultProps {
  username: string;
  /** A resubmission says so in its title; the rest is the registration's "awaiting platform approval". */
  resubmitted?: boolean;
  testId: string;
}

/** The end of registering or resubmitting: the account awaits the platform's approval. */
export function PendingApprovalResult({ username, resubmitted, testId }: PendingApprovalResultProps) {
  const { t } = useTranslation('auth');
  return (
    <div data-testid={testId}>
      <Result
        status="success"
        title={t(resubmitted ? 'resubmit.resultTitle' : 'register.resultTitle')}
        subTitle={t('register.resultSubtitle', { username })}
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
