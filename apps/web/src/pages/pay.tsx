import { OrderPageFrame } from '../features/orders/components/consumer-only';
import { OrderPay } from '../features/orders/components/order-pay';

/** Standalone mall page /pay: payment confirmation (the same page as /orderPay). */
export function Page() {
  return (
    <OrderPageFrame>
      <OrderPay />
    </OrderPageFrame>
  );
}
