import { OperationLogList } from '../../../features/ops/components/operation-log-list';

/** Menu url operate/log/operate-log. */
export function Page() {
  return <OperationLogList />;
}
