import { useSearchParams } from 'react-router';
import { orderActions, orderSections } from '../../app/order-extras';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { session } from '../../shared/session';

/** Hidden menu url order/orderinfo: an order seen by its seller (orderDetailByseller) or the operator (operateDetail). */
export function Page() {
  const [params] = useSearchParams();
  const role = session.getRoleType();
  const scope = role === 0 ? 'operate' : role === 1 ? 'user' : 'seller';
  return (
    <OrderDetail
      scope={scope}
      id={params.get('id') ?? undefined}
      renderActions={orderActions(scope)}
      renderSections={orderSections(scope)}
    />
  );
}
