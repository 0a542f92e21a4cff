import { NoticeAdmin } from '../../features/content/admin/notice-admin';

/** Menu url sys/notice: notices written by operators. */
export function Page() {
  return <NoticeAdmin />;
}
