import { createHash } from 'node:crypto';
import { ErrorCode, goods, orders, type UKeyProof } from '@datamall/contract';
import { CST_OFFSET_MS } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx, Tx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { transactionWithWriteBatch } from '../../platform/write-batch.js';
import { toOrder, toOrderDetail } from './orders.presenter.js';
import * as repo from './orders.repository.js';

const { OrderStatus: O, PayStatus: S } = orders;
/** Idempotency keys are kept 7 days (at least 24 hours is promised). */
const KEY_RETENTION_MS = 7 * 24 * 3_600_000;
/** Order numbers carry the date in China Standard Time. */

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  log?: (error: unknown) => void;
  /** Minutes a new order waits for payment (the settings' tunable); the contract's default without it. */
  payTimeoutMinutes?: () => Promise<number>;
}

/**
 * The steps of a submit that belong to other modules, inside the order's transaction after the order row is
 * written (flows/submit-order.flow.ts). `saveAnswer` stores the answer a retry with the same key gets; a step
 * that throws rolls the submit back.
 */
export type SubmitSteps = (step: {
  tx: Tx;
  order: repo.OrderRow;
  saveAnswer: () => Promise<orders.OrderDetail>;
}) => Promise<orders.OrderDetail>;

/**
 * The steps of a payment, inside the transaction that marked the order paid (flows/pay-order.flow.ts): the credit
 * charge, bill lines, delivery, the figures and the ledger. `saveAnswer` stores the answer a retry with the same
 * key gets, with the credit left; a step that throws rolls the payment back.
 */
export type PaymentSteps = (step: {
  tx: Tx;
  actor: Actor;
  order: repo.OrderRow;
  saveAnswer: (available: bigint) => Promise<orders.PayResult>;
}) => Promise<orders.PayResult>;

/**
 * Checks that the buyer confirmed a payment (their USB key) before it runs; `isReplay` tells a retry of a payment
 * already answered under its Idempotency-Key, which needs no new confirmation.
 */
export type PaymentConfirmation = (
  actor: Actor,
  orderId: number,
  proof: UKeyProof | undefined,
  isReplay: () => Promise<boolean>,
) => Promise<void>;

export type OrderRow = repo.OrderRow;

/** Accepted negotiated prices (the negotiation module): render shows them, submit uses one once. */
export interface NegotiatedPrices {
  acceptedPrice(
    db: DbOrTx,
    consumerId: number,
    skuId: number,
    lock: boolean,
  ): Promise<{ id: number; price: bigint } | null>;
  use(tx: DbOrTx, id: number, orderId: number): Promise<void>;
}

type RenderInput = { itemId: number; skuId: number; quantity: number };
type ListFilter = Omit<repo.OrderFilter, 'from' | 'before'> & { startDate?: string; endDate?: string };

/** A date-only filter value is a day in China Standard Time. */
function dayStart(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+08:00` : value);
}

/** Orders: price preview, submit, pay by credit limit, cancel, expiry, and every role's lists and details. */
export class OrderService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  private submitSteps: SubmitSteps = ({ saveAnswer }) => saveAnswer();
  private paymentSteps: PaymentSteps | null = null;
  private confirmPayment: PaymentConfirmation = async () => {};
  private negotiated: NegotiatedPrices | null = null;

  constructor(private readonly deps: OrderServiceDeps) {}

  /** Prices accepted in a negotiation replace the list price of the consumer's next order of the SKU. */
  useNegotiatedPrices(prices: NegotiatedPrices): void {
    this.negotiated = prices;
  }

  /** The other modules' steps of a submit (not run on idempotent replays). */
  settleSubmitsWith(steps: SubmitSteps): void {
    this.submitSteps = steps;
  }

  /** The steps of a payment once the order is marked paid, from the credit charge on (once per order). */
  settlePaymentsWith(steps: PaymentSteps): void {
    this.paymentSteps = steps;
  }

  /** What a payment needs besides the session before it runs (the buyer's USB key). */
  confirmPaymentsWith(confirmation: PaymentConfirmation): void {
    this.confirmPayment = confirmation;
  }

  /** One order row for another module's service (no role check: the caller scopes it). */
  findOrder(db: DbOrTx, orderId: number): Promise<repo.OrderRow | null> {
    return repo.findOrder(db, orderId);
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- price preview and submit ---------------------------------------------------------------------------

  /** The listed good and its enabled, approved SKU, or the error a buyer sees. */
  private async goodForOrder(db: DbOrTx, input: RenderInput) {
    const found = saleableOrThrow(await repo.findGoodForOrder(db, input.itemId, input.skuId));
    assertQuantity(found.item, found.sku, input.quantity);
    return found;
  }

  /** The listed good and its saleable SKU (rows), or the error a buyer would get ordering it. */
  saleable(itemId: number, skuId: number) {
    return this.goodForOrder(this.deps.db, { itemId, skuId, quantity: 1 });
  }

  async render(input: RenderInput, consumerId?: number): Promise<orders.OrderRender> {
    const { item, sku } = await this.goodForOrder(this.deps.db, input);
    const deal =
      consumerId === undefined
        ? null
        : await this.negotiated?.acceptedPrice(this.deps.db, consumerId, sku.id, false);
    const unitPrice = deal?.price ?? sku.price;
    return {
      itemId: String(item.id),
      skuId: String(sku.id),
      itemType: item.itemType,
      itemName: item.name,
      skuName: sku.name,
      coverImage: item.coverImage,
      sellerId: String(item.ownerId),
      billingMode: sku.billingMode,
      useCount: sku.useCount,
      periodUnit: sku.periodUnit,
      periodCount: sku.periodCount,
      validityDays: sku.validityDays,
      quantity: input.quantity,
      unitPrice: unitPrice.toString(),
      listUnitPrice: sku.price.toString(),
      negotiationId: deal ? String(deal.id) : null,
      negotiable: sku.negotiable,
      amount: orderAmount(sku, unitPrice, input.quantity).toString(),
      agreement: item.agreement,
      agreementHash: sha256(item.agreement),
    };
  }

  /**
   * Creates an order awaiting payment, once per idempotency key: the same key and body answer the first
   * answer again; another body answers IDEMPOTENCY_KEY_REUSED.
   */
  async submit(
    actor: Actor,
    key: string,
    input: RenderInput & { agreementHash: string },
  ): Promise<orders.OrderDetail> {
    const requestHash = sha256(
      JSON.stringify(['submit', input.itemId, input.skuId, input.quantity, input.agreementHash]),
    );
    const payTimeoutMs = (await (this.deps.payTimeoutMinutes?.() ?? orders.PAY_TIMEOUT_MINUTES)) * 60_000;
    return transactionWithWriteBatch(this.deps.db, async (tx) => {
      const now = this.now();
      const claim = { consumerId: actor.userId, scope: 'submit', key, requestHash, now };
      const found = await repo.claimKeyAndFindGood(tx, claim, input.itemId, input.skuId);
      if (!found.claimed) return replay<orders.OrderDetail>(await repo.findClaim(tx, claim), requestHash);
      const { item, sku } = saleableOrThrow(found);
      assertQuantity(item, sku, input.quantity);
      const agreementHash = sha256(item.agreement);
      if (agreementHash !== input.agreementHash) throw new AppError(ErrorCode.ORDER_AGREEMENT_CHANGED);
      const deal = await this.negotiated?.acceptedPrice(tx, actor.userId, sku.id, true);
      const unitPrice = deal?.price ?? sku.price;
      const datePart = new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
      const row = await repo.insertOrder(tx, datePart, {
        consumerId: actor.userId,
        consumerName: actor.username,
        sellerId: item.ownerId,
        itemId: item.id,
        skuId: sku.id,
        itemType: item.itemType,
        itemName: item.name,
        skuName: sku.name,
        coverImage: item.coverImage,
        quantity: input.quantity,
        unitPrice,
        amount: orderAmount(sku, unitPrice, input.quantity),
        orderStatus: O.AWAITING_PAYMENT,
        payStatus: S.UNPAID,
        expireAt: new Date(now.getTime() + payTimeoutMs),
        agreementHash,
        agreementAcceptedAt: now,
        snapshot: orderSnapshot(item, sku),
        createdAt: now,
        updatedAt: now,
      });
      if (deal) await this.negotiated?.use(tx, deal.id, row.id);
      return this.submitSteps({
        tx,
        order: row,
        saveAnswer: async () => {
          const answer = toOrderDetail(row);
          await repo.saveResponse(tx, actor.userId, 'submit', key, row.id, answer);
          return answer;
        },
      });
    });
  }

  // --- payment and cancel ---------------------------------------------------------------------------------

  /**
   * Pays an order from the credit limit in one transaction: the order moves to paid with a conditional update
   * (the consumer's, unpaid, not expired) that locks its row, then the payment steps run (flows/pay-order.flow.ts:
   * the credit charge first). Once per idempotency key. An expired
   * order is marked expired after the rolled-back attempt. Writes whose answer nobody reads (bill lines, the
   * delivery record, the sales figure, the saved answer) go together in one statement before the ledger entry
   * (platform/write-batch.ts).
   */
  async pay(
    actor: Actor,
    key: string,
    input: { orderId: number; payMethod: string; ukey?: UKeyProof },
  ): Promise<orders.PayResult> {
    const requestHash = sha256(JSON.stringify(['pay', input.orderId, input.payMethod]));
    await this.confirmPayment(actor, input.orderId, input.ukey, () =>
      repo.claimExists(this.deps.db, { consumerId: actor.userId, scope: 'pay', key }),
    );
    const payInTx = async (tx: Tx): Promise<orders.PayResult> => {
      const now = this.now();
      const claim = { consumerId: actor.userId, scope: 'pay', key, requestHash, now };
      // The key is claimed and, when this request claimed it, one conditional update marks the consumer's unpaid,
      // unexpired order paid, in one statement; the update holds the order's row lock to the commit: a
      // concurrent payment of the order waits for it, then matches nothing.
      const { claimed, paid } = await repo.claimKeyAndPayOrder(tx, claim, {
        id: input.orderId,
        consumerId: actor.userId,
        now,
        payMethod: input.payMethod,
        payStatus: S.PAID,
        orderStatus: O.COMPLETED,
      });
      if (!claimed) return replay<orders.PayResult>(await repo.findClaim(tx, claim), requestHash);
      if (!paid) throw notPayable(await repo.findOrder(tx, input.orderId), actor.userId, now);
      if (!this.paymentSteps) throw new Error('orders: the payment steps are not connected');
      return this.paymentSteps({
        tx,
        actor,
        order: paid,
        saveAnswer: async (available) => {
          const answer: orders.PayResult = { order: toOrder(paid), available: available.toString() };
          await repo.saveResponse(tx, actor.userId, 'pay', key, paid.id, answer);
          return answer;
        },
      });
    };
    try {
      return await transactionWithWriteBatch(this.deps.db, payInTx);
    } catch (error) {
      // An order whose time is up is marked expired for good (the payment's transaction was rolled back).
      if (error instanceof AppError && error.code === ErrorCode.ORDER_EXPIRED) {
        await repo.expireDue(this.deps.db, this.now(), input.orderId);
      }
      throw error;
    }
  }

  /** Cancels an unpaid order of the consumer; cancelling a cancelled order answers it unchanged. */
  async cancel(actor: Actor, orderId: number): Promise<orders.Order> {
    await repo.expireDue(this.deps.db, this.now(), orderId);
    return this.deps.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order || order.consumerId !== actor.userId) throw notFound();
      if (order.payStatus === S.CANCELLED) return toOrder(order);
      const now = this.now();
      if (order.payStatus !== S.UNPAID || order.expireAt <= now) {
        throw new AppError(ErrorCode.ORDER_NOT_CANCELLABLE);
      }
      const cancelled = await repo.updateOrderFrom(tx, order.id, S.UNPAID, {
        payStatus: S.CANCELLED,
        orderStatus: O.CANCELLED,
        cancelledAt: now,
        updatedAt: now,
      });
      if (!cancelled) throw new AppError(ErrorCode.ORDER_NOT_CANCELLABLE);
      return toOrder(cancelled);
    });
  }

  // --- expiry ---------------------------------------------------------------------------------------------

  /** Expires every unpaid order past its time and forgets old idempotency keys. Answers how many expired. */
  async sweep(): Promise<number> {
    const now = this.now();
    const expired = await repo.expireDue(this.deps.db, now);
    await repo.deleteOldKeys(this.deps.db, new Date(now.getTime() - KEY_RETENTION_MS));
    return expired;
  }

  /** Runs `sweep` every `intervalMs` until `stopExpirySweep` (one run at a time in this process). */
  startExpirySweep(intervalMs = 60_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = true;
      this.sweep()
        .catch((error) => this.deps.log?.(error))
        .finally(() => {
          this.sweeping = false;
        });
    }, intervalMs);
    this.timer.unref?.();
  }

  stopExpirySweep(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Unpaid orders of a good keep it from being taken off (registered with the goods module). */
  async offBlockers(db: DbOrTx, itemId: number): Promise<goods.ItemOffBlocker[]> {
    const rows = await repo.openOrdersOfItem(db, itemId, this.now());
    return rows.map((r) => ({
      kind: 'order',
      id: String(r.id),
      name: r.orderNo,
      status: 'awaiting payment',
    }));
  }

  /** Paid-order figures of a good, a seller, or the whole mall (read-only; for the mall's counters). */
  paidFigures(filter: { itemId?: number; sellerId?: number }) {
    return repo.paidFigures(this.deps.db, filter);
  }

  /** Whether a consumer has paid an order of a good (the mall detail's `bought`). */
  hasPaidOrder(consumerId: number, itemId: number) {
    return repo.hasPaidOrder(this.deps.db, consumerId, itemId);
  }

  /** Paid orders and units per good (the mall's read model fills its counters from it once). */
  async paidSalesByItem() {
    const rows = await repo.paidSalesByItem(this.deps.db);
    return rows.map((r) => ({ itemId: r.itemId, orders: r.orders, units: Number(r.units) }));
  }

  // --- reading --------------------------------------------------------------------------------------------

  /** One order as `who` may see it (buyer: own; seller: of own goods; operator: any), expired lazily. */
  async detail(actor: Actor, orderId: number, as: 'buyer' | 'seller' | 'operator') {
    await repo.expireDue(this.deps.db, this.now(), orderId);
    const row = await repo.findOrder(this.deps.db, orderId);
    if (!row) throw notFound();
    if (as === 'buyer' && row.consumerId !== actor.userId) throw notFound();
    if (as === 'seller' && row.sellerId !== actor.userId) throw notFound();
    return toOrderDetail(row);
  }

  async page(page: PageRequest, filter: ListFilter) {
    await repo.expireDue(this.deps.db, this.now());
    const { startDate, endDate, ...rest } = filter;
    let before: Date | undefined;
    if (endDate) {
      before = dayStart(endDate);
      if (/^\d{4}-\d{2}-\d{2}$/.test(endDate)) before = new Date(before.getTime() + 24 * 3_600_000);
    }
    const result = await repo.pageOrders(this.deps.db, page, {
      ...rest,
      from: startDate ? dayStart(startDate) : undefined,
      before,
    });
    return { total: result.total, list: result.list.map(toOrder) };
  }
}

/** Why the consumer's order `order` could not be paid at `now` (the conditional update matched nothing). */
function notPayable(order: repo.OrderRow | null, consumerId: number, now: Date): AppError {
  if (!order || order.consumerId !== consumerId) return notFound();
  if (order.payStatus === S.PAID) return new AppError(ErrorCode.ORDER_ALREADY_PAID);
  if (order.payStatus === S.EXPIRED || (order.payStatus === S.UNPAID && order.expireAt <= now)) {
    // The order's own time to pay: the tunable may have changed since it was submitted.
    const minutes = Math.round((order.expireAt.getTime() - order.createdAt.getTime()) / 60_000);
    return new AppError(ErrorCode.ORDER_EXPIRED, { minutes });
  }
  return new AppError(ErrorCode.ORDER_NOT_PAYABLE);
}

/** The listed good and its enabled, approved SKU of a read, or the error a buyer sees. */
function saleableOrThrow({ item, sku }: Awaited<ReturnType<typeof repo.findGoodForOrder>>) {
  const listed =
    item !== null &&
    item.publishType === goods.PublishType.LISTED &&
    item.deleteStatus === goods.ProductDelete.NORMAL &&
    (item.productStatus === goods.ProductStatus.ENABLED ||
      item.productStatus === goods.ProductStatus.DISABLE_REVIEW);
  if (!item || !listed) throw new AppError(ErrorCode.ORDER_GOODS_UNAVAILABLE);
  if (!sku?.enabled || !sku.everApproved) throw new AppError(ErrorCode.ORDER_SKU_UNAVAILABLE);
  return { item, sku };
}

/**
 * A data package is delivered as its files: one copy per order (more would charge for the same download). A
 * postpaid plan is one key billed per call: a second copy would buy nothing.
 */
/** What the buyer agreed to: the good and SKU as they were when the order was placed. */
function orderSnapshot(item: SaleableGood['item'], sku: SaleableGood['sku']) {
  return {
    item: {
      id: String(item.id),
      name: item.name,
      itemType: item.itemType,
      ownerId: String(item.ownerId),
      summary: item.summary,
      coverImage: item.coverImage,
      agreement: item.agreement,
      version: item.updatedAt.toISOString(),
    },
    sku: {
      id: String(sku.id),
      name: sku.name,
      billingMode: sku.billingMode,
      price: sku.price.toString(),
      useCount: sku.useCount,
      periodUnit: sku.periodUnit,
      periodCount: sku.periodCount,
      validityDays: sku.validityDays,
      description: sku.description,
    },
  };
}

type SaleableGood = ReturnType<typeof saleableOrThrow>;

function assertQuantity(item: { itemType: number }, sku: { billingMode: number }, quantity: number) {
  if (item.itemType === goods.ItemType.DATA_PACKAGE && quantity !== 1) {
    throw badParam('quantity', 'onePackagePerOrder');
  }
  if (sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL && quantity !== 1) {
    throw badParam('quantity', 'onePostpaidPerOrder');
  }
}

/**
 * What the order itself costs: unit price × quantity, or nothing for a postpaid plan (its calls are charged from
 * the credit limit as the gateway serves them, at the order's unit price).
 */
export function orderAmount(sku: { billingMode: number }, unitPrice: bigint, quantity: number): bigint {
  return sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL ? 0n : unitPrice * BigInt(quantity);
}

/** The first answer of an idempotency key, if the request is the same. */
function replay<T>(earlier: repo.IdempotencyRow, requestHash: string): T {
  if (earlier.requestHash !== requestHash || earlier.response === null) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  return earlier.response as T;
}
