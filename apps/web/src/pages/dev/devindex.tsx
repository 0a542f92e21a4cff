import { DeveloperDashboard } from '../../features/statistics/components/developer-dashboard';

/** Developer home (menu url dev/devindex): the developer's own figures, each opening the list it sums up. */
export function Page() {
  return <DeveloperDashboard />;
}
