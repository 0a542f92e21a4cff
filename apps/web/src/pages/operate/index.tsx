import { OperatorDashboard } from '../../features/statistics/components/operator-dashboard';
import { taskPath } from '../../features/workflow/paths';

/** Operator home (menu url operate/index): the platform's figures, to-do list and monitor. */
export function Page() {
  return <OperatorDashboard taskPath={taskPath} />;
}
