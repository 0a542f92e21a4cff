import {
  type MyUKey,
  UKEY_ACTIONS,
  UKEY_MAX_PIN_ATTEMPTS,
  type UKeyEvent,
  type UKeyRecord,
  UKeyStatus,
  type UShieldDetail,
} from '@datamall/contract';
import type { UserRow } from './identity.repository.js';
import type { UKeyEventRow, UKeyRow } from './ukey.repository.js';

/** The holder's view of their key: never the PIN hash. */
export function toMyUKey(key: UKeyRow | null, required: boolean): MyUKey {
  return {
    serialNo: key?.serialNo ?? null,
    status: key?.status ?? UKeyStatus.UNBOUND,
    issuedAt: key?.issuedAt.toISOString() ?? null,
    pinUpdatedAt: key?.pinUpdatedAt?.toISOString() ?? null,
    pinMustChange: key?.pinInitial ?? false,
    remainingAttempts: key ? Math.max(0, UKEY_MAX_PIN_ATTEMPTS - key.failedPinCount) : 0,
    registered: Boolean(key?.credentialId),
    registeredAt: key?.registeredAt?.toISOString() ?? null,
    required,
  };
}

export function toUKeyRecord(key: UKeyRow, issuedBy: string): UKeyRecord {
  return {
    id: String(key.id),
    serialNo: key.serialNo,
    status: key.status,
    failedPinCount: key.failedPinCount,
    pinMustChange: key.pinInitial,
    issuedAt: key.issuedAt.toISOString(),
    issuedBy,
    pinUpdatedAt: key.pinUpdatedAt?.toISOString() ?? null,
    registeredAt: key.registeredAt?.toISOString() ?? null,
    endedAt: key.endedAt?.toISOString() ?? null,
  };
}

type EventView = Pick<UKeyEventRow, 'id' | 'action' | 'reason' | 'createdAt'> & {
  serialNo: string;
  actorName: string;
};

export function toUKeyEvent(event: EventView): UKeyEvent {
  return {
    id: String(event.id),
    serialNo: event.serialNo,
    action: (UKEY_ACTIONS as readonly string[]).includes(event.action)
      ? (event.action as UKeyEvent['action'])
      : 'issue',
    actorName: event.actorName,
    reason: event.reason,
    createDate: event.createdAt.toISOString(),
  };
}

export function toUShieldDetail(
  user: UserRow,
  key: UKeyRow | null,
  issuedBy: string,
  history: EventView[],
): UShieldDetail {
  return {
    user: {
      id: String(user.id),
      username: user.username,
      realName: user.realName,
      companyName: user.companyName,
      roleType: user.roleType,
    },
    status: key?.status ?? UKeyStatus.UNBOUND,
    key: key ? toUKeyRecord(key, issuedBy) : null,
    history: history.map(toUKeyEvent),
  };
}
