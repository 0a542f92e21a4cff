import { OrderPageFrame } from '../features/orders/components/consumer-only';
import { ToBePaid } from '../features/orders/components/to-be-paid';

/** Standalone mall page /tobePay: the consumer's orders awaiting payment. */
export function Page() {
  return (
    <OrderPageFrame>
      <ToBePaid />
    </OrderPageFrame>
  );
}
