/** Routes of the gateway's pages that other pages link to. */
export const gatewayPaths = {
  /** The consumer's call query (hidden menu consumer/order/query), narrowed to one order when given. */
  consumerQuery: (orderId?: string) =>
    `/consumer-order-query${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`,
};
