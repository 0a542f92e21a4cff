import type { DbOrTx } from '../../platform/db.js';

/** The order fields billing needs (an order row of the orders module fits). */
export interface BilledOrder {
  id: number;
  orderNo: string;
  consumerId: number;
  consumerName: string;
  sellerId: number;
  itemId: number;
  itemName: string;
  skuName: string;
  unitPrice: bigint;
  amount: bigint;
  payStatus: number;
}

/** payStatus of a paid order. */
export const PAID = 1;

/** What billing asks other modules, wired in the flows (never their tables). */
export interface BillingPorts {
  /** An order by id inside `tx` (orders module). */
  findOrder(db: DbOrTx, orderId: number): Promise<BilledOrder | null>;
  /** The goods classification of a good inside `tx` (goods module); null when none. */
  classificationOf(db: DbOrTx, itemId: number): Promise<number | null>;
  /** Name of a classification, or null when it does not exist (catalog). */
  classificationName(id: number): Promise<string | null>;
  /** Usernames by id. */
  usernames(ids: number[]): Promise<Map<number, string>>;
  /** The platform's default commission in basis points (the settings' tunable); the contract's without it. */
  defaultCommissionBp?: (db: DbOrTx) => Promise<number>;
}
