import { ErrorCode, formatMoney, negotiation, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { yuanToUnits } from '../credit/credit.service.js';
import * as repo from './negotiation.repository.js';

const { NegotiationStatus: N, NEGOTIATION_TRANSITIONS, ACCEPTED_VALID_DAYS } = negotiation;
const DAY_MS = 24 * 3_600_000;

/** What the goods module tells about a SKU offered for negotiation (null: no such listed good/SKU). */
export interface NegotiableSku {
  itemId: number;
  skuId: number;
  itemName: string;
  skuName: string;
  sellerId: number;
  price: bigint;
  negotiable: boolean;
}

export interface NegotiationServiceDeps {
  db: Db;
  clock: Clock;
  /** The listed good's enabled, approved SKU, or null. */
  skuForOrder: (itemId: number, skuId: number) => Promise<NegotiableSku | null>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toNegotiation(r: repo.NegotiationRow): negotiation.Negotiation {
  return {
    id: String(r.id),
    itemId: String(r.itemId),
    skuId: String(r.skuId),
    itemName: r.itemName,
    skuName: r.skuName,
    consumerId: String(r.consumerId),
    consumerName: r.consumerName,
    sellerId: String(r.sellerId),
    listPrice: r.listPrice.toString(),
    proposedPrice: r.proposedPrice.toString(),
    message: r.message,
    reply: r.reply,
    status: r.status,
    validUntil: iso(r.validUntil),
    orderId: r.orderId === null ? null : String(r.orderId),
    createDate: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  };
}

function assertTransition(from: number, to: negotiation.NegotiationStatus) {
  const allowed = NEGOTIATION_TRANSITIONS[from as negotiation.NegotiationStatus] ?? [];
  if (!allowed.includes(to)) throw new AppError(ErrorCode.ILLEGAL_STATE);
}

/** Price proposals on negotiable SKUs; an accepted one is the price of the consumer's next order of the SKU. */
export class NegotiationService {
  constructor(private readonly deps: NegotiationServiceDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  async propose(actor: Actor, input: { itemId: number; skuId: number; price: string; message: string }) {
    const sku = await this.deps.skuForOrder(input.itemId, input.skuId);
    if (!sku) throw new AppError(ErrorCode.ORDER_GOODS_UNAVAILABLE);
    if (!sku.negotiable) throw new AppError(ErrorCode.NEGOTIATION_NOT_NEGOTIABLE);
    const price = yuanToUnits(input.price);
    if (price <= 0n || price >= sku.price) {
      throw new AppError(
        ErrorCode.NEGOTIATION_PRICE_INVALID,
        { price: formatMoney(sku.price) },
        { field: 'price' },
      );
    }
    const now = this.now();
    await repo.expireAccepted(this.deps.db, now, { consumerId: actor.userId, skuId: sku.skuId });
    const row = await repo.insertProposal(this.deps.db, {
      itemId: sku.itemId,
      skuId: sku.skuId,
      itemName: sku.itemName,
      skuName: sku.skuName,
      consumerId: actor.userId,
      consumerName: actor.username,
      sellerId: sku.sellerId,
      listPrice: sku.price,
      proposedPrice: price,
      message: input.message,
      status: N.PENDING,
      createdAt: now,
    });
    if (!row) throw new AppError(ErrorCode.NEGOTIATION_OPEN);
    return toNegotiation(row);
  }

  async decide(actor: Actor, id: number, accept: boolean, reply: string) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row || row.sellerId !== actor.userId) throw notFound();
      const to = accept ? N.ACCEPTED : N.REJECTED;
      assertTransition(row.status, to);
      const now = this.now();
      const moved = await repo.moveProposal(tx, id, N.PENDING, {
        status: to,
        reply,
        decidedAt: now,
        validUntil: accept ? new Date(now.getTime() + ACCEPTED_VALID_DAYS * DAY_MS) : null,
      });
      if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
      return toNegotiation(moved);
    });
  }

  async withdraw(actor: Actor, id: number) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row || row.consumerId !== actor.userId) throw notFound();
      assertTransition(row.status, N.WITHDRAWN);
      const moved = await repo.moveProposal(tx, id, N.PENDING, {
        status: N.WITHDRAWN,
        decidedAt: this.now(),
      });
      if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
      return toNegotiation(moved);
    });
  }

  async page(
    actor: Actor,
    p: PageRequest,
    filter: { status?: number | undefined; skuId?: number | undefined },
  ) {
    await repo.expireAccepted(this.deps.db, this.now());
    const scope =
      actor.roleType === RoleType.OPERATOR
        ? {}
        : actor.roleType === RoleType.CONSUMER
          ? { consumerId: actor.userId }
          : { sellerId: actor.userId };
    const result = await repo.pageProposals(this.deps.db, p, { ...scope, ...filter });
    return { total: result.total, list: result.list.map(toNegotiation) };
  }

  /** The consumer's accepted price in force for the SKU, or null (orders: render shows it, submit uses it). */
  async acceptedPrice(db: DbOrTx, consumerId: number, skuId: number, lock: boolean) {
    const row = await repo.findAccepted(db, consumerId, skuId, lock);
    if (!row || (row.validUntil && row.validUntil <= this.now())) return null;
    return { id: row.id, price: row.proposedPrice };
  }

  /** Marks the accepted price used by `orderId`, inside the order's transaction. */
  async use(tx: DbOrTx, id: number, orderId: number) {
    const moved = await repo.moveProposal(tx, id, N.ACCEPTED, { status: N.USED, orderId });
    if (!moved) throw new AppError(ErrorCode.ILLEGAL_STATE);
  }
}
