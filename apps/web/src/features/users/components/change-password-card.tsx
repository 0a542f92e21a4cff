import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useSecurityInfo } from '../api/security-info';
import { SECURITY_INFO_PATH } from './security-info-panel';

export interface ChangePasswordCardProps {
  /** Opens the change-password dialog (the identity feature owns the form). */
  onChange: () => void;
}

/** sys/updataPassWord: when the password last changed, the rules, and the button to change it. */
export function ChangePasswordCard({ onChange }: ChangePasswordCardProps) {
  const { t } = useTranslation('users');
  const info = useSecurityInfo();
  return (
    <Card data-testid="change-password-card">
      <Result
        icon={<KeyOutlined style={{ color: '#2563eb' }} />}
        title={t('password.title')}
        subTitle={
          <Space direction="vertical" size={4}>
            <span>{t('password.intro')}</span>
            <span>{t('password.rules')}</span>
          </Space>
        }
        extra={
          <Space>
            <Button
              type="primary"
              icon={<KeyOutlined />}
              onClick={onChange}
              data-testid="change-password-open"
            >
              {t('password.open')}
            </Button>
            <Link to={SECURITY_INFO_PATH}>
              <Button icon={<SafetyOutlined />}>{t('password.toSecurity')}</Button>
            </Link>
          </Space>
        }
      >
        {info.data ? (
          <Descriptions size="small" column={1} style={{ maxWidth: 420, margin: '0 auto' }}>
            <Descriptions.Item label={t('security.passwordUpdatedAt')}>
              {formatDateTime(info.data.passwordUpdatedAt) || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('security.activeSessions')}>
              {t('security.sessionsValue', { count: info.data.activeSessions })}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Result>
    </Card>
  );
}
