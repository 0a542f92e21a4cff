import { useSearchParams } from 'react-router';
import { orderActions, orderSections } from '../../app/order-extras';
import { OrderDetail } from '../../features/orders/components/order-detail';

/** Hidden menu url order/customerInfo: the buyer's view of one of their orders (orderUserDetail). */
export function Page() {
  const [params] = useSearchParams();
  return (
    <OrderDetail
      scope="user"
      id={params.get('id') ?? undefined}
      renderActions={orderActions('user')}
      renderSections={orderSections('user')}
    />
  );
}
