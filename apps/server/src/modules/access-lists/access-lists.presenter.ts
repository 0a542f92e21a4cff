import type { AccessList, AccessListConsumer } from '@datamall/contract';
import type { AccessListView, ListedUser } from './access-lists.service.js';

/** A listed consumer as the list's owner sees them: who, never how to reach them. */
export function toAccessListConsumer(user: ListedUser): AccessListConsumer {
  return {
    id: String(user.id),
    username: user.username,
    realName: user.realName,
    companyName: user.companyName,
    status: user.status,
  };
}

export function toAccessList(view: AccessListView): AccessList {
  return {
    targetType: view.targetType,
    targetId: String(view.targetId),
    targetName: view.targetName,
    mode: view.mode,
    consumers: view.consumers.map(toAccessListConsumer),
    updateDate: view.updatedAt?.toISOString() ?? null,
  };
}
