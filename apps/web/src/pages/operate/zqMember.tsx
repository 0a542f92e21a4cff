import { ConsumerList } from '../../features/users/components/consumer-list';

/** Menu url operate/zqMember: consumer management (status, detail, credit limit). */
export function Page() {
  return <ConsumerList />;
}
