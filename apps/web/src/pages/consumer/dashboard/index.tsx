import { AvailableCredit } from '../../../features/orders/components/available-credit';
import { ConsumerDashboard } from '../../../features/statistics/components/consumer-dashboard';

/**
 * Consumer home (menu url consumer/dashboard/index): the available credit of the limit (what orders and
 * pay-as-you-go calls draw on) and the consumer's own figures, each opening the list it sums up.
 */
export function Page() {
  return <ConsumerDashboard credit={<AvailableCredit />} />;
}
