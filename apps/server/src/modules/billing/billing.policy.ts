import type { Actor } from '../../platform/request-context.js';

/** The operator reads every party's bills. */
export const isOperator = (a: Actor) => a.roleType === 0;

/** Developers and suppliers sell: their bills are their income. */
export const isSeller = (a: Actor) => a.roleType === 2 || a.roleType === 3;

/** The rows a role reads of records naming both parties: sellers their sales, consumers their purchases. */
export function partyScope(actor: Actor): { sellerId?: number; consumerId?: number } {
  if (isOperator(actor)) return {};
  return isSeller(actor) ? { sellerId: actor.userId } : { consumerId: actor.userId };
}
