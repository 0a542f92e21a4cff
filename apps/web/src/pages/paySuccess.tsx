import { OrderPageFrame } from '../features/orders/components/consumer-only';
import { PaySuccess } from '../features/orders/components/pay-success';

/** Standalone mall page /paySuccess: the paid order. */
export function Page() {
  return (
    <OrderPageFrame>
      <PaySuccess />
    </OrderPageFrame>
  );
}
