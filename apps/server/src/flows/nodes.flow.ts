import type { AccountService } from '../modules/identity/account.service.js';
import type { UsersService } from '../modules/identity/users.service.js';
import type { NodeOwners } from '../modules/nodes/node.service.js';

/** Nodes show and filter by their owners' usernames (identity). */
export function nodeOwnerPorts(m: { accounts: AccountService; users: UsersService }): NodeOwners {
  return {
    usernameOf: async (id) => (await m.accounts.getUser(id)).username,
    idsByUsername: async (part) =>
      (await m.users.page({ page: 1, limit: 100 }, { username: part })).list.map((u) => u.id),
  };
}
