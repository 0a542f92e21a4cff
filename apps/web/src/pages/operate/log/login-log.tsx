import { LoginLogList } from '../../../features/ops/components/login-log-list';

/** Menu url operate/log/login-log. */
export function Page() {
  return <LoginLogList />;
}
