import { NegotiatedPriceOffer } from '../features/negotiation/components/negotiated-price-offer';
import { OrderPageFrame } from '../features/orders/components/consumer-only';
import { OrderSubmit } from '../features/orders/components/order-submit';

/** Standalone mall page /orderSubmit: choose a SKU and quantity, accept the agreement, submit. */
export function Page() {
  return (
    <OrderPageFrame>
      <OrderSubmit renderPriceExtras={(preview) => <NegotiatedPriceOffer preview={preview} />} />
    </OrderPageFrame>
  );
}
