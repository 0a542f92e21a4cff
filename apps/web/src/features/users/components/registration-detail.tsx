import { ArrowLeftOutlined, AuditOutlined } from '@ant-design/icons';
import { enumLabel } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useRegisterDetail } from '../api/query-register-detail';
import { AccountDescriptions } from './account-descriptions';
import { CertifiedBadge } from './certified-badge';

export interface RegistrationDetailProps {
  userId: string | undefined;
  /** Route of the to-do list, where the approve/reject decision is taken. */
  todoPath: string;
  /** Route of the approval list (back link). */
  listPath: string;
}

/**
 * An applicant's registration, read-only. The decision itself is a task of the approval workflow, so this
 * page points to the to-do list instead of offering buttons that would bypass it.
 */
export function RegistrationDetail({ userId, todoPath, listPath }: RegistrationDetailProps) {
  const { t } = useTranslation(['users', 'common']);
  const locale = useLocale();
  const detail = useRegisterDetail(userId);
  const back = (
    <Link to={listPath}>
      <Button icon={<ArrowLeftOutlined />} data-testid="registration-back">
        {t('users:register.back')}
      </Button>
    </Link>
  );

  if (!userId) return <Result status="warning" title={t('users:register.missingUser')} extra={back} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!detail.data) {
    return (
      <Result
        status="warning"
        title={t('users:register.loadFailed')}
        subTitle={errorText(detail.error)}
        extra={back}
      />
    );
  }

  const user = detail.data;
  const pending = user.spType === 0 || user.spType === 3;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="registration-detail">
      <Card title={t('users:register.title')} extra={back}>
        <AccountDescriptions user={user} />
      </Card>
      {user.shop ? (
        <Card title={t('users:shop.title')} extra={<CertifiedBadge certified={user.shop.certified} />}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
            <Descriptions.Item label={t('users:shop.shopName')}>
              {user.shop.shopName || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.contactName')}>
              {user.shop.contactName || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.contactPhone')}>
              {user.shop.contactPhone || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.address')}>{user.shop.address || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('users:shop.intro')} span={2}>
              {user.shop.intro || '-'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card
        title={
          <Space>
            <AuditOutlined />
            {t('users:register.decisionTitle')}
          </Space>
        }
        data-testid="registration-decision"
      >
        <Alert
          showIcon
          type={pending ? 'info' : 'success'}
          message={
            pending
              ? t('users:register.decisionNote')
              : t('users:register.decided', { status: enumLabel('sp_type', user.spType, locale) })
          }
          action={
            pending ? (
              <Link to={todoPath}>
                <Button type="primary" data-testid="registration-to-todo">
                  {t('users:register.toTodo')}
                </Button>
              </Link>
            ) : undefined
          }
        />
      </Card>
    </Space>
  );
}
