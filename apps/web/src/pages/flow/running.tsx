import { InstanceList } from '../../features/workflow/components/instance-list';

/** Menu url flow/running: running and suspended processes. */
export function Page() {
  return <InstanceList kind="running" />;
}
