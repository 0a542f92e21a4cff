import {
  ErrorCode,
  RoleType,
  UKEY_CEREMONY_SECONDS,
  type UKeyCeremony,
  type UKeyPolicy,
  type UKeyProof,
  UKeyStatus,
} from '@datamall/contract';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from './identity.repository.js';
import { findUserById } from './identity.repository.js';
import type { UKeyCeremonyRow, UKeyRow } from './ukey.repository.js';
import * as repo from './ukey.repository.js';
import type { UKeyService } from './ukey.service.js';

/** Where the browser runs the ceremony: the relying-party id (a host name) and the page's origin. */
export interface WebAuthnSite {
  rpId: string;
  origin: string;
}

/** The site of a request: configured (behind a proxy that rewrites Host), else the request's own host. */
export function webAuthnSite(
  req: { protocol: string; host: string; hostname: string },
  configured: { rpId?: string; origin?: string },
): WebAuthnSite {
  const origin = configured.origin ?? `${req.protocol}://${req.host}`;
  return { rpId: configured.rpId ?? new URL(origin).hostname, origin };
}

type Purpose = 'register' | 'login' | 'login-register' | 'pay';

const KEY_HOLDERS: readonly number[] = [RoleType.CONSUMER, RoleType.DEVELOPER, RoleType.SUPPLIER];

/**
 * The USB key as a second factor, with WebAuthn. The holder registers the issued key (a FIDO2 credential) with its
 * PIN; then login and payment need the key's signature of a fresh single-use challenge and the PIN. The PIN is the
 * user verification (checked by UKeyService, wrong ones lock the key), so the authenticator is asked for presence
 * only: a security key with its own FIDO PIN is not asked for a second PIN.
 */
export class UKeyFactorService {
  constructor(private readonly deps: { db: Db; clock: Clock; ukeys: UKeyService; rpName: string }) {}

  /** Starts registering the caller's issued key from its key page. */
  async registrationOptions(user: UserRow, site: WebAuthnSite): Promise<UKeyCeremony> {
    const key = await this.deps.ukeys.usableKey(user.id);
    if (key.credentialId) throw new AppError(ErrorCode.ILLEGAL_STATE);
    return this.startRegistration(user, site, 'register');
  }

  /** Registers the caller's key with a ticket of registrationOptions. */
  async register(userId: number, proof: UKeyProof): Promise<UKeyRow> {
    const ceremony = await this.consume(proof.ticket, ['register'], userId);
    return this.finishRegistration(ceremony, proof);
  }

  /**
   * Called once the password is right: answers when the account may log in on the password alone, else refuses
   * with the ceremony the client must run (10196 assert, 10197 register) or why it cannot log in at all.
   */
  async requireAtLogin(user: UserRow, site: WebAuthnSite): Promise<void> {
    if (!KEY_HOLDERS.includes(user.roleType)) return;
    const { key, required } = await repo.findFactorState(this.deps.db, user.id, user.roleType);
    if (!key?.credentialId && !required) return;
    if (!key) throw new AppError(ErrorCode.UKEY_REQUIRED);
    assertUsable(key);
    if (key.credentialId) {
      const ceremony = await this.startAssertion(user.id, key, site, 'login');
      throw new AppError(ErrorCode.UKEY_ASSERTION_REQUIRED, undefined, ceremony);
    }
    const ceremony = await this.startRegistration(user, site, 'login-register');
    throw new AppError(ErrorCode.UKEY_REGISTRATION_REQUIRED, undefined, ceremony);
  }

  /** The second step of such a login: verifies the proof and answers the user id to open the session for. */
  async completeLogin(proof: UKeyProof): Promise<number> {
    const ceremony = await this.consume(proof.ticket, ['login', 'login-register']);
    if (ceremony.purpose === 'login-register') await this.finishRegistration(ceremony, proof);
    else await this.finishAssertion(ceremony, proof);
    return ceremony.userId;
  }

  /** A challenge to confirm the payment of an order. */
  async paymentChallenge(userId: number, orderId: number, site: WebAuthnSite): Promise<UKeyCeremony> {
    const key = await this.deps.ukeys.usableKey(userId);
    if (!key.credentialId) throw new AppError(ErrorCode.UKEY_NOT_BOUND);
    return this.startAssertion(userId, key, site, 'pay', orderId);
  }

  /**
   * A payment of an account with a registered key (or whose role requires one) needs the key's proof, but for a
   * retry of a payment already answered (`isReplay`).
   */
  async confirmPayment(
    user: { userId: number; roleType: number },
    orderId: number,
    proof: UKeyProof | undefined,
    isReplay: () => Promise<boolean>,
  ) {
    if (!KEY_HOLDERS.includes(user.roleType)) return;
    const { key, required } = await repo.findFactorState(this.deps.db, user.userId, user.roleType);
    if (!key?.credentialId && !required) return;
    if (await isReplay()) return;
    if (!key?.credentialId) throw new AppError(ErrorCode.UKEY_REQUIRED);
    assertUsable(key);
    if (!proof) throw new AppError(ErrorCode.UKEY_ASSERTION_REQUIRED);
    const ceremony = await this.consume(proof.ticket, ['pay'], user.userId);
    if (ceremony.subjectId !== orderId) throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    await this.finishAssertion(ceremony, proof);
  }

  /** Whether the user's role must use a USB key. */
  async requiredOf(userId: number): Promise<boolean> {
    const user = await findUserById(this.deps.db, userId);
    if (!user || !KEY_HOLDERS.includes(user.roleType)) return false;
    return (await repo.findFactorState(this.deps.db, userId, user.roleType)).required;
  }

  async policies(): Promise<UKeyPolicy[]> {
    const { db } = this.deps;
    const [rows, without] = await Promise.all([repo.listPolicies(db), repo.countAccountsWithoutKey(db)]);
    return KEY_HOLDERS.map((roleType) => {
      const row = rows.find((r) => r.roleType === roleType);
      return {
        roleType,
        required: row?.required ?? false,
        accountsWithoutKey: without.find((w) => w.roleType === roleType)?.count ?? 0,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    });
  }

  async setPolicy(operatorId: number, roleType: number, required: boolean): Promise<UKeyPolicy[]> {
    await repo.upsertPolicy(this.deps.db, roleType, required, operatorId, this.deps.clock.now());
    return this.policies();
  }

  private async startRegistration(user: UserRow, site: WebAuthnSite, purpose: Purpose) {
    const options = await generateRegistrationOptions({
      rpName: this.deps.rpName,
      rpID: site.rpId,
      userName: user.username,
      userDisplayName: user.realName || user.username,
      userID: new TextEncoder().encode(String(user.id)),
      attestationType: 'none',
      timeout: UKEY_CEREMONY_SECONDS * 1000,
      authenticatorSelection: {
        authenticatorAttachment: 'cross-platform',
        residentKey: 'discouraged',
        userVerification: 'discouraged',
      },
    });
    const ticket = await this.saveCeremony(user.id, purpose, options.challenge, site);
    return { ticket, options: { ...options } };
  }

  private async startAssertion(
    userId: number,
    key: UKeyRow,
    site: WebAuthnSite,
    purpose: Purpose,
    subjectId?: number,
  ) {
    if (key.credentialRpId && key.credentialRpId !== site.rpId)
      throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    const options = await generateAuthenticationOptions({
      rpID: site.rpId,
      allowCredentials: [{ id: key.credentialId!, transports: transportsOf(key) }],
      userVerification: 'discouraged',
      timeout: UKEY_CEREMONY_SECONDS * 1000,
    });
    const ticket = await this.saveCeremony(userId, purpose, options.challenge, site, subjectId);
    return { ticket, options: { ...options } };
  }

  private async saveCeremony(
    userId: number,
    purpose: Purpose,
    challenge: string,
    site: WebAuthnSite,
    subjectId?: number,
  ) {
    const now = this.deps.clock.now();
    const row = await repo.insertCeremony(this.deps.db, {
      userId,
      purpose,
      subjectId: subjectId ?? null,
      challenge,
      rpId: site.rpId,
      origin: site.origin,
      expiresAt: new Date(now.getTime() + UKEY_CEREMONY_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
    return row.id;
  }

  /** Uses up a ticket (once, unexpired, of the caller when `userId` is given). */
  private async consume(ticket: string, purposes: Purpose[], userId?: number) {
    const ceremony = await repo.consumeCeremony(this.deps.db, ticket, purposes, this.deps.clock.now());
    if (!ceremony || (userId !== undefined && ceremony.userId !== userId)) {
      throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    }
    return ceremony;
  }

  private async finishRegistration(ceremony: UKeyCeremonyRow, proof: UKeyProof): Promise<UKeyRow> {
    const { ukeys, db, clock } = this.deps;
    const key = await ukeys.usableKey(ceremony.userId);
    if (key.credentialId) throw new AppError(ErrorCode.ILLEGAL_STATE);
    await ukeys.checkPin(key, proof.pin);
    const verified = await verifyRegistrationResponse({
      response: proof.response as never,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    const { credential } = verified.registrationInfo;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await repo.updateKeyFrom(tx, key.id, [UKeyStatus.NORMAL], {
        credentialId: credential.id,
        credentialPublicKey: Buffer.from(credential.publicKey).toString('base64url'),
        credentialCounter: credential.counter,
        credentialTransports: (credential.transports ?? []).join(','),
        credentialRpId: ceremony.rpId,
        registeredAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await ukeys.log(tx, row, 'register', ceremony.userId, '');
      return row;
    });
  }

  private async finishAssertion(ceremony: UKeyCeremonyRow, proof: UKeyProof) {
    const { ukeys, db, clock } = this.deps;
    const key = await ukeys.usableKey(ceremony.userId);
    if (!key.credentialId || proof.response.id !== key.credentialId || key.credentialRpId !== ceremony.rpId) {
      throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    }
    const verified = await verifyAuthenticationResponse({
      response: proof.response as never,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rpId,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.credentialPublicKey ?? '', 'base64url')),
        counter: key.credentialCounter,
        transports: transportsOf(key),
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new AppError(ErrorCode.UKEY_VERIFY_FAILED);
    await repo.advanceCounter(db, key.id, verified.authenticationInfo.newCounter, clock.now());
    // After the signature: only the key's holder can spend the PIN attempts that lock it.
    await ukeys.checkPin(key, proof.pin);
  }
}

function assertUsable(key: UKeyRow) {
  if (key.status === UKeyStatus.FROZEN) throw new AppError(ErrorCode.UKEY_FROZEN);
  if (key.status === UKeyStatus.LOCKED) throw new AppError(ErrorCode.UKEY_LOCKED);
}

function transportsOf(key: UKeyRow): AuthenticatorTransport[] {
  return key.credentialTransports ? (key.credentialTransports.split(',') as AuthenticatorTransport[]) : [];
}
