import { workflow } from '@datamall/contract';
import { usePermissions } from '../../features/access/api/permissions';
import { hasPermission } from '../../features/access/menu';
import { InstanceList } from '../../features/workflow/components/instance-list';

/** Menu url flow/running: running and suspended processes; 终止 for operators allowed to terminate. */
export function Page() {
  const permissions = usePermissions();
  const canTerminate = hasPermission(permissions.data ?? [], workflow.TERMINATE_PERMISSION);
  return <InstanceList kind="running" canTerminate={canTerminate} />;
}
