import { StaffList } from '../../features/organization/components/staff-list';

/** Menu url sys/user: staff accounts of the platform, by department. */
export function Page() {
  return <StaffList />;
}
