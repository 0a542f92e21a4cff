import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { delivery as d, type delivery, ErrorCode, goods, orders } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './delivery.repository.js';
import { type DeliveryCore, fileName, markConfirmed, orderFor, S, viewOf } from './delivery.shared.js';

const { DOWNLOAD_LINK_SECONDS } = d;

export interface DeliveryDownloadDeps extends DeliveryCore {
  /** HMAC key of the download links. */
  linkKey: Buffer;
  /** Streams a file of the seller's trusted storage. */
  readFile: (ownerId: number, path: string) => Promise<{ stream: Readable; size: number }>;
  /** Seconds a download link stays valid (the settings' tunable); the contract's default without it. */
  downloadLinkSeconds?: () => Promise<number>;
}

/**
 * The buyer's side of a data-package order: each file delivered once (size and SHA-256 into the evidence ledger),
 * downloaded through signed, short-lived links (every download counted and logged), then the receipt confirmed.
 */
export class DeliveryDownloadService {
  constructor(private readonly deps: DeliveryDownloadDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private async packageRecord(actor: Actor, orderId: number) {
    const order = await orderFor(this.deps, actor, orderId, true);
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
      if (!known.has(index)) await this.deliverFile(order, record.sellerId, index, path);
    }
    const files = await repo.filesOf(this.deps.db, order.id);
    const lifetime = (await this.deps.downloadLinkSeconds?.()) ?? DOWNLOAD_LINK_SECONDS;
    const expires = Math.floor(this.now().getTime() / 1000) + lifetime;
    return {
      delivery: await viewOf(this.deps.db, order),
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

  /** Records a file's size and SHA-256 and its ledger entry, the first time it is delivered. */
  private async deliverFile(
    order: { id: number; orderNo: string },
    sellerId: number,
    index: number,
    path: string,
  ) {
    const { size, sha256: digest } = await this.digest(sellerId, path);
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
      await markConfirmed(this.deps, tx, order, false);
    });
    return viewOf(this.deps.db, order);
  }
}
