import { enumLabel, type UserAdminRow } from '@datamall/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { StatusTag } from '../../../shared/ui/status-tag';

export interface AccountDescriptionsProps {
  user: UserAdminRow;
  /** Columns on wide screens: 2 on pages, 1 in drawers. */
  columns?: number;
}

/** The registration data of an account (mobile arrives masked), review and account status as tags. */
export function AccountDescriptions({ user, columns = 2 }: AccountDescriptionsProps) {
  const { t } = useTranslation('users');
  const locale = useLocale();
  return (
    <Descriptions
      bordered
      size="small"
      // Every breakpoint named: antd falls back to 3 columns for the ones left out.
      column={{ xs: 1, sm: 1, md: columns, lg: columns, xl: columns, xxl: columns }}
      data-testid="account-descriptions"
      styles={{ label: { width: 128 } }}
    >
      <Descriptions.Item label={t('fields.username')}>{user.username}</Descriptions.Item>
      <Descriptions.Item label={t('fields.roleType')}>
        {enumLabel('role_type', user.roleType, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.companyName')}>{user.companyName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.contactName')}>{user.contactName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.realName')}>{user.realName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.mobile')}>{user.mobile || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.email')}>{user.email || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createDate')}>
        {formatDateTime(user.createDate) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.spType')}>
        <StatusTag dictType="sp_type" value={user.spType} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <StatusTag dictType="user_status" value={user.status} />
      </Descriptions.Item>
      {user.rejectReason ? (
        <Descriptions.Item label={t('fields.rejectReason')} span={columns}>
          {user.rejectReason}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
