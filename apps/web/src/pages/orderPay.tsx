import { OrderPageFrame } from '../features/orders/components/consumer-only';
import { OrderPay } from '../features/orders/components/order-pay';

/** Standalone mall page /orderPay: pay an order by credit limit. */
export function Page() {
  return (
    <OrderPageFrame>
      <OrderPay />
    </OrderPageFrame>
  );
}
