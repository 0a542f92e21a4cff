import { ErrorLogList } from '../../features/sys-admin/components/error-log-list';

/** Menu url sys/log-error. */
export function Page() {
  return <ErrorLogList />;
}
