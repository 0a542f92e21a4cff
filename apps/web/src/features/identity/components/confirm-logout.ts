import { t } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { logout } from '../api/logout';

/** 退出登录 asks first; OK revokes the session and loads the login page. */
export function confirmLogout(): void {
  notify.confirm({
    title: t('layout:header.logoutTitle'),
    content: t('layout:header.logoutConfirm'),
    okText: t('common:actions.ok'),
    cancelText: t('common:actions.cancel'),
    okTestId: 'logout-confirm',
    onOk: () => logout(),
  });
}
