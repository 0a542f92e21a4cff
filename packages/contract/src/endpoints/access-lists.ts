import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import { zEnumOf } from '../enum-values.js';

/** Owners of assets (suppliers, 3) and goods (developers, 2, and suppliers, 3). */
const OWNERS = { roles: [2, 3] } as const;

/** Kinds of object a black or white list can guard. */
export const ACCESS_TARGET_TYPES = ['asset', 'goods'] as const;
export const zAccessTargetType = z.enum(ACCESS_TARGET_TYPES);
export type AccessTargetType = z.infer<typeof zAccessTargetType>;

/** black_white_mode: no list 0, white list only (only the listed consumers) 1, black list (all but the listed) 2. */
export const AccessListMode = { NONE: 0, WHITELIST: 1, BLACKLIST: 2 } as const;
export type AccessListMode = (typeof AccessListMode)[keyof typeof AccessListMode];
export const zAccessListMode = zEnumOf(AccessListMode);

/** At most this many consumers on one list. */
export const ACCESS_LIST_MAX_CONSUMERS = 500;

/** One guarded object: its kind and id. */
export const zAccessTarget = z.object({
  targetType: zAccessTargetType,
  targetId: zId,
});

/** A consumer on a list, as its owner sees them (no contact details). */
export const zAccessListConsumer = z.object({
  id: z.string(),
  username: z.string(),
  realName: z.string(),
  /** The consumer's company. */
  companyName: z.string(),
  /** user_status: disabled 0, normal 1 (a disabled consumer stays on the list). */
  status: z.number().int(),
});
export type AccessListConsumer = z.infer<typeof zAccessListConsumer>;

/** The list of one target: mode and consumers. A target never configured answers mode 0 and no consumers. */
export const zAccessList = z.object({
  targetType: zAccessTargetType,
  targetId: z.string(),
  /** Display name given by the module owning the target; empty when it names none. */
  targetName: z.string(),
  mode: z.number().int(),
  consumers: z.array(zAccessListConsumer),
  /** Last save; null when never saved. */
  updateDate: z.string().nullable(),
});
export type AccessList = z.infer<typeof zAccessList>;

export const queryBlackWhiteList = defineEndpoint({
  id: 'accessLists.query',
  method: 'POST',
  path: '/server/blackWhiteList/query',
  summary: "The black or white list of one of the caller's assets or goods (404 for anyone else's).",
  access: OWNERS,
  operationLog: false,
  body: zAccessTarget,
  response: zAccessList,
});

export const zAccessListSave = zAccessTarget.extend({
  mode: zAccessListMode,
  /** Consumers on the list (kept while the mode is 0, so switching back restores them). */
  consumerIds: z.array(zId).max(ACCESS_LIST_MAX_CONSUMERS).default([]),
});
export type AccessListSave = z.input<typeof zAccessListSave>;

export const saveBlackWhiteList = defineEndpoint({
  id: 'accessLists.save',
  method: 'POST',
  path: '/server/blackWhiteList/save',
  summary: "Replaces the mode and consumers of the list of one of the caller's assets or goods.",
  access: OWNERS,
  body: zAccessListSave,
  response: zAccessList,
});

/** A target of the caller for the picker, with the state of its list. */
export const zAccessListTarget = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.number().int(),
  consumerCount: z.number().int().nonnegative(),
});
export type AccessListTarget = z.infer<typeof zAccessListTarget>;

export const queryBlackWhiteListTargets = defineEndpoint({
  id: 'accessLists.targets',
  method: 'POST',
  path: '/server/blackWhiteList/targets',
  summary:
    "The caller's targets of a kind, for choosing which list to edit; `supported` false while no module serves the kind.",
  access: OWNERS,
  operationLog: false,
  body: zPageParams.extend({
    targetType: zAccessTargetType,
    /** Part of the target's name. */
    name: z.string().trim().max(100).optional(),
  }),
  response: zPage(zAccessListTarget).extend({
    /** A module owns targets of this kind (else save and query refuse it). */
    supported: z.boolean(),
    /** That module can list the caller's targets (else the page asks for an id). */
    listable: z.boolean(),
  }),
});
