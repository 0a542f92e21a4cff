import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { delivery as d, type delivery, ErrorCode, type evidence, goods, orders } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { Actor } from '../../platform/request-context.js';
import { markGatewayConfigChanged } from '../gateway/config-change.js';
import type { OrderRow, OrderService } from '../orders/orders.service.js';
import * as repo from './delivery.repository.js';

const { DeliveryState: S, DOWNLOAD_LINK_SECONDS, API_KEY_PREFIX } = d;
const OPERATOR = 0;
const LOG_LIMIT = 50;
const DAY_MS = 24 * 3_600_000;

const iso = (v: Date | null) => (v ? v.toISOString() : null);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const fileName = (path: string) => path.split('/').at(-1) ?? 'file';

/** An API credential as the delivery module stores it (for the gateway's control plane and usage figures). */
export type CredentialRow = repo.CredentialRow;

export interface DeliveryServiceDeps {
  db: Db;
  clock: Clock;
  /** HMAC key of the download links. */
  linkKey: Buffer;
  orders: Pick<OrderService, 'findOrder'>;
  /** Owner and package files of a good. */
  packageOf: (itemId: number, db: DbOrTx) => Promise<{ ownerId: number; files: string[] } | null>;
  /** Streams a file of the seller's trusted storage. */
  readFile: (ownerId: number, path: string) => Promise<{ stream: Readable; size: number }>;
  /**
   * Asset and table goods: grants the buyer the good's assets from `startDate` to `endDate` (China days) inside
   * `tx`; answers the assets granted.
   */
  grantAssets: (
    tx: DbOrTx,
    order: OrderRow,
    days: { startDate: string; endDate: string },
  ) => Promise<number[]>;
  /** Appends to the evidence ledger inside `tx`. */
  record: (
    tx: DbOrTx,
    entry: { entryType: evidence.EvidenceType; orderId: number; payload: Record<string, unknown> },
  ) => Promise<unknown>;
}

/** Quota, validity and postpaid price of an API credential bought with an order. */
export function credentialTerms(order: Pick<OrderRow, 'quantity' | 'snapshot' | 'unitPrice'>, paidAt: Date) {
  const sku = order.snapshot.sku;
  const postpaidPrice = sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL ? order.unitPrice : null;
  let quotaTotal: number | null = null;
  let validUntil: Date | null = sku.validityDays
    ? new Date(paidAt.getTime() + sku.validityDays * DAY_MS)
    : null;
  if (sku.billingMode === goods.SkuBillingMode.PER_USE) {
    quotaTotal = (sku.useCount ?? 0) * order.quantity;
  } else if (sku.billingMode === goods.SkuBillingMode.PER_PERIOD && sku.periodCount) {
    const months = sku.periodCount * order.quantity * (sku.periodUnit === 'year' ? 12 : 1);
    validUntil = new Date(paidAt);
    validUntil.setUTCMonth(validUntil.getUTCMonth() + months);
  }
  return { quotaTotal, validFrom: paidAt, validUntil, postpaidPrice };
}

/** Days without an end date of their own (one-off, no validity): access for ten years. */
const UNLIMITED_ACCESS_DAYS = 3650;

/**
 * The days of access an asset or table good's order buys: from the payment's day (China Standard Time) to the
 * day its validity or period ends (the same terms as API credentials), both inclusive.
 */
export function grantDays(order: Pick<OrderRow, 'quantity' | 'snapshot' | 'unitPrice'>, paidAt: Date) {
  const { validUntil } = credentialTerms(order, paidAt);
  const end = validUntil ?? new Date(paidAt.getTime() + UNLIMITED_ACCESS_DAYS * DAY_MS);
  return { startDate: chinaDay(paidAt), endDate: chinaDay(new Date(end.getTime() - 1)) };
}

const toCredential = (c: repo.CredentialRow): delivery.ApiCredential => ({
  id: String(c.id),
  orderId: String(c.orderId),
  itemId: String(c.itemId),
  skuId: String(c.skuId),
  keyPrefix: c.keyPrefix,
  key2Prefix: c.key2Prefix,
  revoked: c.revokedAt !== null,
  revealed: c.keyHash !== null || c.key2Hash !== null,
  quotaTotal: c.quotaTotal,
  quotaUsed: c.quotaUsed,
  postpaidPrice: c.postpaidPrice?.toString() ?? null,
  validFrom: c.validFrom.toISOString(),
  validUntil: iso(c.validUntil),
  revealedAt: iso(c.revealedAt),
  rotatedAt: iso(c.rotatedAt),
  createDate: c.createdAt.toISOString(),
});

/**
 * Delivery of paid orders: data-package files through signed, short-lived links (hashed into the evidence
 * ledger on first delivery, every download counted and logged), and API credentials whose key is shown once.
 */
export class DeliveryService {
  constructor(private readonly deps: DeliveryServiceDeps) {}

  /** Data-package deliveries of the good not confirmed by the buyer yet (at most `limit`). */
  unconfirmedDeliveriesOfItem(db: DbOrTx, itemId: number, limit: number) {
    return repo.unconfirmedRecordsOfItem(db, itemId, limit);
  }

  /** API credentials of the good still valid at `now` with quota left (at most `limit`). */
  liveCredentialsOfItem(db: DbOrTx, itemId: number, now: Date, limit: number) {
    return repo.liveCredentialsOfItem(db, itemId, now, limit);
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- at payment (inside the order's transaction) -----------------------------------------------------------

  /** A data-package order: pins the package's files for the buyer to download (confirmed later). */
  async pinPackageFiles(tx: DbOrTx, order: OrderRow): Promise<void> {
    if (order.itemType !== goods.ItemType.DATA_PACKAGE) return;
    const now = order.paidAt ?? this.now();
    const pkg = await this.deps.packageOf(order.itemId, tx);
    await repo.insertRecord(tx, {
      orderId: order.id,
      consumerId: order.consumerId,
      sellerId: pkg?.ownerId ?? order.sellerId,
      itemId: order.itemId,
      files: pkg?.files ?? [],
      state: S.PENDING,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** An asset or table good's order: grants the buyer the good's assets for the paid period. */
  async grantAssets(tx: DbOrTx, order: OrderRow): Promise<void> {
    const t = goods.ItemType;
    if (order.itemType !== t.DATA_SOURCE && order.itemType !== t.DATA_TABLE) return;
    const days = grantDays(order, order.paidAt ?? this.now());
    const sourceIds = await this.deps.grantAssets(tx, order, days);
    await this.deps.record(tx, {
      entryType: 'access.granted',
      orderId: order.id,
      payload: {
        orderNo: order.orderNo,
        sourceIds: [...sourceIds].sort((a, b) => a - b).map(String),
        ...days,
      },
    });
  }

  /** An API good's order: issues the credential (quota and validity from the pinned SKU; key shown once). */
  async issueCredential(tx: DbOrTx, order: OrderRow): Promise<void> {
    if (order.itemType !== goods.ItemType.API) return;
    const now = order.paidAt ?? this.now();
    const terms = credentialTerms(order, now);
    await repo.insertCredential(tx, {
      orderId: order.id,
      consumerId: order.consumerId,
      itemId: order.itemId,
      skuId: order.skuId,
      ...terms,
      createdAt: now,
      updatedAt: now,
    });
    await markGatewayConfigChanged(tx);
    await this.deps.record(tx, {
      entryType: 'credential.issued',
      orderId: order.id,
      payload: {
        orderNo: order.orderNo,
        skuId: String(order.skuId),
        quotaTotal: terms.quotaTotal,
        postpaidPrice: terms.postpaidPrice?.toString() ?? null,
        validFrom: terms.validFrom,
        validUntil: terms.validUntil,
      },
    });
  }

  // --- who may see what ----------------------------------------------------------------------------------------

  private async orderFor(actor: Actor, orderId: number, buyerOnly: boolean, db: DbOrTx = this.deps.db) {
    const order = await this.deps.orders.findOrder(db, orderId);
    if (!order) throw notFound();
    const buyer = order.consumerId === actor.userId;
    const allowed = buyer || (!buyerOnly && (order.sellerId === actor.userId || actor.roleType === OPERATOR));
    if (!allowed) throw notFound();
    return order;
  }

  private async view(order: OrderRow): Promise<delivery.Delivery> {
    const db = this.deps.db;
    const base = { orderId: String(order.id), orderNo: order.orderNo, itemType: order.itemType };
    if (order.itemType === goods.ItemType.API) {
      const credential = await repo.findCredential(db, order.id);
      return {
        ...base,
        kind: 'api',
        state: credential ? (credential.keyHash ? S.DOWNLOADED : S.PENDING) : null,
        files: [],
        downloads: 0,
        log: [],
        confirmedAt: null,
        credential: credential ? toCredential(credential) : null,
      };
    }
    const record = await repo.findRecord(db, order.id);
    if (!record) {
      const kind = order.itemType === goods.ItemType.DATA_PACKAGE ? 'files' : 'none';
      return {
        ...base,
        kind,
        state: null,
        files: [],
        downloads: 0,
        log: [],
        confirmedAt: null,
        credential: null,
      };
    }
    const [files, log] = await Promise.all([
      repo.filesOf(db, order.id),
      repo.downloadsOf(db, order.id, LOG_LIMIT),
    ]);
    const byIndex = new Map(files.map((f) => [f.fileIndex, f]));
    return {
      ...base,
      kind: 'files',
      state: record.state,
      files: record.files.map((path, index) => {
        const f = byIndex.get(index);
        return {
          index,
          name: fileName(path),
          size: f?.size ?? null,
          sha256: f?.sha256 ?? null,
          deliveredAt: iso(f?.deliveredAt ?? null),
          downloads: f?.downloads ?? 0,
        };
      }),
      downloads: record.downloads,
      log: log.map((l) => ({
        id: String(l.id),
        fileIndex: l.fileIndex,
        fileName: l.fileName,
        ip: l.ip,
        userAgent: l.userAgent,
        bytes: l.bytes,
        completed: l.completed,
        createdAt: l.createdAt.toISOString(),
      })),
      confirmedAt: iso(record.confirmedAt),
      credential: null,
    };
  }

  async get(actor: Actor, orderId: number): Promise<delivery.Delivery> {
    return this.view(await this.orderFor(actor, orderId, false));
  }

  // --- data packages ------------------------------------------------------------------------------------------

  private async packageRecord(actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, true);
    if (order.payStatus !== orders.PayStatus.PAID) throw new AppError(ErrorCode.DELIVERY_NOT_PAID);
    if (order.itemType !== goods.ItemType.DATA_PACKAGE) {
      throw new AppError(ErrorCode.DELIVERY_WRONG_KIND, { kind: 'files' });
    }
    const record = await repo.findRecord(this.deps.db, order.id);
    if (!record) throw new AppError(ErrorCode.DELIVERY_NOT_PAID);
    return { order, record };
  }

  /** Reads a package file once to learn its size and SHA-256. */
  private async digest(ownerId: number, path: string) {
    let opened: { stream: Readable; size: number };
    try {
      opened = await this.deps.readFile(ownerId, path);
    } catch {
      throw new AppError(ErrorCode.DELIVERY_FILE_UNAVAILABLE, { name: fileName(path) });
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of opened.stream) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { size, sha256: hash.digest('hex') };
  }

  /** Delivers each file once (size, SHA-256, ledger entry) and answers fresh signed links. */
  async deliver(actor: Actor, orderId: number): Promise<delivery.DeliverResult> {
    const { order, record } = await this.packageRecord(actor, orderId);
    const known = new Map((await repo.filesOf(this.deps.db, order.id)).map((f) => [f.fileIndex, f]));
    for (const [index, path] of record.files.entries()) {
      if (known.has(index)) continue;
      const { size, sha256: digest } = await this.digest(record.sellerId, path);
      await this.deps.db.transaction(async (tx) => {
        const now = this.now();
        const inserted = await repo.insertFile(tx, {
          orderId: order.id,
          fileIndex: index,
          path,
          name: fileName(path),
          size,
          sha256: digest,
          deliveredAt: now,
        });
        // A concurrent call delivered it first: its entry stands.
        if (!inserted) return;
        await this.deps.record(tx, {
          entryType: 'delivery.file',
          orderId: order.id,
          payload: { orderNo: order.orderNo, fileIndex: index, name: fileName(path), size, sha256: digest },
        });
      });
    }
    const files = await repo.filesOf(this.deps.db, order.id);
    const expires = Math.floor(this.now().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
    return {
      delivery: await this.view(order),
      links: files.map((f) => {
        const query = new URLSearchParams({
          orderId: String(order.id),
          file: String(f.fileIndex),
          expires: String(expires),
          sig: this.sign(order.id, f.fileIndex, expires),
        });
        return {
          index: f.fileIndex,
          name: f.name,
          size: f.size,
          sha256: f.sha256,
          url: `${d.download.path}?${query.toString()}`,
          expiresAt: new Date(expires * 1000).toISOString(),
        };
      }),
    };
  }

  sign(orderId: number, fileIndex: number, expires: number): string {
    return createHmac('sha256', this.deps.linkKey).update(`${orderId}|${fileIndex}|${expires}`).digest('hex');
  }

  /**
   * Opens a file through a signed link: forged -> DELIVERY_LINK_INVALID, expired -> DELIVERY_LINK_EXPIRED.
   * Counts and logs the download; `finish` records the bytes sent when the stream ends.
   */
  async openDownload(
    link: { orderId: number; file: number; expires: number; sig: string },
    meta: { ip: string; userAgent: string },
  ) {
    const expected = Buffer.from(this.sign(link.orderId, link.file, link.expires), 'hex');
    const given = Buffer.from(link.sig, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(ErrorCode.DELIVERY_LINK_INVALID);
    }
    if (link.expires * 1000 < this.now().getTime()) throw new AppError(ErrorCode.DELIVERY_LINK_EXPIRED);
    const record = await repo.findRecord(this.deps.db, link.orderId);
    const file = (await repo.filesOf(this.deps.db, link.orderId)).find((f) => f.fileIndex === link.file);
    if (!record || !file) throw new AppError(ErrorCode.DELIVERY_LINK_INVALID);
    let opened: { stream: Readable; size: number };
    try {
      opened = await this.deps.readFile(record.sellerId, file.path);
    } catch {
      throw new AppError(ErrorCode.DELIVERY_FILE_UNAVAILABLE, { name: file.name });
    }
    const logId = await this.deps.db.transaction((tx) =>
      repo.startDownload(
        tx,
        {
          orderId: link.orderId,
          fileIndex: file.fileIndex,
          fileName: file.name,
          ...meta,
          createdAt: this.now(),
        },
        this.now(),
      ),
    );
    return {
      stream: opened.stream,
      size: opened.size,
      name: file.name,
      sha256: file.sha256,
      finish: (bytes: number, completed: boolean) =>
        repo.finishDownload(this.deps.db, logId, bytes, completed),
    };
  }

  /** The buyer confirms receipt after a download; confirming again answers it unchanged. */
  async confirm(actor: Actor, orderId: number): Promise<delivery.Delivery> {
    const { order } = await this.packageRecord(actor, orderId);
    await this.deps.db.transaction(async (tx) => {
      const record = (await repo.findRecord(tx, order.id, true))!;
      if (record.state === S.CONFIRMED) return;
      if (record.state !== S.DOWNLOADED) throw new AppError(ErrorCode.DELIVERY_NOT_DOWNLOADED);
      await this.markConfirmed(tx, order, false);
    });
    return this.view(order);
  }

  /** Confirms a delivery (its record locked by the caller) and writes the evidence entry. */
  private async markConfirmed(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'orderNo'>, auto: boolean) {
    const now = this.now();
    await repo.updateRecord(tx, order.id, { state: S.CONFIRMED, confirmedAt: now, updatedAt: now });
    const files = await repo.filesOf(tx, order.id);
    await this.deps.record(tx, {
      entryType: 'delivery.confirmed',
      orderId: order.id,
      payload: {
        orderNo: order.orderNo,
        confirmedAt: now,
        files: files.map((f) => ({ name: f.name, sha256: f.sha256 })),
        ...(auto ? { auto: true, afterDays: d.AUTO_CONFIRM_DAYS } : {}),
      },
    });
  }

  /**
   * Confirms the deliveries the buyers left unconfirmed for AUTO_CONFIRM_DAYS after payment (of one good, or
   * all; at most `limit`), each in its own transaction, or all in `tx` when given (the take-off check runs it
   * in its own). Answers how many were confirmed.
   */
  async autoConfirmDue(options: { tx?: DbOrTx; itemId?: number; limit?: number } = {}): Promise<number> {
    const before = new Date(this.now().getTime() - d.AUTO_CONFIRM_DAYS * DAY_MS);
    const due = await repo.dueForAutoConfirm(
      options.tx ?? this.deps.db,
      before,
      options.limit ?? 100,
      options.itemId,
    );
    let confirmed = 0;
    for (const { orderId } of due) {
      const work = async (tx: DbOrTx) => {
        const record = await repo.findRecord(tx, orderId, true);
        const order = await this.deps.orders.findOrder(tx, orderId);
        if (!record || !order || record.state === S.CONFIRMED) return;
        await this.markConfirmed(tx, order, true);
        confirmed += 1;
      };
      if (options.tx) await work(options.tx);
      else await this.deps.db.transaction(work);
    }
    return confirmed;
  }

  private stopAutoConfirmJob: (() => void) | null = null;

  /** Runs `autoConfirmDue` every `intervalMs` (background process only; stopped by `stopAutoConfirm`). */
  startAutoConfirm(intervalMs = 10 * 60_000, log?: (error: unknown) => void): void {
    this.stopAutoConfirmJob ??= startIntervalJob(() => this.autoConfirmDue(), intervalMs, log);
  }

  stopAutoConfirm(): void {
    this.stopAutoConfirmJob?.();
    this.stopAutoConfirmJob = null;
  }

  // --- API credentials -----------------------------------------------------------------------------------------

  private async credentialFor(tx: DbOrTx, actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, true, tx);
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

  /** A refunded order's credential stops working (inside the refund's transaction). */
  async revokeForOrder(tx: DbOrTx, orderId: number): Promise<void> {
    const credential = await repo.findCredential(tx, orderId, true);
    if (!credential || credential.revokedAt) return;
    const now = this.now();
    await repo.updateCredential(tx, credential.id, { revokedAt: now, updatedAt: now });
    await markGatewayConfigChanged(tx);
  }

  // --- for the gateway control plane ---------------------------------------------------------------------------

  /** Credentials the gateways serve (with a key, not revoked, not expired for more than `graceMs`). */
  gatewayCredentials(graceMs: number) {
    return repo.gatewayCredentials(this.deps.db, new Date(this.now().getTime() - graceMs));
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
