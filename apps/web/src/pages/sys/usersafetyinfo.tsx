import { SecurityInfoPanel } from '../../features/users/components/security-info-panel';

/** Hidden personal url sys/usersafetyinfo: the own account's security overview. */
export function Page() {
  return <SecurityInfoPanel />;
}
