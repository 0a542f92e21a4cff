import { RoleType } from '@datamall/contract';
import { session } from '../../shared/session';

/**
 * Only a developer saves plugins, and only of own goods: the list answers a developer only own goods, the
 * operator every good, read-only (the server refuses the operator's saves too).
 */
export function canEditPlugins(roleType = session.getRoleType()): boolean {
  return roleType === RoleType.DEVELOPER;
}
