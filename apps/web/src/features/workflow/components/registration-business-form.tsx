import { enumLabel } from '@datamall/contract';
import { Alert, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useRegisterDetail } from '../api/register-detail';
import type { BusinessFormProps } from '../business-form-types';
import { workflowErrorText } from '../messages';

/** Business form of `user-registration`: the applicant's registration (business key = user id). */
export function RegistrationBusinessForm({ task }: BusinessFormProps) {
  const { t } = useTranslation(['auth', 'workflow']);
  const locale = useLocale();
  const detail = useRegisterDetail(task.businessKey);

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!detail.data) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('workflow:task.loadFailed')}
        description={workflowErrorText(detail.error)}
      />
    );
  }
  const user = detail.data;
  const companyLabel = user.roleType === 2 ? t('auth:register.shopName') : t('auth:register.companyName');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="registration-form"
    >
      <Descriptions.Item label={t('auth:userinfo.username')}>{user.username}</Descriptions.Item>
      <Descriptions.Item label={t('auth:userinfo.roleType')}>
        {enumLabel('role_type', user.roleType, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={companyLabel}>{user.companyName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('auth:register.contactName')}>{user.contactName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('auth:register.mobile')}>{user.mobile || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('auth:register.email')}>{user.email || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('auth:userinfo.createDate')}>
        {formatDateTime(user.createDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('auth:userinfo.spType')}>
        <StatusTag dictType="sp_type" value={user.spType} />
      </Descriptions.Item>
    </Descriptions>
  );
}
