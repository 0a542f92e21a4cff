import type {
  NegotiationService,
  NegotiationServiceDeps,
} from '../modules/negotiation/negotiation.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';

/** A negotiation is about a SKU a consumer could order now (the orders module's own saleability check). */
export function negotiationPorts(orders: OrderService): Pick<NegotiationServiceDeps, 'skuForOrder'> {
  return {
    skuForOrder: async (itemId, skuId) => {
      const { item, sku } = await orders.saleable(itemId, skuId);
      return {
        itemId: item.id,
        skuId: sku.id,
        itemName: item.name,
        skuName: sku.name,
        sellerId: item.ownerId,
        price: sku.price,
        negotiable: sku.negotiable,
      };
    },
  };
}

/** A price accepted in a negotiation replaces the list price of the consumer's next order of the SKU. */
export function connectNegotiatedPrices(orders: OrderService, negotiation: NegotiationService) {
  orders.useNegotiatedPrices(negotiation);
}
