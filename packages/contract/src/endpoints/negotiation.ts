import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { zYuan } from './users.js';

/**
 * Negotiated prices (spec calls §7.6 `/server/order/negotiatedPrice`). On a SKU its seller marked negotiable, a
 * consumer proposes a price below the list price; the seller accepts or rejects it. An accepted price applies
 * to that consumer's next order of the SKU (render shows it, submit uses it once) within ACCEPTED_VALID_DAYS.
 *
 * Designed here: `negotiatedPrice/page`, `negotiatedPrice/decide`, `negotiatedPrice/withdraw` and the shapes.
 * Money: integers of 1/10000 yuan in strings; proposals are typed in yuan (`zYuan`).
 */

/** pending 0, accepted 1, rejected 2, withdrawn 3, used 4 (by an order), expired 5 (accepted, not used in time). */
export const NegotiationStatus = {
  PENDING: 0,
  ACCEPTED: 1,
  REJECTED: 2,
  WITHDRAWN: 3,
  USED: 4,
  EXPIRED: 5,
} as const;
export type NegotiationStatus = (typeof NegotiationStatus)[keyof typeof NegotiationStatus];

/** Allowed status changes; anything else answers 409 and changes nothing. */
export const NEGOTIATION_TRANSITIONS: Record<NegotiationStatus, readonly NegotiationStatus[]> = {
  0: [1, 2, 3],
  1: [4, 5],
  2: [],
  3: [],
  4: [],
  5: [],
};

/** Days an accepted price waits for the consumer's next order. */
export const ACCEPTED_VALID_DAYS = 7;

export const zNegotiation = z.object({
  id: z.string(),
  itemId: z.string(),
  skuId: z.string(),
  itemName: z.string(),
  skuName: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  sellerId: z.string(),
  /** The SKU's list price when proposed. */
  listPrice: z.string(),
  proposedPrice: z.string(),
  message: z.string(),
  reply: z.string(),
  status: z.number().int(),
  validUntil: z.string().nullable(),
  orderId: z.string().nullable(),
  createDate: z.string(),
  decidedAt: z.string().nullable(),
});
export type Negotiation = z.infer<typeof zNegotiation>;

export const propose = defineEndpoint({
  id: 'negotiation.propose',
  method: 'POST',
  path: '/server/order/negotiatedPrice',
  summary:
    'Consumer: proposes a price (yuan, below the list price) for a negotiable SKU of a listed good; one open proposal per SKU.',
  access: { roles: [1] },
  body: z.object({
    itemId: zId,
    skuId: zId,
    price: zYuan,
    message: z.string().trim().max(500).default(''),
  }),
  response: zNegotiation,
});

export const page = defineEndpoint({
  id: 'negotiation.page',
  method: 'POST',
  path: '/server/order/negotiatedPrice/page',
  summary: "Proposals, newest first: a consumer's own, a seller's on its goods, every one for the operator.",
  access: 'user',
  operationLog: false,
  body: zPageParams.extend({
    status: z.coerce.number().int().min(0).max(5).optional(),
    skuId: zId.optional(),
  }),
  response: zPage(zNegotiation),
});

export const decide = defineEndpoint({
  id: 'negotiation.decide',
  method: 'POST',
  path: '/server/order/negotiatedPrice/decide',
  summary: 'Seller: accepts or rejects a pending proposal on its SKU, with an optional reply.',
  access: { roles: [2, 3] },
  body: z.object({ id: zId, accept: z.boolean(), reply: z.string().trim().max(500).default('') }),
  response: zNegotiation,
});

export const withdraw = defineEndpoint({
  id: 'negotiation.withdraw',
  method: 'POST',
  path: '/server/order/negotiatedPrice/withdraw',
  summary: 'Consumer: withdraws a pending proposal.',
  access: { roles: [1] },
  body: z.object({ id: zId }),
  response: zNegotiation,
});
