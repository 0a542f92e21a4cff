import type { OrderScope } from './api/orders';

/** Routes of the order pages: the mall's standalone pages and the back-office detail pages of each scope. */
export const orderPaths = {
  submit: (itemId: string, skuId?: string) =>
    `/orderSubmit?${new URLSearchParams({ itemId, ...(skuId ? { skuId } : {}) }).toString()}`,
  pay: (orderId: string) => `/orderPay?orderId=${encodeURIComponent(orderId)}`,
  success: (orderId: string) => `/paySuccess?orderId=${encodeURIComponent(orderId)}`,
  toBePay: '/tobePay',
  /** The consumer's data packet orders (menu consumer/order/dataPacket). */
  userList: '/consumer-order-dataPacket',
  /** The consumer's order list that shows an order of this kind of goods (menus consumer/order/*). */
  userListOf: (itemType: number) =>
    itemType === 1
      ? '/consumer-order-dataApp'
      : itemType === 5
        ? '/consumer-order-apiApp'
        : '/consumer-order-dataPacket',
  /**
   * The calls of an API-goods order: the buyer's usage page with its keys (consumer/order/apiUsage), or the
   * read-only usage detail for the seller and the operator (order/useInfo).
   */
  usage: (scope: OrderScope, orderId: string) =>
    `${scope === 'user' ? '/consumer-order-apiUsage' : '/order-useInfo'}?orderId=${encodeURIComponent(orderId)}`,
  /** Buyer: order/customerInfo; sellers and the operator: order/orderinfo. */
  detail: (scope: OrderScope, id: string) =>
    `${scope === 'user' ? '/order-customerInfo' : '/order-orderinfo'}?id=${encodeURIComponent(id)}`,
};
