import { randomBytes } from 'node:crypto';
import { delivery as d, type delivery, ErrorCode, goods, orders } from '@datamall/contract';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { markGatewayConfigChanged } from '../gateway/config-change.js';
import * as repo from './delivery.repository.js';
import { type DeliveryCore, orderFor, sha256, toCredential } from './delivery.shared.js';

const { API_KEY_PREFIX } = d;

/**
 * The API credentials of paid API orders: the buyer reveals the key once, rotates it through two slots and
 * removes the older one; the gateway's control plane and usage metering find credentials here.
 */
export class DeliveryCredentialService {
  constructor(private readonly deps: DeliveryCore) {}

  private now() {
    return this.deps.clock.now();
  }

  private async credentialFor(tx: DbOrTx, actor: Actor, orderId: number) {
    const order = await orderFor(this.deps, actor, orderId, true, tx);
    if (order.itemType !== goods.ItemType.API)
      throw new AppError(ErrorCode.DELIVERY_WRONG_KIND, { kind: 'api' });
    if (order.payStatus !== orders.PayStatus.PAID) throw new AppError(ErrorCode.DELIVERY_NOT_PAID);
    const credential = await repo.findCredential(tx, order.id, true);
    if (!credential) throw new AppError(ErrorCode.DELIVERY_NOT_PAID);
    return { order, credential };
  }

  private newKey() {
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return { key, keyHash: sha256(key), keyPrefix: key.slice(0, API_KEY_PREFIX.length + 8) };
  }

  /** Generates the key and answers it, the first time only. */
  async reveal(actor: Actor, orderId: number) {
    return this.deps.db.transaction(async (tx) => {
      const { credential } = await this.credentialFor(tx, actor, orderId);
      if (credential.keyHash !== null || credential.key2Hash !== null)
        throw new AppError(ErrorCode.API_KEY_ALREADY_REVEALED);
      const { key, keyHash, keyPrefix } = this.newKey();
      const now = this.now();
      const row = await repo.updateCredential(tx, credential.id, {
        keyHash,
        keyPrefix,
        revealedAt: now,
        updatedAt: now,
      });
      await markGatewayConfigChanged(tx);
      return { key, credential: toCredential(row) };
    });
  }

  /** A new key (for `setServiceKey`). */
  serviceKey(): string {
    return this.newKey().key;
  }

  /**
   * Sets the key the platform calls the gateway with for the buyer (the archive pages run their queries so),
   * beside the buyer's two slots: never shown, untouched by the buyer's rotations. Runs in the caller's
   * transaction, which keeps the key (sealed) with what it is for.
   */
  async setServiceKey(tx: DbOrTx, credentialId: number, key: string): Promise<void> {
    await repo.updateCredential(tx, credentialId, { serviceKeyHash: sha256(key), updatedAt: this.now() });
    await markGatewayConfigChanged(tx);
  }

  /**
   * Puts a new key in a slot (answered once); the key it replaces stops matching. Slot 2 holds a second live
   * key, so a buyer can deploy the new key before retiring the old one.
   */
  async rotate(actor: Actor, orderId: number, slot: 1 | 2 = 1) {
    return this.deps.db.transaction(async (tx) => {
      const { order, credential } = await this.credentialFor(tx, actor, orderId);
      if (credential.revokedAt) throw new AppError(ErrorCode.ILLEGAL_STATE);
      const { key, keyHash, keyPrefix } = this.newKey();
      const now = this.now();
      const keyColumns = slot === 1 ? { keyHash, keyPrefix } : { key2Hash: keyHash, key2Prefix: keyPrefix };
      const row = await repo.updateCredential(tx, credential.id, {
        ...keyColumns,
        revealedAt: credential.revealedAt ?? now,
        rotatedAt: now,
        updatedAt: now,
      });
      await markGatewayConfigChanged(tx);
      await this.deps.record(tx, {
        entryType: 'credential.rotated',
        orderId: order.id,
        payload: { orderNo: order.orderNo, slot, keyPrefix, rotatedAt: now },
      });
      return { key, credential: toCredential(row) };
    });
  }

  /** Removes the key of a slot; the last live key stays (409). */
  async revokeKey(actor: Actor, orderId: number, slot: 1 | 2) {
    return this.deps.db.transaction(async (tx) => {
      const { order, credential } = await this.credentialFor(tx, actor, orderId);
      const other = slot === 1 ? credential.key2Hash : credential.keyHash;
      const current = slot === 1 ? credential.keyHash : credential.key2Hash;
      if (current === null || other === null) throw new AppError(ErrorCode.ILLEGAL_STATE);
      const now = this.now();
      const cleared = slot === 1 ? { keyHash: null, keyPrefix: null } : { key2Hash: null, key2Prefix: null };
      const row = await repo.updateCredential(tx, credential.id, { ...cleared, updatedAt: now });
      await markGatewayConfigChanged(tx);
      await this.deps.record(tx, {
        entryType: 'credential.rotated',
        orderId: order.id,
        payload: { orderNo: order.orderNo, slot, removed: true, at: now },
      });
      return toCredential(row);
    });
  }

  // --- for the gateway control plane ---------------------------------------------------------------------------

  /** Credentials the gateways serve (with a key, not revoked, not expired for more than `graceMs`). */
  gatewayCredentials(graceMs: number) {
    return repo.gatewayCredentials(this.deps.db, new Date(this.now().getTime() - graceMs));
  }

  /** A consumer's live credentials of one good, oldest first. */
  consumerCredentialsOfItem(consumerId: number, itemId: number) {
    return repo.consumerCredentialsOfItem(this.deps.db, consumerId, itemId);
  }

  credentialOfOrder(orderId: number) {
    return repo.findCredential(this.deps.db, orderId);
  }

  findCredentialById(db: DbOrTx, id: number, lock = false) {
    return repo.findCredentialById(db, id, lock);
  }

  addQuotaUsed(tx: DbOrTx, id: number, calls: number) {
    return repo.addQuotaUsed(tx, id, calls);
  }

  /** The credential a key belongs to (by its hash), for the API gateway; null when unknown. */
  async credentialOfKey(key: string): Promise<delivery.ApiCredential | null> {
    const row = await repo.credentialByKeyHash(this.deps.db, sha256(key));
    return row ? toCredential(row) : null;
  }
}
