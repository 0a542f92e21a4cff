import { SecurityInfoPanel } from '../../../features/users/components/security-info-panel';

/** Hidden personal url consumer/information/safetyInfo: same overview as sys/usersafetyinfo. */
export function Page() {
  return <SecurityInfoPanel />;
}
