import { ProfilePanel } from '../../features/identity/components/profile-panel';

/** Menu url sys/userinfo: personal information, view and edit. */
export function Page() {
  return <ProfilePanel />;
}
