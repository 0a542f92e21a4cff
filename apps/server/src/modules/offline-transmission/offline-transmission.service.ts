import { createPrivateKey, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ErrorCode,
  type evidence,
  goods,
  type offlineTransmission,
  orders,
  offlineTransmission as ot,
  RoleType,
} from '@datamall/contract';
import type { BlobStore } from '../../platform/blob-store.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import { checkPublicKeyPem } from '../../platform/public-key.js';
import type { Actor } from '../../platform/request-context.js';
import type { OrderRow } from '../orders/orders.service.js';
import { algorithmOf, keysMatch, open, seal } from './offline-crypto.js';
import * as repo from './offline-transmission.repository.js';

const { TransmissionStatus: T } = ot;

export interface OfflineNode {
  id: number;
  ownerId: number;
  name: string;
  publicKey: string;
}

export interface OfflineTransmissionDeps {
  db: Db;
  clock: Clock;
  /**
   * Where the encrypted files are kept, `<order id>/<export>/<file>`: DATA_DIR/offline, or the platform's bucket
   * when S3 is set (then any node serves what another encrypted).
   */
  files: BlobStore;
  findOrder: (db: DbOrTx, orderId: number) => Promise<OrderRow | null>;
  /** The package of the order: the files pinned at payment when delivery pinned them, else the good's. */
  packageOf: (order: OrderRow) => Promise<{ ownerId: number; files: string[] }>;
  /** Streams a file of the seller's trusted storage. */
  readFile: (ownerId: number, filePath: string) => Promise<{ stream: Readable; size: number }>;
  findNode: (nodeId: number) => Promise<OfflineNode | null>;
  nodesOf: (userId: number) => Promise<OfflineNode[]>;
  /** Appends to the evidence ledger inside `tx` (exports and confirmations). */
  record?: (
    tx: DbOrTx,
    entry: { entryType: evidence.EvidenceType; orderId: number; payload: Record<string, unknown> },
  ) => Promise<unknown>;
}

type Party = 'buyer' | 'seller' | 'any';

/** A name safe for a file on every system: letters, digits, dot, dash, underscore; at most 80 characters. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-80) || 'file';

/**
 * Offline transmission of paid data packages: the package encrypted for one of the buyer's nodes, checked
 * with the buyer's private key (in memory only), and the buyer's receipt.
 */
export class OfflineTransmissionService {
  constructor(private readonly deps: OfflineTransmissionDeps) {}

  /** Whether the order's offline transmission was exported (`awaiting`) or confirmed by the buyer (`confirmed`). */
  async exportStateOf(db: DbOrTx, orderId: number): Promise<'none' | 'awaiting' | 'confirmed'> {
    const row = await repo.findExport(db, orderId);
    if (!row) return 'none';
    return row.status === 2 ? 'confirmed' : 'awaiting';
  }

  /** The order if `actor` is the party asked for (the operator counts as seller and any); else 404. */
  private async orderFor(actor: Actor, orderId: number, party: Party): Promise<OrderRow> {
    const order = await this.deps.findOrder(this.deps.db, orderId);
    if (!order) throw notFound();
    const operator = actor.roleType === RoleType.OPERATOR;
    const buyer = order.consumerId === actor.userId;
    const seller = order.sellerId === actor.userId;
    const allowed =
      party === 'buyer' ? buyer : party === 'seller' ? seller || operator : buyer || seller || operator;
    if (!allowed) throw notFound();
    return order;
  }

  private present(row: repo.ExportRow, order: OrderRow): offlineTransmission.Transmission {
    return {
      id: String(row.id),
      orderId: String(row.orderId),
      orderNo: order.orderNo,
      nodeId: String(row.nodeId),
      nodeName: row.nodeName,
      status: row.status,
      algorithm: row.algorithm,
      files: row.files,
      exportedBy: row.exportedBy,
      exportedAt: row.exportedAt.toISOString(),
      confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    };
  }

  async getOne(actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, 'any');
    const row = await repo.findExport(this.deps.db, orderId);
    return row ? this.present(row, order) : null;
  }

  /** The buyer's nodes whose public key can be used. */
  async buyerNodes(actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, 'any');
    const nodes = await this.deps.nodesOf(order.consumerId);
    return nodes.flatMap((n) => {
      const check = checkPublicKeyPem(n.publicKey);
      return check.ok ? [{ id: String(n.id), name: n.name, keyAlgorithm: check.algorithm }] : [];
    });
  }

  /** Encrypts every file of the package into a new folder, then points the order's export at it. */
  async encrypt(actor: Actor, orderId: number, nodeId: number) {
    const order = await this.orderFor(actor, orderId, 'seller');
    if (order.payStatus !== orders.PayStatus.PAID || order.itemType !== goods.ItemType.DATA_PACKAGE) {
      throw new AppError(ErrorCode.OFFLINE_ORDER_NOT_ELIGIBLE);
    }
    const node = await this.deps.findNode(nodeId);
    if (!node || node.ownerId !== order.consumerId)
      throw new AppError(ErrorCode.NOT_FOUND, undefined, { field: 'nodeId' });
    const check = checkPublicKeyPem(node.publicKey);
    if (!check.ok)
      throw new AppError(ErrorCode.PUBLIC_KEY_INVALID, { reason: check.reason }, { field: 'nodeId' });
    const earlier = await repo.findExport(this.deps.db, orderId);
    if (earlier?.status === T.CONFIRMED) throw new AppError(ErrorCode.OFFLINE_ALREADY_CONFIRMED);

    const directory = `${order.id}/${Date.now()}-${randomBytes(4).toString('hex')}`;
    try {
      const files = await this.sealPackage(order, node.publicKey, directory);
      const row = await this.deps.db.transaction(async (tx) => {
        const locked = await repo.lockExport(tx, orderId);
        if (locked?.status === T.CONFIRMED) throw new AppError(ErrorCode.OFFLINE_ALREADY_CONFIRMED);
        const saved = await repo.saveExport(tx, {
          orderId: order.id,
          consumerId: order.consumerId,
          sellerId: order.sellerId,
          nodeId: node.id,
          nodeName: node.name,
          algorithm: algorithmOf(node.publicKey),
          status: T.EXPORTED,
          directory,
          files,
          exportedBy: actor.username,
          exportedAt: this.deps.clock.now(),
          confirmedAt: null,
        });
        await this.deps.record?.(tx, {
          entryType: 'offline.exported',
          orderId: order.id,
          payload: { nodeId: String(node.id), files: files.map((f) => ({ name: f.name, sha256: f.sha256 })) },
        });
        return { saved, replaced: locked?.directory };
      });
      if (row.replaced && row.replaced !== directory) await this.removeFolder(row.replaced);
      return this.present(row.saved, order);
    } catch (error) {
      await this.removeFolder(directory);
      throw error;
    }
  }

  private async sealPackage(order: OrderRow, publicKey: string, directory: string) {
    const pkg = await this.deps.packageOf(order);
    if (pkg.files.length === 0) throw new AppError(ErrorCode.OFFLINE_PACKAGE_UNREADABLE, { name: '—' });
    const files: offlineTransmission.ExportedFile[] = [];
    for (const [i, filePath] of pkg.files.entries()) {
      const name = filePath.split('/').at(-1) ?? 'file';
      let source: Readable;
      try {
        source = (await this.deps.readFile(pkg.ownerId, filePath)).stream;
      } catch {
        throw new AppError(ErrorCode.OFFLINE_PACKAGE_UNREADABLE, { name });
      }
      const encryptedName = `${i + 1}-${safeName(name)}.enc`;
      const sealer = seal(publicKey);
      const size = await this.store(`${directory}/${encryptedName}`, source, sealer.transform);
      const { tag, sha256 } = sealer.finish();
      files.push({ index: i + 1, name, encryptedName, size, sha256, tag, ...sealer.envelope });
    }
    return files;
  }

  /** Streams `source` through `transform` into the file `key`; answers its size. */
  private async store(key: string, source: Readable, transform: NodeJS.ReadWriteStream) {
    const out = new PassThrough();
    const flowing = pipeline(source, transform, out);
    try {
      const size = await this.deps.files.put(key, out);
      await flowing;
      return size;
    } catch (error) {
      out.destroy();
      await flowing.catch(() => {});
      throw error;
    }
  }

  private async removeFolder(directory: string) {
    await this.deps.files.removeFolder(directory).catch(() => {});
  }

  private async exportOf(order: OrderRow) {
    const row = await repo.findExport(this.deps.db, order.id);
    if (!row) throw new AppError(ErrorCode.OFFLINE_NOT_EXPORTED);
    return row;
  }

  /** Decrypts every exported file with the buyer's private key into a hash only: nothing is written. */
  async decrypt(
    actor: Actor,
    orderId: number,
    privateKey: string,
  ): Promise<offlineTransmission.DecryptResult> {
    const order = await this.orderFor(actor, orderId, 'buyer');
    const row = await this.exportOf(order);
    assertPrivateKey(privateKey);
    const files = [];
    for (const file of row.files) {
      files.push({ name: file.name, ...(await this.checkFile(row, file, privateKey)) });
    }
    return { ok: files.every((f) => f.ok), files };
  }

  private async checkFile(row: repo.ExportRow, file: offlineTransmission.ExportedFile, privateKey: string) {
    let opener: ReturnType<typeof open>;
    try {
      opener = open(privateKey, file, file.tag);
    } catch {
      return { ok: false, sha256: '', reason: 'key' };
    }
    try {
      const sink = new Writable({ write: (_chunk, _e, done) => done() });
      const { stream } = await this.deps.files.get(`${row.directory}/${file.encryptedName}`);
      await pipeline(stream, opener.transform, sink);
      const sha256 = opener.finish();
      return sha256 === file.sha256 ? { ok: true, sha256 } : { ok: false, sha256, reason: 'hash' };
    } catch {
      return { ok: false, sha256: '', reason: 'integrity' };
    }
  }

  /** Whether the private key opens what is encrypted for a node of the caller. */
  async testEncryption(actor: Actor, nodeId: number, privateKey: string) {
    const node = await this.deps.findNode(nodeId);
    if (!node || node.ownerId !== actor.userId) throw notFound();
    const check = checkPublicKeyPem(node.publicKey);
    if (!check.ok)
      throw new AppError(ErrorCode.PUBLIC_KEY_INVALID, { reason: check.reason }, { field: 'nodeId' });
    assertPrivateKey(privateKey);
    return { match: keysMatch(node.publicKey, privateKey), algorithm: algorithmOf(node.publicKey) };
  }

  /** The buyer records receipt, once (a repeat answers the same record). */
  async confirm(actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, 'buyer');
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockExport(tx, orderId);
      if (!locked) throw new AppError(ErrorCode.OFFLINE_NOT_EXPORTED);
      if (locked.status === T.CONFIRMED) return locked;
      const confirmed = await repo.confirmExport(tx, orderId, this.deps.clock.now());
      if (!confirmed) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await this.deps.record?.(tx, {
        entryType: 'offline.confirmed',
        orderId,
        payload: { files: confirmed.files.map((f) => ({ name: f.name, sha256: f.sha256 })) },
      });
      return confirmed;
    });
    return this.present(row, order);
  }

  async exportDirectory(actor: Actor, orderId: number) {
    const order = await this.orderFor(actor, orderId, 'any');
    const row = await this.exportOf(order);
    return { directory: `offline/${row.directory}`, files: row.files };
  }

  /** One encrypted file of the export, for download. */
  async file(actor: Actor, orderId: number, index: number) {
    const order = await this.orderFor(actor, orderId, 'any');
    const row = await this.exportOf(order);
    const file = row.files.find((f) => f.index === index);
    if (!file) throw notFound();
    const { stream, size } = await this.deps.files.get(`${row.directory}/${file.encryptedName}`);
    return { stream, size, name: file.encryptedName };
  }
}

/** A PEM private key Node can load; else 400 on `privateKey` (the key itself is never echoed). */
function assertPrivateKey(pem: string) {
  try {
    createPrivateKey(pem);
  } catch {
    throw badParam('privateKey', 'privateKeyInvalid');
  }
}
