import { InstanceList } from '../../features/workflow/components/instance-list';

/** Menu url flow/finished: completed and terminated processes with their decision. */
export function Page() {
  return <InstanceList kind="finished" />;
}
