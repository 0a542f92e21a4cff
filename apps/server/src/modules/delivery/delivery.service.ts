import type { Readable } from 'node:stream';
import { delivery as d, type delivery, goods } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { Actor } from '../../platform/request-context.js';
import { markGatewayConfigChanged } from '../gateway/config-change.js';
import type { OrderRow, OrderService } from '../orders/orders.service.js';
import * as repo from './delivery.repository.js';
import {
  credentialTerms,
  DAY_MS,
  type DeliveryCore,
  type EvidenceRecorder,
  grantDays,
  markConfirmed,
  orderFor,
  S,
  viewOf,
} from './delivery.shared.js';
import { DeliveryCredentialService } from './delivery-credentials.service.js';
import { DeliveryDownloadService } from './delivery-downloads.service.js';

export { credentialTerms, grantDays } from './delivery.shared.js';

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
  record: EvidenceRecorder;
  /** Seconds a download link stays valid (the settings' tunable); the contract's default without it. */
  downloadLinkSeconds?: () => Promise<number>;
}

/**
 * Delivery of paid orders: data-package files through signed, short-lived links (hashed into the evidence
 * ledger on first delivery, every download counted and logged), and API credentials whose key is shown once.
 * This class keeps an order's delivery as the other modules drive it: what a payment delivers, what a refund
 * revokes, the automatic confirmation and what blocks taking a good off; the buyer's downloads (`downloads`)
 * and API keys (`credentials`) are its parts.
 */
export class DeliveryService {
  readonly downloads: DeliveryDownloadService;
  readonly credentials: DeliveryCredentialService;
  private readonly core: DeliveryCore;
  private stopAutoConfirmJob: (() => void) | null = null;

  constructor(private readonly deps: DeliveryServiceDeps) {
    const { db, clock, orders, record, linkKey, readFile, downloadLinkSeconds } = deps;
    this.core = { db, clock, orders, record };
    this.downloads = new DeliveryDownloadService({ ...this.core, linkKey, readFile, downloadLinkSeconds });
    this.credentials = new DeliveryCredentialService(this.core);
  }

  private now() {
    return this.deps.clock.now();
  }

  /** An order's delivery, for its buyer, its seller or the operator; else 404. */
  async get(actor: Actor, orderId: number): Promise<delivery.Delivery> {
    return viewOf(this.deps.db, await orderFor(this.core, actor, orderId, false));
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

  /** A refunded order's credential stops working (inside the refund's transaction). */
  async revokeForOrder(tx: DbOrTx, orderId: number): Promise<void> {
    const credential = await repo.findCredential(tx, orderId, true);
    if (!credential || credential.revokedAt) return;
    const now = this.now();
    await repo.updateCredential(tx, credential.id, { revokedAt: now, updatedAt: now });
    await markGatewayConfigChanged(tx);
  }

  // --- automatic confirmation ------------------------------------------------------------------------------------

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
        await markConfirmed(this.core, tx, order, true);
        confirmed += 1;
      };
      if (options.tx) await work(options.tx);
      else await this.deps.db.transaction(work);
    }
    return confirmed;
  }

  /** Runs `autoConfirmDue` every `intervalMs` (background process only; stopped by `stopAutoConfirm`). */
  startAutoConfirm(intervalMs = 10 * 60_000, log?: (error: unknown) => void): void {
    this.stopAutoConfirmJob ??= startIntervalJob(() => this.autoConfirmDue(), intervalMs, log);
  }

  stopAutoConfirm(): void {
    this.stopAutoConfirmJob?.();
    this.stopAutoConfirmJob = null;
  }

  // --- what blocks taking a good off -----------------------------------------------------------------------------

  /** Data-package deliveries of the good not confirmed by the buyer yet (at most `limit`). */
  unconfirmedDeliveriesOfItem(db: DbOrTx, itemId: number, limit: number) {
    return repo.unconfirmedRecordsOfItem(db, itemId, limit);
  }

  /** API credentials of the good still valid at `now` with quota left (at most `limit`). */
  liveCredentialsOfItem(db: DbOrTx, itemId: number, now: Date, limit: number) {
    return repo.liveCredentialsOfItem(db, itemId, now, limit);
  }
}
