import { createHash, createPublicKey, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  formatMessage,
  type Locale,
  type nodes,
  PUBLIC_KEY_REASONS,
  RoleType,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { checkPublicKeyPem } from '../../platform/public-key.js';
import type { Actor } from '../../platform/request-context.js';
import type { NodeRow } from './node.repository.js';
import * as repo from './node.repository.js';
import { onlineThreshold } from './node-status.js';

export interface NodeInput {
  name: string;
  kind: nodes.NodeKind;
  address: string;
  publicKey: string;
  description: string;
}

export interface NodeListFilter {
  name?: string | undefined;
  kind?: nodes.NodeKind | undefined;
  status?: nodes.NodeStatus | undefined;
  ownerName?: string | undefined;
  mine?: boolean | undefined;
}

/** Assets hosted on a node, reported by the asset module (registered with `registerSourcesProvider`). */
export interface NodeSourcesProvider {
  page(db: DbOrTx, nodeId: number, page: PageRequest): Promise<{ list: nodes.NodeSource[]; total: number }>;
  /** Assets on the node, checked before the node is deleted (inside the delete's transaction). */
  count(tx: DbOrTx, nodeId: number): Promise<number>;
}

/** What the node module needs to know about accounts (implemented by identity). */
export interface NodeOwners {
  usernameOf(userId: number): Promise<string>;
  /** Ids of users whose name contains `part` (at most a page of them). */
  idsByUsername(part: string): Promise<number[]>;
}

export interface HeartbeatInput {
  nodeId: number;
  status: nodes.NodeStatus;
  version?: string | undefined;
}

/** How a heartbeat proves who sends it: the node token, or the session of the node's owner. */
export type HeartbeatAuth = { token: string } | { actor: Actor };

const TOKEN_PREFIX = 'nt_';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Data nodes and privacy-computing nodes. Owners (suppliers, consumers, the operator for platform nodes)
 * manage their own; the operator reads everyone's. A node proves its heartbeats with a token shown once.
 */
export class NodeService {
  private sources: NodeSourcesProvider | null = null;

  constructor(private readonly deps: { db: Db; clock: Clock; owners: NodeOwners }) {}

  /** The asset module tells which assets live on a node; until then nodes host none. */
  registerSourcesProvider(provider: NodeSourcesProvider): void {
    this.sources = provider;
  }

  now(): Date {
    return this.deps.clock.now();
  }

  usernameOf(userId: number): Promise<string> {
    return this.deps.owners.usernameOf(userId);
  }

  /** A node the actor may read: the owner's, or any for the operator; else 404 (existence not told). */
  async getReadable(actor: Actor, id: number): Promise<NodeRow> {
    const row = await repo.findNode(this.deps.db, id);
    if (!row || (actor.roleType !== RoleType.OPERATOR && row.ownerId !== actor.userId)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    return row;
  }

  /** A node by id for another module's service (no access check: the caller scopes it). */
  find(id: number): Promise<NodeRow | null> {
    return repo.findNode(this.deps.db, id);
  }

  /** A user's nodes (newest first) for another module's service (no access check: the caller scopes it). */
  ofOwner(userId: number): Promise<NodeRow[]> {
    return repo.listNodes(this.deps.db, { ownerId: userId, onlineSince: this.now() });
  }

  /** A node the actor owns; else 404. */
  async getOwned(actor: Actor, id: number, db: DbOrTx = this.deps.db): Promise<NodeRow> {
    const row = await repo.findNode(db, id);
    if (!row || row.ownerId !== actor.userId) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  async page(actor: Actor, page: PageRequest, filter: NodeListFilter) {
    const isOperator = actor.roleType === RoleType.OPERATOR;
    const ownerId = !isOperator || filter.mine ? actor.userId : undefined;
    const ownerIds =
      isOperator && !filter.mine && filter.ownerName
        ? await this.deps.owners.idsByUsername(filter.ownerName)
        : undefined;
    return repo.pageNodes(this.deps.db, page, {
      ownerId,
      ownerIds,
      name: filter.name,
      kind: filter.kind,
      status: filter.status,
      onlineSince: onlineThreshold(this.now()),
    });
  }

  /** Every node of a user: the actor's own, or (operator) anyone's. */
  listByUser(actor: Actor, userId: number | undefined, kind: nodes.NodeKind | undefined) {
    const isOperator = actor.roleType === RoleType.OPERATOR;
    if (!isOperator && userId !== undefined && userId !== actor.userId)
      throw new AppError(ErrorCode.NOT_FOUND);
    return repo.listNodes(this.deps.db, {
      ownerId: isOperator ? (userId ?? actor.userId) : actor.userId,
      kind,
      onlineSince: onlineThreshold(this.now()),
    });
  }

  async detail(actor: Actor, id: number) {
    const row = await this.getReadable(actor, id);
    return { row, secondaries: await repo.listSecondaries(this.deps.db, id) };
  }

  /** Names of primaries and secondary counts of rows, for presenting them. */
  async relations(rows: NodeRow[]) {
    const primaryIds = [...new Set(rows.map((r) => r.primaryId).filter((x): x is number => x !== null))];
    const [primaries, counts] = await Promise.all([
      repo.findNodes(this.deps.db, primaryIds),
      repo.countSecondaries(
        this.deps.db,
        rows.map((r) => r.id),
      ),
    ]);
    return { primaryNames: new Map(primaries.map((p) => [p.id, p.name])), counts };
  }

  async create(actor: Actor, input: NodeInput, locale: Locale): Promise<{ row: NodeRow; token: string }> {
    const key = this.checkKey(input.publicKey, locale);
    await this.assertNameFree(actor.userId, input.name);
    await this.assertAddressFree(actor.userId, input.address);
    const token = newToken();
    const now = this.now();
    const row = await repo.insertNode(this.deps.db, {
      ownerId: actor.userId,
      ownerRoleType: actor.roleType,
      ...this.columnsOf(input),
      ...key,
      tokenHash: hashToken(token),
      createdAt: now,
      updatedAt: now,
    });
    return { row, token };
  }

  async update(actor: Actor, id: number, input: NodeInput, locale: Locale): Promise<NodeRow> {
    const current = await this.getOwned(actor, id);
    const key = this.checkKey(input.publicKey, locale);
    if (current.name !== input.name) await this.assertNameFree(actor.userId, input.name, id);
    if (current.address.toLowerCase() !== input.address.toLowerCase()) {
      await this.assertAddressFree(actor.userId, input.address, id);
    }
    // A bound node keeps its kind: a cluster of one primary and its secondaries is of one kind.
    if (current.kind !== input.kind) {
      const secondaries = await repo.listSecondaries(this.deps.db, id);
      const other = current.primaryId !== null ? await repo.findNode(this.deps.db, current.primaryId) : null;
      const blocker = other ?? secondaries[0];
      if (blocker) throw new AppError(ErrorCode.NODE_KIND_MISMATCH, { name: blocker.name });
    }
    return repo.updateNode(this.deps.db, id, {
      ...this.columnsOf(input),
      ...key,
      updatedAt: this.now(),
    });
  }

  /** Deletes the actor's nodes, all or none: refused while one has secondaries or hosts assets. */
  async delete(actor: Actor, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.deps.db.transaction(async (tx) => {
      const owned = await repo.lockOwnerNodes(tx, actor.userId);
      const byId = new Map(owned.map((r) => [r.id, r]));
      const targets = unique.map((id) => byId.get(id));
      if (targets.some((r) => !r)) throw new AppError(ErrorCode.NOT_FOUND);
      const deleting = new Set(unique);
      for (const row of targets as NodeRow[]) {
        const kept = owned.filter((r) => r.primaryId === row.id && !deleting.has(r.id));
        if (kept.length) {
          throw new AppError(ErrorCode.NODE_HAS_SECONDARIES, { name: row.name, count: kept.length });
        }
        const hosted = this.sources ? await this.sources.count(tx, row.id) : 0;
        if (hosted > 0) throw new AppError(ErrorCode.NODE_IN_USE, { name: row.name, count: hosted });
      }
      // Secondaries deleted together with their primary: detach first so the self reference allows it.
      await repo.setPrimary(tx, unique, null, this.now());
      await repo.deleteNodes(tx, unique);
    });
  }

  /**
   * Binds nodes as secondaries of a primary: same owner (else 404), same kind, never the primary itself,
   * never an ancestor of the primary (a cycle), never a node bound to another primary. All or none.
   */
  async bind(actor: Actor, primaryId: number, secondaryIds: number[]) {
    await this.deps.db.transaction(async (tx) => {
      const owned = await repo.lockOwnerNodes(tx, actor.userId);
      const byId = new Map(owned.map((r) => [r.id, r]));
      const primary = byId.get(primaryId);
      if (!primary) throw new AppError(ErrorCode.NOT_FOUND);
      const wanted = [...new Set(secondaryIds)];
      const ancestors = new Set<number>();
      for (
        let at = primary.primaryId;
        at !== null && !ancestors.has(at);
        at = byId.get(at)?.primaryId ?? null
      ) {
        ancestors.add(at);
      }
      const toBind: number[] = [];
      for (const id of wanted) {
        const node = byId.get(id);
        if (!node) throw new AppError(ErrorCode.NOT_FOUND);
        if (id === primaryId) throw new AppError(ErrorCode.NODE_BIND_SELF);
        if (node.kind !== primary.kind) throw new AppError(ErrorCode.NODE_KIND_MISMATCH, { name: node.name });
        if (ancestors.has(id)) throw new AppError(ErrorCode.NODE_BIND_CYCLE, { name: node.name });
        if (node.primaryId === primaryId) continue;
        if (node.primaryId !== null) {
          const current = byId.get(node.primaryId);
          throw new AppError(ErrorCode.NODE_ALREADY_BOUND, { name: node.name, primary: current?.name ?? '' });
        }
        toBind.push(id);
      }
      if (toBind.length) await repo.setPrimary(tx, toBind, primaryId, this.now());
    });
    return this.detail(actor, primaryId);
  }

  async unbind(actor: Actor, primaryId: number, secondaryId: number) {
    await this.deps.db.transaction(async (tx) => {
      await repo.lockOwnerNodes(tx, actor.userId);
      await this.getOwned(actor, primaryId, tx);
      const secondary = await this.getOwned(actor, secondaryId, tx);
      if (secondary.primaryId !== primaryId) {
        throw new AppError(ErrorCode.NODE_NOT_BOUND, { name: secondary.name });
      }
      await repo.setPrimary(tx, [secondaryId], null, this.now());
    });
    return this.detail(actor, primaryId);
  }

  /** A new token for a node of the actor; the old one is refused from now on. */
  async resetToken(actor: Actor, id: number): Promise<{ row: NodeRow; token: string }> {
    await this.getOwned(actor, id);
    const token = newToken();
    const row = await repo.updateNode(this.deps.db, id, {
      tokenHash: hashToken(token),
      updatedAt: this.now(),
    });
    return { row, token };
  }

  /** Marks one of the operator's own nodes as the platform node. */
  async setPlatform(actor: Actor, id: number): Promise<NodeRow> {
    return this.deps.db.transaction(async (tx) => {
      await this.getOwned(actor, id, tx);
      const now = this.now();
      await repo.clearPlatformFlag(tx, now);
      return repo.updateNode(tx, id, { isPlatform: true, updatedAt: now });
    });
  }

  platformNode(): Promise<NodeRow | null> {
    return repo.findPlatformNode(this.deps.db);
  }

  /** Assets on a node the actor may read. */
  async sourcesPage(actor: Actor, nodeId: number, page: PageRequest) {
    await this.getReadable(actor, nodeId);
    if (!this.sources) return { list: [], total: 0 };
    return this.sources.page(this.deps.db, nodeId, page);
  }

  /** The node whose token this is; NODE_TOKEN_INVALID alike for a wrong token and an unknown node. */
  async authenticateNode(nodeId: number, token: string): Promise<NodeRow> {
    const row = await repo.findNode(this.deps.db, nodeId);
    if (!row || !sameHash(row.tokenHash, hashToken(token))) throw new AppError(ErrorCode.NODE_TOKEN_INVALID);
    return row;
  }

  /**
   * Records a heartbeat. With a token: the node's token, else NODE_TOKEN_INVALID whether the node exists
   * or not (an edge node learns nothing about other nodes). With a session: the node must be the caller's.
   */
  async heartbeat(input: HeartbeatInput, auth: HeartbeatAuth, ip: string): Promise<NodeRow> {
    let row: NodeRow | null;
    if ('token' in auth) {
      row = await this.authenticateNode(input.nodeId, auth.token);
    } else {
      row = await repo.findNode(this.deps.db, input.nodeId);
      if (!row || row.ownerId !== auth.actor.userId) throw new AppError(ErrorCode.NOT_FOUND);
    }
    return repo.updateNode(this.deps.db, row.id, {
      lastHeartbeatAt: this.now(),
      lastReportedStatus: input.status,
      lastHeartbeatIp: ip.slice(0, 64),
      ...(input.version !== undefined ? { version: input.version } : {}),
    });
  }

  /** The checkPublicKey rule; answers the algorithm and the SPKI fingerprint to store. */
  private checkKey(pem: string, locale: Locale) {
    const result = checkPublicKeyPem(pem);
    if (!result.ok) {
      const reason = formatMessage(PUBLIC_KEY_REASONS[result.reason][locale], {
        bits: result.bits ?? 0,
        algorithm: result.algorithm ?? '',
      });
      throw new AppError(ErrorCode.PUBLIC_KEY_INVALID, { reason }, { field: 'publicKey' });
    }
    const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
    return {
      keyAlgorithm: result.algorithm,
      keyFingerprint: createHash('sha256').update(der).digest('hex'),
    };
  }

  private columnsOf(input: NodeInput) {
    return {
      name: input.name,
      kind: input.kind,
      address: input.address.trim(),
      publicKey: input.publicKey.trim(),
      description: input.description,
    };
  }

  private async assertNameFree(ownerId: number, name: string, exceptId?: number) {
    const other = await repo.findByName(this.deps.db, ownerId, name);
    if (other && other.id !== exceptId) throw new AppError(ErrorCode.NODE_NAME_TAKEN, { name });
  }

  private async assertAddressFree(ownerId: number, address: string, exceptId?: number) {
    const other = await repo.findByAddress(this.deps.db, ownerId, address.trim());
    if (other && other.id !== exceptId) {
      throw new AppError(ErrorCode.NODE_ADDRESS_TAKEN, { name: other.name, address: address.trim() });
    }
  }
}
