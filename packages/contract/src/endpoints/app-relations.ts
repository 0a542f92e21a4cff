import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { valuesOf } from '../enum-values.js';
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
 *
 * The supplier may revoke an approved relation with a reason (`relation/revoke`): from that moment the asset is
 * no longer shown on the application's mall page, the supplier's related-application orders no longer list the
 * application's orders (those paid before the revocation too, as after a withdrawal), and the relation no longer
 * counts as a usage of the asset. Like a rejected or withdrawn one, a revoked relation closes the pair: the
 * developer may request it anew (the one-open-relation rule covers pending and approved only).
 *
 * Hidden developer pages built on these calls (the spec names them only; what they do is decided here):
 * `dev/addData?id=` relates an asset to the application on a full page; `dev/dataLinkGood?id=` lists the listed
 * asset and table goods bound to the application's approved assets (`relation/goods`: where buyers get that
 * data); `dev/mirrorList?id=` is the development "mirror" (数据镜像): the tables of the approved assets with their
 * dictionary and masked preview, what the developer builds against without seeing the real data.
 */

/** pending 0, approved 1, rejected 2, withdrawn 3 (by the developer), revoked 4 (approved, then revoked by the supplier). */
export const RelationStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, WITHDRAWN: 3, REVOKED: 4 } as const;
export type RelationStatus = (typeof RelationStatus)[keyof typeof RelationStatus];

/**
 * Allowed status changes; anything else answers 409 and changes nothing. 0 -> 1|2 and 1 -> 4 by the asset's
 * supplier, 0|1 -> 3 by the developer. A rejected, withdrawn or revoked relation may be requested anew.
 */
export const RELATION_TRANSITIONS: Record<RelationStatus, readonly RelationStatus[]> = {
  0: [1, 2, 3],
  1: [3, 4],
  2: [],
  3: [],
  4: [],
};

/** Every status value, in order (filters, tags). */
export const RELATION_STATUS_VALUES = valuesOf(RelationStatus);

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
  /** The supplier's answer: optional when approving, the reason when rejecting or revoking. */
  reply: z.string(),
  status: z.number().int(),
  createDate: z.string(),
  /** When the relation was last decided: approved, rejected, withdrawn or revoked. */
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

export const revoke = defineEndpoint({
  id: 'appRelations.revoke',
  method: 'POST',
  path: '/server/item/relation/revoke',
  summary:
    'Supplier: revokes an approved relation to its asset with a reason (kept as the reply); the application stops showing the asset, its orders leave the supplier’s related-application orders and the asset is no longer used by it. Only approved relations (409 otherwise); another supplier’s: 404.',
  access: SUPPLIER,
  body: z.object({
    id: zId,
    /** Why the supplier withdraws its consent; shown to the developer. */
    reason: z.string().trim().min(2).max(500),
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
    status: z.coerce.number().int().min(0).max(4).optional(),
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

/** A listed good bound to an asset the application is approved to use. */
export const zRelatedGood = z.object({
  /** The good (its mall detail page). */
  itemId: z.string(),
  itemName: z.string(),
  /** 3 data-asset goods, 4 data-table goods. */
  itemType: z.number().int(),
  sourceId: z.string(),
  sourceName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
});
export type RelatedGood = z.infer<typeof zRelatedGood>;

export const goodsOfItem = defineEndpoint({
  id: 'appRelations.goodsOfItem',
  method: 'GET',
  path: '/server/item/relation/goods',
  summary:
    'Developer (the application’s owner; 404 otherwise): the listed data-asset and data-table goods bound to the assets its application is approved to use — where buyers get the data the application needs.',
  access: DEVELOPER,
  query: z.object({ itemId: zId }),
  response: z.array(zRelatedGood),
  operationLog: false,
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
