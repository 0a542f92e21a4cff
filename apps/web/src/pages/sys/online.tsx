import { OnlineList } from '../../features/organization/components/online-list';

/** Menu url sys/online: live sessions and force logout. */
export function Page() {
  return <OnlineList />;
}
