import type { StatementParty } from './api/statements';

const q = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Routes of the billing pages (menu url with slashes turned into dashes). */
export const billingPaths = {
  /** Consumers, suppliers and developers: menu dev/billing. */
  home: '/dev-billing',
  operate: '/operate-billing',
  statement: (party: StatementParty, id: string, operator: boolean) =>
    `${operator ? '/operate-billingDetail' : '/dev-billingDetail'}${q({ party, id })}`,
  applyInvoice: (statementIds: readonly string[] = []) =>
    `/order-orderTax${q({ ids: statementIds.join(',') || undefined })}`,
  invoice: (id: string) => `/order-taxview${q({ id })}`,
  invoices: '/order-tax',
  transactions: '/order-zqbusiorder',
  usage: (orderId?: string) => `/order-zqordertimesprofit${q({ orderId })}`,
  bankCard: '/admin-user-zquserbankcard-add-or-update',
  refund: (orderId?: string) => `/consumer-order-refund${q({ orderId })}`,
  quota: '/admin-user-zquserquotadetailed',
  /** The order page of the orders feature: the buyer's view, or the seller's and operator's. */
  order: (id: string, buyer: boolean) => `${buyer ? '/order-customerInfo' : '/order-orderinfo'}${q({ id })}`,
};

/** A positive integer id from the query string, else undefined. */
export function idParam(value: string | null | undefined): string | undefined {
  return value && /^[1-9]\d{0,18}$/.test(value) ? value : undefined;
}

/** `?ids=1,2,3` -> the valid ids, without duplicates. */
export function idsParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim()))].filter((s) => idParam(s));
}
