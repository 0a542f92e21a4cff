import { assets, RoleType } from '@datamall/contract';
import type { Actor } from '../../platform/request-context.js';
import type { SourceRow } from './assets.repository.js';

export const SourceStatus = assets.SourceStatus;
export const VersionStatus = assets.VersionStatus;

/** How a caller sees an asset: its owner, the operator (everything, read-only), or the public (listed version). */
export type Viewer = 'owner' | 'operator' | 'public';

/** Listed: approved at least once and not disabled; consumers see the listed version. */
export function isListed(source: Pick<SourceRow, 'listedVersion' | 'status'>): boolean {
  return source.listedVersion !== null && source.status !== SourceStatus.DISABLED;
}

/**
 * The view a caller gets of an asset, or null when it must not learn it exists (answer 404).
 * Suppliers see only their own assets, unless `supplierAsPublic` (the public mall calls, where a supplier
 * is just another visitor). Anyone else sees listed assets only.
 */
export function viewerOf(
  actor: Pick<Actor, 'userId' | 'roleType'> | null,
  source: SourceRow,
  supplierAsPublic = false,
): Viewer | null {
  if (actor && actor.userId === source.ownerId) return 'owner';
  if (actor?.roleType === RoleType.OPERATOR) return 'operator';
  if (actor?.roleType === RoleType.SUPPLIER && !supplierAsPublic) return null;
  return isListed(source) ? 'public' : null;
}

export type SourceAction = assets.SourceAction;

/** Who asks for a status change. */
export type ActionBy = 'owner' | 'operator';

/**
 * The status an action leads to from the current one, or null when the change is illegal (409).
 * submit: owner, draft or rejected -> under review. disable: approved, or a draft/rejected asset whose
 * earlier version is still listed -> disabled. enable: disabled -> approved when the listed version is the
 * latest, else draft; an asset an operator disabled is enabled only by an operator.
 */
export function nextStatus(
  source: Pick<SourceRow, 'status' | 'listedVersion' | 'currentVersion' | 'disabledBy'>,
  action: SourceAction,
  by: ActionBy,
): number | null {
  const s = source.status;
  switch (action) {
    case 'submit':
      if (by !== 'owner') return null;
      return s === SourceStatus.DRAFT || s === SourceStatus.REJECTED ? SourceStatus.REVIEWING : null;
    case 'disable':
      if (s === SourceStatus.APPROVED) return SourceStatus.DISABLED;
      if ((s === SourceStatus.DRAFT || s === SourceStatus.REJECTED) && source.listedVersion !== null) {
        return SourceStatus.DISABLED;
      }
      return null;
    case 'enable':
      if (s !== SourceStatus.DISABLED) return null;
      if (source.disabledBy !== null && by !== 'operator') return null;
      return source.listedVersion === source.currentVersion ? SourceStatus.APPROVED : SourceStatus.DRAFT;
  }
}
