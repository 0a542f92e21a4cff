import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { zOrder, zOrderListBody } from './orders.js';

/**
 * Related applications (spec screens: supplier `producer/relativeProducer` "related application" and
 * `order/orderProducerLinkApp` "orders: asset related application"). The spec names the screens only; the calls
 * are designed here.
 *
 * A developer relates one of its data applications to a listed data asset of a supplier (the application works
 * on that data) and says why. The asset's supplier approves or rejects the request. Approved relations are shown
 * on the application's mall page ("data used") and the supplier sees the paid orders of the application from
 * the approval on. Pending and approved relations count as usages of the asset (it cannot be deleted meanwhile).
 */

/** pending 0, approved 1, rejected 2, withdrawn 3 (by the developer). */
export const RelationStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, WITHDRAWN: 3 } as const;
export type RelationStatus = (typeof RelationStatus)[keyof typeof RelationStatus];

/** Allowed status changes; anything else answers 409 and changes nothing. A rejected or withdrawn relation may be requested anew. */
export const RELATION_TRANSITIONS: Record<RelationStatus, readonly RelationStatus[]> = {
  0: [1, 2, 3],
  1: [3],
  2: [],
  3: [],
};

/** Open (pending or approved) relations one application may have. */
export const MAX_OPEN_RELATIONS = 20;

const DEVELOPER = { roles: [2] } as const;
const SUPPLIER = { roles: [3] } as const;

export const zRelation = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  /** Why the application uses the asset (the developer's words). */
  purpose: z.string(),
  /** The supplier's answer (required when rejecting). */
  reply: z.string(),
  status: z.number().int(),
  createDate: z.string(),
  decidedAt: z.string().nullable(),
});
export type Relation = z.infer<typeof zRelation>;

export const request = defineEndpoint({
  id: 'appRelations.request',
  method: 'POST',
  path: '/server/item/relation/add',
  summary:
    'Developer: relates one of its data applications to a listed data asset it may see, with the purpose; the asset’s supplier decides. One open relation per application and asset, at most MAX_OPEN_RELATIONS per application.',
  access: DEVELOPER,
  body: z.object({
    itemId: zId,
    sourceId: zId,
    purpose: z.string().trim().min(2).max(500),
  }),
  response: zRelation,
});

export const withdraw = defineEndpoint({
  id: 'appRelations.withdraw',
  method: 'POST',
  path: '/server/item/relation/withdraw',
  summary: 'Developer: withdraws a pending or approved relation of its application.',
  access: DEVELOPER,
  body: z.object({ id: zId }),
  response: zRelation,
});

export const decide = defineEndpoint({
  id: 'appRelations.decide',
  method: 'POST',
  path: '/server/item/relation/decide',
  summary: 'Supplier: approves or rejects a pending relation to its asset; a rejection needs a reason.',
  access: SUPPLIER,
  body: z.object({
    id: zId,
    approve: z.boolean(),
    reply: z.string().trim().max(500).default(''),
  }),
  response: zRelation,
});

export const page = defineEndpoint({
  id: 'appRelations.page',
  method: 'POST',
  path: '/server/item/relation/page',
  summary:
    'Relations, newest first: a supplier’s to its assets, a developer’s of its applications, every one for the operator. Filters: status, application, asset, a name fragment of either.',
  access: { roles: [0, 2, 3] },
  body: zPageParams.extend({
    status: z.coerce.number().int().min(0).max(3).optional(),
    itemId: zId.optional(),
    sourceId: zId.optional(),
    keyword: z.string().trim().max(100).optional(),
  }),
  response: zPage(zRelation),
  operationLog: false,
});

export const ofItem = defineEndpoint({
  id: 'appRelations.ofItem',
  method: 'GET',
  path: '/server/item/relation/ofItem',
  summary:
    'Public: the approved relations of a listed data application (the data it uses), for its mall page; an unlisted application answers an empty list.',
  access: 'public',
  query: z.object({ itemId: zId }),
  response: z.array(
    z.object({
      sourceId: z.string(),
      sourceName: z.string(),
      supplierId: z.string(),
      supplierName: z.string(),
    }),
  ),
});

/** A paid order of an application related to the supplier's assets, with those assets. */
export const zLinkAppOrder = zOrder.extend({
  sources: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LinkAppOrder = z.infer<typeof zLinkAppOrder>;

/** Filters of the related-application orders: those of the seller order list but kind and payment (paid applications). */
export const zLinkAppOrdersBody = zOrderListBody.omit({ itemType: true, payStatus: true });
export type LinkAppOrdersFilter = z.infer<typeof zLinkAppOrdersBody>;

export const linkAppOrders = defineEndpoint({
  id: 'appRelations.linkAppOrders',
  method: 'POST',
  path: '/server/order/linkAppPage',
  summary:
    'Supplier: paid orders of data applications with an approved relation to its assets, paid since the approval, newest first.',
  access: SUPPLIER,
  body: zLinkAppOrdersBody,
  response: zPage(zLinkAppOrder),
  operationLog: false,
});
