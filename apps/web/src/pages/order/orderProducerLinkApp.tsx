import { LinkAppOrders } from '../../features/app-relations/components/link-app-orders';

/** Menu url order/orderProducerLinkApp: paid orders of applications related to the supplier's assets. */
export function Page() {
  return <LinkAppOrders />;
}
