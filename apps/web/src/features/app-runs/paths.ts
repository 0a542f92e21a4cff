/** Routes of the consumer's data-application pages (menu urls consumer/order/*) and the developer's job page. */
export type AppRunMode = 'dataInput' | 'inputConfig' | 'outputConfig' | 'execute';

export const appRunPaths = {
  page: (mode: AppRunMode, orderId?: string) =>
    `/consumer-order-${mode}${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`,
  /** Hidden developer page dev/configureData. */
  job: (itemId: string) => `/dev-configureData?itemId=${encodeURIComponent(itemId)}`,
};
