import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * Versions of data applications and API goods (hidden pages `dev/zqgoodversion`, `versionAdd`, `versionImprove`,
 * and the `dev/jiao/` variants) and use cases / deployments of data applications (`dev/zqgoodcase`, `caseAdd`,
 * `caseUpdateVersion`). The spec names no call paths for them: these follow the renren paths of the pages'
 * permission strings (`zqgoodsversion:zqgoodsversion:*`, `zqGoodsCase:zqgoodscase:*`).
 *
 * A version is to list (0), listed (1) or disabled (2) (`version_status`); orders pin the newest listed
 * version of the good when they are submitted, so buyers see the version they bought. A case is a deployment
 * of one version of a data application: its `case_status` follows CASE_TRANSITIONS, its `caseType` tells
 * whether it was ever deployed and whether it is published on the good's page.
 */

/** Owners of versioned goods: developers (2). */
const DEVELOPER = { roles: [2] } as const;
/** Developers and the operator (0), who reads every good's versions and cases. */
const DEVELOPER_OR_OPERATOR = { roles: [0, 2] } as const;
/** The platform (operator, 0) reports what the runtime did with a deployment. */
const OPERATOR = { roles: [0] } as const;

/** Kinds of goods that have versions: data applications 1 and API goods 5. */
export const VERSIONED_ITEM_TYPES = [1, 5] as const;
/** Kinds of goods that have use cases (deployments): data applications 1. */
export const CASE_ITEM_TYPES = [1] as const;

// --- version_status ---------------------------------------------------------------------------------------

/** `version_status`: to list 0, listed 1, disabled 2. */
export const VersionStatus = { TO_LIST: 0, LISTED: 1, DISABLED: 2 } as const;
export type VersionStatus = (typeof VersionStatus)[keyof typeof VersionStatus];

export const VERSION_EVENTS = ['list', 'disable', 'edit', 'delete'] as const;
export type VersionEvent = (typeof VERSION_EVENTS)[number];
/** Status changes the owner asks for through statusChange. */
export const VERSION_ACTIONS = ['list', 'disable'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * The transition table of versions; anything not listed is illegal (409). A version is edited or deleted
 * only before it is listed; once listed it can only be disabled (buyers may hold it), never listed again:
 * a fix is a new version (versionImprove).
 */
export const VERSION_TRANSITIONS: Record<
  VersionEvent,
  { from: readonly VersionStatus[]; to: VersionStatus | null }
> = {
  list: { from: [VersionStatus.TO_LIST], to: VersionStatus.LISTED },
  disable: { from: [VersionStatus.LISTED], to: VersionStatus.DISABLED },
  edit: { from: [VersionStatus.TO_LIST], to: VersionStatus.TO_LIST },
  /** `to: null`: the version is removed. */
  delete: { from: [VersionStatus.TO_LIST], to: null },
};

/** The status after an event, `undefined` when the event is illegal in this status (null: removed). */
export function nextVersionStatus(status: number, event: VersionEvent): VersionStatus | null | undefined {
  const t = VERSION_TRANSITIONS[event];
  return (t.from as readonly number[]).includes(status) ? t.to : undefined;
}

export function versionActions(status: number): VersionEvent[] {
  return VERSION_EVENTS.filter((e) => nextVersionStatus(status, e) !== undefined);
}

// --- case_status and caseType -----------------------------------------------------------------------------

export const CASE_STATUSES = [
  'WAITING_FOR_DEPLOYMENT',
  'STARTING',
  'RUNNING',
  'DISABLED',
  'PAUSED',
  'ERROR',
  'SYSTEM_DISABLED',
  'RESUMING',
  'FINISHED',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** `caseType`: undeployed 0, deployed 1 (has run at least once), published 2 (shown on the good's page). */
export const CaseType = { UNDEPLOYED: 0, DEPLOYED: 1, PUBLISHED: 2 } as const;
export type CaseType = (typeof CaseType)[keyof typeof CaseType];

/** What the owner asks for (statusChange). */
export const CASE_OWNER_EVENTS = [
  'deploy',
  'pause',
  'resume',
  'disable',
  'enable',
  'finish',
  'publish',
  'unpublish',
] as const;
/** What the runtime reports (the platform: runtimeEvent). */
export const CASE_RUNTIME_EVENTS = [
  'started',
  'failed',
  'resumed',
  'systemDisable',
  'systemRestore',
] as const;
export type CaseOwnerEvent = (typeof CASE_OWNER_EVENTS)[number];
export type CaseRuntimeEvent = (typeof CASE_RUNTIME_EVENTS)[number];
/** Every event, including updateVersion (caseUpdateVersion). */
export type CaseEvent = CaseOwnerEvent | CaseRuntimeEvent | 'updateVersion';

export interface CaseState {
  status: CaseStatus;
  caseType: CaseType;
}

interface CaseTransition {
  from: readonly CaseStatus[];
  /** Allowed caseType before the event; absent: any. */
  caseTypeFrom?: readonly CaseType[];
  /** Status after the event; absent: unchanged. */
  to?: CaseStatus;
  /** caseType after the event; absent: unchanged. */
  caseType?: (s: CaseState) => CaseType;
}

const S = {
  W: 'WAITING_FOR_DEPLOYMENT',
  ST: 'STARTING',
  R: 'RUNNING',
  D: 'DISABLED',
  P: 'PAUSED',
  E: 'ERROR',
  SD: 'SYSTEM_DISABLED',
  RS: 'RESUMING',
  F: 'FINISHED',
} as const;

/** Leaving RUNNING takes a published case off the good's page (it stays deployed). */
const unpublished = (s: CaseState): CaseType =>
  s.caseType === CaseType.PUBLISHED ? CaseType.DEPLOYED : s.caseType;

/**
 * The case_status machine. Anything not listed is illegal (409, nothing changes). FINISHED is final.
 * - deploy: a waiting case starts; the runtime answers started (-> RUNNING, deployed) or failed (-> ERROR).
 * - pause / resume: the owner pauses a running case and resumes a paused or failed one (RESUMING, then the
 *   runtime's resumed -> RUNNING or failed -> ERROR).
 * - systemDisable / systemRestore: resource control stops a case for a while (SYSTEM_DISABLED) and lets it
 *   resume (-> RESUMING).
 * - disable / enable: the owner stops a case without finishing it; enabling resumes it.
 * - updateVersion: a case not running a start moves to another version and waits for deployment again.
 * - publish / unpublish: a running deployed case is shown on (or taken off) the good's page.
 */
export const CASE_TRANSITIONS: Record<CaseEvent, CaseTransition> = {
  deploy: { from: [S.W], to: S.ST },
  started: {
    from: [S.ST],
    to: S.R,
    caseType: (s) => (s.caseType === CaseType.UNDEPLOYED ? CaseType.DEPLOYED : s.caseType),
  },
  failed: { from: [S.ST, S.R, S.RS], to: S.E, caseType: unpublished },
  pause: { from: [S.R], to: S.P, caseType: unpublished },
  resume: { from: [S.P, S.E], to: S.RS },
  resumed: { from: [S.RS], to: S.R },
  systemDisable: { from: [S.ST, S.R, S.P, S.RS], to: S.SD, caseType: unpublished },
  systemRestore: { from: [S.SD], to: S.RS },
  disable: { from: [S.W, S.R, S.P, S.E], to: S.D, caseType: unpublished },
  enable: { from: [S.D], to: S.RS },
  finish: { from: [S.W, S.R, S.P, S.E, S.D, S.SD], to: S.F, caseType: unpublished },
  updateVersion: { from: [S.W, S.P, S.E, S.D], to: S.W },
  publish: { from: [S.R], caseTypeFrom: [CaseType.DEPLOYED], caseType: () => CaseType.PUBLISHED },
  unpublish: { from: [S.R], caseTypeFrom: [CaseType.PUBLISHED], caseType: () => CaseType.DEPLOYED },
};

/** The state after an event, or null when the table forbids it. */
export function nextCaseState(state: CaseState, event: CaseEvent): CaseState | null {
  const t = CASE_TRANSITIONS[event];
  if (!t.from.includes(state.status)) return null;
  if (t.caseTypeFrom && !t.caseTypeFrom.includes(state.caseType)) return null;
  return { status: t.to ?? state.status, caseType: t.caseType ? t.caseType(state) : state.caseType };
}

/** Owner events allowed in a state (the buttons of the case list). */
export function caseActions(state: CaseState): (CaseOwnerEvent | 'updateVersion')[] {
  return [...CASE_OWNER_EVENTS, 'updateVersion' as const].filter((e) => nextCaseState(state, e) !== null);
}

// --- shapes -----------------------------------------------------------------------------------------------

const zVersionNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/, { message: 'format' });

export const zVersionInput = z.object({
  /** Version number, unique per good (e.g. 1.0.0). */
  versionNo: zVersionNo,
  /** What changed (plain text). */
  description: z.string().trim().max(2000).default(''),
  /** Data applications: where this version runs (http or https). */
  appUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, { message: 'format' })
    .nullable()
    .optional(),
});

export const zGoodsVersion = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  versionNo: z.string(),
  description: z.string(),
  appUrl: z.string().nullable(),
  /** to list 0, listed 1, disabled 2 (version_status). */
  status: z.number().int(),
  /** The version this one improves (versionImprove), or null. */
  baseVersionId: z.string().nullable(),
  baseVersionNo: z.string().nullable(),
  /** Events the owner may ask for now (VERSION_TRANSITIONS). */
  actions: z.array(z.enum(VERSION_EVENTS)),
  listedDate: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type GoodsVersion = z.infer<typeof zGoodsVersion>;

/** A version as buyers see it. */
export const zPublicVersion = zGoodsVersion.pick({
  id: true,
  versionNo: true,
  description: true,
  status: true,
  listedDate: true,
});

export const zGoodsCase = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  versionId: z.string(),
  versionNo: z.string(),
  name: z.string(),
  description: z.string(),
  /** undeployed 0, deployed 1, published 2. */
  caseType: z.number().int(),
  status: z.enum(CASE_STATUSES),
  /** Owner events allowed now (CASE_TRANSITIONS). */
  actions: z.array(z.string()),
  createDate: z.string(),
  updateDate: z.string(),
});
export type GoodsCase = z.infer<typeof zGoodsCase>;

// --- versions ---------------------------------------------------------------------------------------------

export const versionPage = defineEndpoint({
  id: 'goodsVersions.page',
  method: 'GET',
  path: '/server/zqgoodsversion/page',
  summary:
    'Versions of one of the caller’s data applications or API goods (the operator: any), newest first.',
  access: DEVELOPER_OR_OPERATOR,
  query: zPageParams.extend({ itemId: zId, status: z.coerce.number().int().min(0).max(2).optional() }),
  response: zPage(zGoodsVersion),
});

export const versionInfo = defineEndpoint({
  id: 'goodsVersions.info',
  method: 'GET',
  path: '/server/zqgoodsversion/info',
  summary: 'One version (owner or operator; else 404).',
  access: DEVELOPER_OR_OPERATOR,
  query: z.object({ id: zId }),
  response: zGoodsVersion,
});

export const versionAdd = defineEndpoint({
  id: 'goodsVersions.add',
  method: 'POST',
  path: '/server/zqgoodsversion/save',
  summary:
    'Adds a version (to list) to one of the caller’s data applications or API goods (page versionAdd).',
  access: DEVELOPER,
  body: zVersionInput.extend({ itemId: zId }),
  response: zGoodsVersion,
});

export const versionUpdate = defineEndpoint({
  id: 'goodsVersions.update',
  method: 'PUT',
  path: '/server/zqgoodsversion/update',
  summary: 'Changes a version that is not listed yet (409 otherwise).',
  access: DEVELOPER,
  body: zVersionInput.extend({ id: zId }),
  response: zGoodsVersion,
});

export const versionImprove = defineEndpoint({
  id: 'goodsVersions.improve',
  method: 'POST',
  path: '/server/zqgoodsversion/improve',
  summary:
    'Starts a new version (to list) from an existing one (page versionImprove): its fields are copied unless given.',
  access: DEVELOPER,
  body: z.object({
    baseId: zId,
    versionNo: zVersionNo,
    description: z.string().trim().max(2000).optional(),
    appUrl: zVersionInput.shape.appUrl,
  }),
  response: zGoodsVersion,
});

export const versionStatusChange = defineEndpoint({
  id: 'goodsVersions.statusChange',
  method: 'POST',
  path: '/server/zqgoodsversion/statusChange',
  summary:
    'Lists (to list -> listed) or disables (listed -> disabled) a version; any other change answers 409.',
  access: DEVELOPER,
  body: z.object({ id: zId, action: z.enum(VERSION_ACTIONS) }),
  response: zGoodsVersion,
});

export const versionDelete = defineEndpoint({
  id: 'goodsVersions.delete',
  method: 'DELETE',
  path: '/server/zqgoodsversion',
  summary: 'Deletes a version that was never listed (409 otherwise).',
  access: DEVELOPER,
  query: z.object({ id: zId }),
  response: z.null(),
});

export const versionListed = defineEndpoint({
  id: 'goodsVersions.listed',
  method: 'GET',
  path: '/server/zqgoodsversion/listed',
  summary:
    'The listed versions of a listed good, newest first (the mall’s version list; 404 for goods not listed).',
  access: 'public',
  query: z.object({ itemId: zId }),
  response: z.array(zPublicVersion),
});

export const versionOfOrder = defineEndpoint({
  id: 'goodsVersions.ofOrder',
  method: 'GET',
  path: '/server/zqgoodsversion/ofOrder',
  summary:
    'The version an order bought (pinned when it was submitted; null when the good had no listed version). Buyer or seller; else 404.',
  access: 'user',
  query: z.object({ orderId: zId }),
  response: zPublicVersion.nullable(),
});

// --- cases ------------------------------------------------------------------------------------------------

export const casePage = defineEndpoint({
  id: 'goodsCases.page',
  method: 'GET',
  path: '/server/zqgoodscase/page',
  summary: 'Use cases (deployments) of one of the caller’s data applications (the operator: any).',
  access: DEVELOPER_OR_OPERATOR,
  query: zPageParams.extend({ itemId: zId }),
  response: zPage(zGoodsCase),
});

export const caseInfo = defineEndpoint({
  id: 'goodsCases.info',
  method: 'GET',
  path: '/server/zqgoodscase/info',
  summary: 'One case (owner or operator; else 404).',
  access: DEVELOPER_OR_OPERATOR,
  query: z.object({ id: zId }),
  response: zGoodsCase,
});

export const caseAdd = defineEndpoint({
  id: 'goodsCases.add',
  method: 'POST',
  path: '/server/zqgoodscase/save',
  summary:
    'Adds a use case of a version of one of the caller’s data applications (page caseAdd): undeployed, awaiting deployment.',
  access: DEVELOPER,
  body: z.object({
    itemId: zId,
    versionId: zId,
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(2000).default(''),
  }),
  response: zGoodsCase,
});

export const caseUpdateVersion = defineEndpoint({
  id: 'goodsCases.updateVersion',
  method: 'POST',
  path: '/server/zqgoodscase/updateVersion',
  summary:
    'Moves a case to another version of the same good (page caseUpdateVersion); it waits for deployment again. 409 while starting, running, resuming or finished.',
  access: DEVELOPER,
  body: z.object({ id: zId, versionId: zId }),
  response: zGoodsCase,
});

export const caseStatusChange = defineEndpoint({
  id: 'goodsCases.statusChange',
  method: 'POST',
  path: '/server/zqgoodscase/statusChange',
  summary:
    'The owner deploys, pauses, resumes, disables, enables, finishes, publishes or unpublishes a case (409 when the table forbids it).',
  access: DEVELOPER,
  body: z.object({ id: zId, action: z.enum(CASE_OWNER_EVENTS) }),
  response: zGoodsCase,
});

export const caseRuntimeEvent = defineEndpoint({
  id: 'goodsCases.runtimeEvent',
  method: 'POST',
  path: '/server/zqgoodscase/runtimeEvent',
  summary:
    'The platform reports what the runtime did with a deployment: started, failed, resumed, systemDisable, systemRestore.',
  access: OPERATOR,
  body: z.object({ id: zId, event: z.enum(CASE_RUNTIME_EVENTS) }),
  response: zGoodsCase,
});
