import { RoleType } from '@datamall/contract';

/**
 * Who may test a listed API good from the mall, as the server issues keys: a consumer (test type 1), the good's
 * developer (2), the operator (3). A supplier or another developer would be refused: they are told so first.
 */
export type MallTester = 'login' | 'consumer' | 'owner' | 'operator' | 'otherDeveloper' | 'supplier';

export function mallTesterOf(
  roleType: number | undefined,
  userId: string | undefined,
  ownerId: string,
  loggedIn: boolean,
): MallTester {
  if (!loggedIn || roleType === undefined) return 'login';
  if (roleType === RoleType.OPERATOR) return 'operator';
  if (roleType === RoleType.CONSUMER) return 'consumer';
  if (roleType === RoleType.DEVELOPER) return userId === ownerId ? 'owner' : 'otherDeveloper';
  return 'supplier';
}
