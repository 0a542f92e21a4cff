import { enumLabel, type UserAdminRow } from '@datamall/contract';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { useUpdateUserStatus } from '../api/update-user-status';

export interface UserStatusSwitchProps {
  user: Pick<UserAdminRow, 'id' | 'username' | 'status'>;
}

/**
 * Account on/off. Asks first: disabling ends every session of the user at once, so the confirm says so and
 * is styled as dangerous. The switch only moves once the server agreed (the list reloads).
 */
export function UserStatusSwitch({ user }: UserStatusSwitchProps) {
  const { t } = useTranslation(['users', 'common']);
  const locale = useLocale();
  const update = useUpdateUserStatus();
  const enabled = user.status === 1;

  const handleClick = () => {
    notify.confirm({
      title: enabled ? t('users:status.disableTitle') : t('users:status.enableTitle'),
      content: t(enabled ? 'users:status.disableConfirm' : 'users:status.enableConfirm', {
        username: user.username,
      }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: enabled,
      okTestId: 'status-confirm',
      onOk: async () => {
        try {
          await update.mutateAsync({ userId: user.id, status: enabled ? 0 : 1 });
          notify.success(enabled ? t('users:status.disabled') : t('users:status.enabled'));
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });
  };

  return (
    <Switch
      checked={enabled}
      loading={update.isPending}
      onClick={handleClick}
      checkedChildren={enumLabel('user_status', 1, locale)}
      unCheckedChildren={enumLabel('user_status', 0, locale)}
      aria-label={t('users:fields.status')}
      data-testid={`status-switch-${user.username}`}
    />
  );
}
