import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId } from '../endpoint.js';

/**
 * USB keys (U盾): a FIDO2 security key bound to one account. An operator issues it by the serial number printed
 * on it and hands over an initial PIN; the holder registers the key itself (a WebAuthn credential) with the PIN.
 * A registered key is a second factor: login and payment need its signature of a fresh challenge and the PIN
 * (the PIN is the user verification, checked by the server as a scrypt hash; wrong ones lock the key). An operator
 * may require a key of every account of a role.
 */

/** ukey_status: no key 0, normal 1, frozen 2 (by an operator, or reported lost), PIN locked 3, revoked 4. */
export const UKeyStatus = { UNBOUND: 0, NORMAL: 1, FROZEN: 2, LOCKED: 3, REVOKED: 4 } as const;
export type UKeyStatus = (typeof UKeyStatus)[keyof typeof UKeyStatus];

/** Wrong PINs in a row that lock a key. */
export const UKEY_MAX_PIN_ATTEMPTS = 5;

/** Serial numbers as printed on keys: letters, digits and dashes; kept upper case. */
export const UKEY_SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,30}[A-Z0-9]$/;
export const zUKeySerialNo = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(UKEY_SERIAL_PATTERN));

/** A PIN: 6 to 16 digits. */
export const UKEY_PIN_PATTERN = /^\d{6,16}$/;
export const zUKeyPin = z.string().regex(UKEY_PIN_PATTERN);

/** PINs refused as too easy to guess: one repeated digit, or a run of consecutive digits either way. */
export function isWeakUKeyPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** Why an operator acts on a key: kept in the key's history. */
export const zUKeyReason = z.string().trim().min(2).max(200);

/** The caller's own key, as the personal pages show it. */
export const zMyUKey = z.object({
  /** Serial number of the bound key; null without a key. */
  serialNo: z.string().nullable(),
  /** ukey_status (0 without a key). */
  status: z.number().int(),
  issuedAt: z.string().nullable(),
  pinUpdatedAt: z.string().nullable(),
  /** The PIN is still the initial one the operator handed over: it should be changed. */
  pinMustChange: z.boolean(),
  /** Wrong PINs left before the key locks. */
  remainingAttempts: z.number().int(),
  /** The security key itself is registered (WebAuthn): login and payment ask for it. */
  registered: z.boolean(),
  registeredAt: z.string().nullable(),
  /** The operator requires a USB key of every account of the caller's role. */
  required: z.boolean(),
});
export type MyUKey = z.infer<typeof zMyUKey>;

export const getUKeySerialNo = defineEndpoint({
  id: 'ukey.mine',
  method: 'POST',
  path: '/server/user/getUKeySerialNo',
  summary: "The serial number and state of the caller's USB key (serialNo null without one).",
  access: 'user',
  operationLog: false,
  response: zMyUKey,
});

export const updateUKeyPin = defineEndpoint({
  id: 'ukey.changePin',
  method: 'POST',
  path: '/server/user/updateUKeyPin',
  summary:
    "Changes the PIN of the caller's key; the old PIN is required and wrong ones count towards the lock.",
  access: 'user',
  body: z.object({ oldPin: zUKeyPin, newPin: zUKeyPin }),
  response: zMyUKey,
});

export const reportUKeyLost = defineEndpoint({
  id: 'ukey.reportLost',
  method: 'POST',
  path: '/server/user/reportUKeyLost',
  summary: "Freezes the caller's key at once (lost or stolen), confirmed with the login password.",
  access: 'user',
  body: z.object({ password: z.string().min(1).max(64) }),
  response: zMyUKey,
});

/** One issued key of a user, as the operator sees it (never the PIN). */
export const zUKeyRecord = z.object({
  id: z.string(),
  serialNo: z.string(),
  status: z.number().int(),
  failedPinCount: z.number().int(),
  pinMustChange: z.boolean(),
  issuedAt: z.string(),
  issuedBy: z.string(),
  pinUpdatedAt: z.string().nullable(),
  /** When the holder registered the security key (WebAuthn); null before. */
  registeredAt: z.string().nullable(),
  /** When it was revoked (unbound or replaced). */
  endedAt: z.string().nullable(),
});
export type UKeyRecord = z.infer<typeof zUKeyRecord>;

/** ukey_action of a history row. */
export const UKEY_ACTIONS = [
  'issue',
  'replace',
  'freeze',
  'unfreeze',
  'unbind',
  'resetPin',
  'changePin',
  'lock',
  'reportLost',
  'register',
] as const;

export const zUKeyEvent = z.object({
  id: z.string(),
  serialNo: z.string(),
  action: z.enum(UKEY_ACTIONS),
  /** Who did it: the operator's or the user's name; empty for the automatic lock. */
  actorName: z.string(),
  reason: z.string(),
  createDate: z.string(),
});
export type UKeyEvent = z.infer<typeof zUKeyEvent>;

export const zUShieldDetail = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    realName: z.string(),
    companyName: z.string(),
    roleType: z.number().int(),
  }),
  /** ukey_status of the user (0 without a key). */
  status: z.number().int(),
  /** The current key; null without one. */
  key: zUKeyRecord.nullable(),
  /** Newest first, at most 50 rows. */
  history: z.array(zUKeyEvent),
});
export type UShieldDetail = z.infer<typeof zUShieldDetail>;

export const queryUShield = defineEndpoint({
  id: 'ukey.detail',
  method: 'POST',
  path: '/server/user/queryUShield',
  summary: "A consumer's, supplier's or developer's USB key and its history (operator).",
  access: OPERATOR_ONLY,
  operationLog: false,
  body: z.object({ userId: zId }),
  response: zUShieldDetail,
});

/** What an operator does to a user's key. */
export const USHIELD_ACTIONS = ['issue', 'freeze', 'unfreeze', 'unbind', 'resetPin'] as const;
export type UShieldAction = (typeof USHIELD_ACTIONS)[number];

/** The key states each operator action may start from (issue works from any state); else 409. */
export const USHIELD_TRANSITIONS: Record<Exclude<UShieldAction, 'issue'>, readonly UKeyStatus[]> = {
  freeze: [UKeyStatus.NORMAL, UKeyStatus.LOCKED],
  unfreeze: [UKeyStatus.FROZEN],
  unbind: [UKeyStatus.NORMAL, UKeyStatus.FROZEN, UKeyStatus.LOCKED],
  resetPin: [UKeyStatus.NORMAL, UKeyStatus.LOCKED],
};

export const zUpdateUShield = z.discriminatedUnion('action', [
  /** Binds a key by its serial number; the user's current key, if any, is revoked (a change of key). */
  z.object({ userId: zId, action: z.literal('issue'), serialNo: zUKeySerialNo, reason: zUKeyReason }),
  z.object({ userId: zId, action: z.literal('freeze'), reason: zUKeyReason }),
  z.object({ userId: zId, action: z.literal('unfreeze'), reason: zUKeyReason }),
  z.object({ userId: zId, action: z.literal('unbind'), reason: zUKeyReason }),
  /** New initial PIN; unlocks a key locked by wrong PINs. */
  z.object({ userId: zId, action: z.literal('resetPin'), reason: zUKeyReason }),
]);
export type UpdateUShield = z.input<typeof zUpdateUShield>;

export const updateUShield = defineEndpoint({
  id: 'ukey.update',
  method: 'POST',
  path: '/server/user/updateUShield',
  summary:
    "Changes a user's USB key: issue (bind or change), freeze, unfreeze, unbind, reset the PIN. Illegal from the key's state: 409.",
  access: OPERATOR_ONLY,
  body: zUpdateUShield,
  response: zUShieldDetail.extend({
    /** The new initial PIN, shown once to hand over with the key (issue and resetPin only). */
    initialPin: z.string().nullable(),
  }),
});

/**
 * What the browser answers `navigator.credentials.create()` / `.get()` with, as JSON (base64url fields; see
 * `@simplewebauthn/browser`). Checked in depth by the server's WebAuthn verification; bounded here.
 */
const zBase64Url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
export const zWebAuthnResponse = z.object({
  id: zBase64Url.min(1).max(1024),
  rawId: zBase64Url.min(1).max(1024),
  type: z.literal('public-key'),
  /** clientDataJSON, attestationObject / authenticatorData, signature… (publicKeyAlgorithm is a number). */
  response: z.record(
    z.string(),
    z.union([zBase64Url, z.number().int(), z.array(z.string().max(32)).max(10)]),
  ),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A ticket of a WebAuthn ceremony and the options to hand to the browser (PublicKeyCredential*OptionsJSON). */
export const zUKeyCeremony = z.object({
  /** Single use, valid for UKEY_CEREMONY_SECONDS. */
  ticket: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type UKeyCeremony = z.infer<typeof zUKeyCeremony>;

/** How long a ceremony's challenge may be answered. */
export const UKEY_CEREMONY_SECONDS = 300;

/** The proof of a second factor: the ceremony's ticket, the key's answer, and the PIN. */
export const zUKeyProof = z.object({
  ticket: z.string().uuid(),
  pin: zUKeyPin,
  response: zWebAuthnResponse,
});
export type UKeyProof = z.infer<typeof zUKeyProof>;

export const ukeyRegistrationOptions = defineEndpoint({
  id: 'ukey.registrationOptions',
  method: 'POST',
  path: '/server/user/ukey/registration/options',
  summary:
    "Starts registering the caller's issued USB key as a security key: a ticket and the creation options.",
  access: 'user',
  operationLog: false,
  response: zUKeyCeremony,
});

export const ukeyRegister = defineEndpoint({
  id: 'ukey.register',
  method: 'POST',
  path: '/server/user/ukey/registration',
  summary:
    "Registers the caller's security key with the ticket, the key's attestation and the PIN; from then on login and payment ask for it.",
  access: 'user',
  body: zUKeyProof,
  response: zMyUKey,
});

export const ukeyChallenge = defineEndpoint({
  id: 'ukey.challenge',
  method: 'POST',
  path: '/server/user/ukey/challenge',
  summary: "A challenge for the caller's security key to confirm an action (the payment of an order).",
  access: 'user',
  operationLog: false,
  body: z.object({ purpose: z.literal('pay'), orderId: zId }),
  response: zUKeyCeremony,
});

/** USB key requirement of one role (consumers 1, developers 2, suppliers 3). */
export const zUKeyPolicy = z.object({
  roleType: z.number().int(),
  required: z.boolean(),
  /** Accounts of the role that have no registered key yet. */
  accountsWithoutKey: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type UKeyPolicy = z.infer<typeof zUKeyPolicy>;

export const ukeyPolicy = defineEndpoint({
  id: 'ukey.policy',
  method: 'POST',
  path: '/server/user/ukeyPolicy',
  summary: 'Which roles must use a USB key at login and payment (operator).',
  access: OPERATOR_ONLY,
  operationLog: false,
  response: z.array(zUKeyPolicy),
});

export const updateUKeyPolicy = defineEndpoint({
  id: 'ukey.updatePolicy',
  method: 'POST',
  path: '/server/user/updateUKeyPolicy',
  summary:
    'Requires (or stops requiring) a USB key of every account of a role. Accounts with an issued key register it at their next login; accounts without one cannot log in until an operator issues one.',
  access: OPERATOR_ONLY,
  body: z.object({ roleType: z.union([z.literal(1), z.literal(2), z.literal(3)]), required: z.boolean() }),
  response: z.array(zUKeyPolicy),
});
