import { createHash } from 'node:crypto';
import { type archives, ErrorCode, type Locale } from '@datamall/contract';
import {
  type ArchiveQueryName,
  readVehicleKey,
  type VehicleKeyReading,
} from '@datamall/contract/vehicle-archive';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { SecretBox } from '../../platform/secret-box.js';
import samples from './archive-samples.json' with { type: 'json' };
import { ARCHIVE_QUERIES_BY_NAME, type ArchiveGoodView, catalogEntry } from './archives.catalog.js';
import * as repo from './archives.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What the service reads of an API credential of the consumer. */
export interface PlanCredential {
  id: number;
  orderId: number;
  quotaTotal: number | null;
  quotaUsed: number;
  /** 1/10000 yuan per call of a pay-as-you-go plan; null: a prepaid pack. */
  postpaidPrice: bigint | null;
  validFrom: Date;
  validUntil: Date | null;
}

export interface ArchiveDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  /** Where the platform calls the API gateway (read per query); null: queries answer ARCHIVE_UNAVAILABLE. */
  gatewayUrl: () => string | null;
  fetch?: typeof fetch;
  /** The good as the mall shows it (null when it is not listed). */
  goodView(itemId: number): Promise<ArchiveGoodView | null>;
  /** The current version (SHA-256) of the serve agreement. */
  agreementHash(): Promise<string>;
  availableCredit(userId: number): Promise<bigint | null>;
  credentialsOf(consumerId: number, itemId: number): Promise<PlanCredential[]>;
  lockCredential(tx: DbOrTx, credentialId: number): Promise<unknown>;
  newServiceKey(): string;
  setServiceKey(tx: DbOrTx, credentialId: number, key: string): Promise<void>;
  orderNo(orderId: number): Promise<string>;
  /** Orders and pays the pay-as-you-go SKU for the consumer (idempotent per SKU). */
  openPlan(actor: Actor, itemId: number, skuId: number): Promise<void>;
  /** An A4 PDF of a stored report in a language. */
  renderPdf(report: archives.ArchiveReport, locale: Locale): Promise<Buffer>;
  record(
    tx: DbOrTx,
    entry: { entryType: 'archive.report'; orderId: number; payload: Record<string, unknown> },
  ): Promise<unknown>;
}

type Payment = 'credit' | 'pack';
interface Plan {
  credential: PlanCredential;
  payment: Payment;
}

/** How long a new service key may take to reach the gateways (they poll the configuration every 250 ms). */
const KEY_PROPAGATION_MS = 5_000;
const CALL_TIMEOUT_MS = 20_000;

/**
 * The vehicle archive queries of the public pages: the catalog with prices, the serve agreement, queries run
 * through the API gateway as the consumer's own plan (a count pack first, else the pay-as-you-go plan the first
 * query opens), and the stored reports.
 */
export class ArchiveService {
  private readonly inflight = new Map<string, Promise<archives.ArchiveReportSummary>>();

  constructor(private readonly deps: ArchiveDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The API good of each query that has one. */
  private async goods(): Promise<Map<ArchiveQueryName, number>> {
    const rows = await repo.listGoods(this.deps.db);
    return new Map(rows.map((r) => [r.query as ArchiveQueryName, r.itemId]));
  }

  registerGood(query: ArchiveQueryName, itemId: number) {
    return repo.saveGood(this.deps.db, query, itemId);
  }

  registeredGoods() {
    return this.goods();
  }

  async catalog(actor: Actor | null): Promise<archives.ArchiveCatalog> {
    const [goods, agreementHash] = await Promise.all([this.goods(), this.deps.agreementHash()]);
    const queries = await Promise.all(
      Object.values(ARCHIVE_QUERIES_BY_NAME).map(async (q) => {
        const itemId = goods.get(q.query);
        return catalogEntry(q, itemId ?? null, itemId ? await this.deps.goodView(itemId) : null);
      }),
    );
    if (!actor) return { queries, viewer: null, agreementHash };
    const consumer = actor.roleType === 1;
    const packQueriesLeft: Record<string, number> = {};
    if (consumer) {
      for (const [query, itemId] of goods) {
        const left = (await this.usable(actor.userId, itemId))
          .filter((c) => isPack(c))
          .reduce((n, c) => n + packLeft(c), 0);
        if (left > 0) packQueriesLeft[query] = left;
      }
    }
    const [accepted, available] = await Promise.all([
      repo.hasAccepted(this.deps.db, actor.userId, agreementHash),
      this.deps.availableCredit(actor.userId),
    ]);
    return {
      queries,
      agreementHash,
      viewer: {
        consumer,
        agreementAccepted: accepted !== null,
        availableCredit: available === null ? null : available.toString(),
        packQueriesLeft,
      },
    };
  }

  async acceptAgreement(actor: Actor, agreementHash: string) {
    if (agreementHash !== (await this.deps.agreementHash())) {
      throw new AppError(ErrorCode.ARCHIVE_AGREEMENT_CHANGED);
    }
    const at = await repo.accept(this.deps.db, actor.userId, agreementHash, this.now());
    return { acceptedAt: at.toISOString() };
  }

  /** The example answer of a query (the fixed sample vehicle of the data set). */
  example(query: ArchiveQueryName) {
    return { answer: samples.queries[query].example as Record<string, unknown> };
  }

  // --- running a query ---------------------------------------------------------------------------------------

  /**
   * Runs a query once per idempotency key (the same key answers the same report, also while the first run is
   * still going). Nothing is charged unless a report is stored.
   */
  run(actor: Actor, idempotencyKey: string, input: { query: ArchiveQueryName; key: string }, locale: Locale) {
    const flight = `${actor.userId}:${idempotencyKey}`;
    let running = this.inflight.get(flight);
    if (!running) {
      running = this.runOnce(actor, idempotencyKey, input, locale).finally(() =>
        this.inflight.delete(flight),
      );
      this.inflight.set(flight, running);
    }
    return running;
  }

  private async runOnce(
    actor: Actor,
    idempotencyKey: string,
    input: { query: ArchiveQueryName; key: string },
    locale: Locale,
  ): Promise<archives.ArchiveReportSummary> {
    const reading = readVehicleKey(input.key);
    if (!reading.ok) throw new AppError(reading.code as ErrorCode, reading.params);
    const done = await repo.findReportByKey(this.deps.db, actor.userId, idempotencyKey);
    if (done) return toSummary(done);
    const itemId = (await this.goods()).get(input.query);
    const good = itemId ? await this.deps.goodView(itemId) : null;
    if (!itemId || !good) throw new AppError(ErrorCode.ARCHIVE_QUERY_NOT_LISTED);
    const agreementHash = await this.deps.agreementHash();
    if (!(await repo.hasAccepted(this.deps.db, actor.userId, agreementHash))) {
      throw new AppError(ErrorCode.ARCHIVE_AGREEMENT_REQUIRED);
    }
    const segment = ARCHIVE_QUERIES_BY_NAME[input.query].segment;
    let plan = await this.choosePlan(actor, itemId, good);
    let answer = await this.ask(plan, itemId, segment, reading, locale);
    if (answer.kind === 'packUsedUp') {
      plan = await this.choosePlan(actor, itemId, good);
      answer = await this.ask(plan, itemId, segment, reading, locale);
    }
    if (answer.kind !== 'found') throw this.refusal(answer, good, reading);
    return this.store(actor, idempotencyKey, input.query, itemId, plan, reading, answer.text);
  }

  private async usable(userId: number, itemId: number) {
    const now = this.now();
    return (await this.deps.credentialsOf(userId, itemId)).filter(
      (c) => c.validFrom <= now && (c.validUntil === null || c.validUntil > now),
    );
  }

  /** A count pack with queries left (the one that ends first), else the pay-as-you-go plan, opened if needed. */
  private async choosePlan(actor: Actor, itemId: number, good: ArchiveGoodView): Promise<Plan> {
    const find = async () => {
      const credentials = await this.usable(actor.userId, itemId);
      const packs = credentials.filter((c) => isPack(c) && packLeft(c) > 0);
      packs.sort((a, b) => endOf(a) - endOf(b));
      if (packs[0]) return { credential: packs[0], payment: 'pack' as const };
      const plan = credentials.find((c) => c.postpaidPrice !== null);
      return plan ? { credential: plan, payment: 'credit' as const } : null;
    };
    const found = await find();
    if (found) return found;
    const sku = good.payAsYouGo;
    if (!sku) throw new AppError(ErrorCode.ARCHIVE_QUERY_NOT_LISTED);
    // Opening the plan costs nothing, but a consumer who cannot pay one query gets no plan either.
    const available = (await this.deps.availableCredit(actor.userId)) ?? 0n;
    if (available < sku.price) throw creditInsufficient(sku.price);
    await this.deps.openPlan(actor, itemId, sku.skuId);
    const opened = await find();
    if (!opened) throw new AppError(ErrorCode.ARCHIVE_UNAVAILABLE);
    return opened;
  }

  /** The platform's key of a credential: made (and sealed) the first time, under the credential's row lock. */
  private async serviceKey(credentialId: number): Promise<{ key: string; fresh: boolean }> {
    const stored = await repo.findServiceKey(this.deps.db, credentialId);
    if (stored) return { key: await this.deps.secrets.open(stored.keySealed), fresh: false };
    // Sealed before the transaction: the secret box reads its key from the database.
    const key = this.deps.newServiceKey();
    const sealed = await this.deps.secrets.seal(key);
    const made = await this.deps.db.transaction(async (tx) => {
      await this.deps.lockCredential(tx, credentialId);
      const again = await repo.findServiceKey(tx, credentialId);
      if (again) return again.keySealed;
      await this.deps.setServiceKey(tx, credentialId, key);
      await repo.insertServiceKey(tx, credentialId, sealed);
      return null;
    });
    if (made === null) return { key, fresh: true };
    return { key: await this.deps.secrets.open(made), fresh: false };
  }

  /** Calls the gateway as the plan's credential and reads what came back. */
  private async ask(
    plan: Plan,
    itemId: number,
    segment: string,
    reading: Extract<VehicleKeyReading, { ok: true }>,
    locale: Locale,
  ): Promise<GatewayAnswer> {
    const base = this.deps.gatewayUrl();
    if (!base) return { kind: 'unavailable', detail: 'no gateway address' };
    const { key, fresh } = await this.serviceKey(plan.credential.id);
    const param =
      reading.kind === 'vin' ? `vin=${reading.vin}` : `plate=${encodeURIComponent(reading.plate)}`;
    const url = `${base}/${itemId}/latest/archive/${segment}?${param}`;
    const fetcher = this.deps.fetch ?? fetch;
    // A key made just now reaches the gateways within about a second: until then they do not know it.
    const deadline = Date.now() + (fresh ? KEY_PROPAGATION_MS : 1_500);
    for (;;) {
      let res: Response;
      try {
        res = await fetcher(url, {
          headers: { 'x-api-key': key, 'accept-language': locale },
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: 'unavailable', detail: (error as Error).message };
      }
      const text = await res.text();
      const answer = readGatewayAnswer(res.status, text, plan.payment);
      if (answer.kind === 'keyUnknown' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      return answer;
    }
  }

  private refusal(
    answer: Exclude<GatewayAnswer, { kind: 'found' }>,
    good: ArchiveGoodView,
    reading: Extract<VehicleKeyReading, { ok: true }>,
  ): AppError {
    const key = reading.kind === 'vin' ? reading.vin : reading.plate;
    switch (answer.kind) {
      case 'notFound':
        return new AppError(ErrorCode.ARCHIVE_VEHICLE_NOT_FOUND, { key });
      case 'notNewEnergy':
        return new AppError(ErrorCode.ARCHIVE_NOT_NEW_ENERGY, { key });
      case 'creditExhausted':
        return creditInsufficient(good.payAsYouGo?.price ?? 0n);
      default:
        return new AppError(ErrorCode.ARCHIVE_UNAVAILABLE, undefined, {
          reason: answer.kind === 'unavailable' ? answer.detail : answer.kind,
        });
    }
  }

  /** Stores the report and its ledger entry in one transaction. */
  private async store(
    actor: Actor,
    idempotencyKey: string,
    query: ArchiveQueryName,
    itemId: number,
    plan: Plan,
    reading: Extract<VehicleKeyReading, { ok: true }>,
    text: string,
  ): Promise<archives.ArchiveReportSummary> {
    const answer = JSON.parse(text) as FoundAnswer;
    const digest = sha256(text);
    const orderNo = await this.deps.orderNo(plan.credential.orderId);
    const v = answer.vehicle;
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertReport(tx, {
        userId: actor.userId,
        query,
        itemId,
        orderId: plan.credential.orderId,
        orderNo,
        keyKind: reading.kind,
        vin: answer.vin,
        plateMasked: answer.plateMasked,
        vehicleName: `${v.brand} ${v.series} ${v.modelYear}`.slice(0, 200),
        payment: plan.payment,
        amount: plan.payment === 'credit' ? (plan.credential.postpaidPrice ?? 0n) : 0n,
        answer,
        sha256: digest,
        idempotencyKey,
        createdAt: this.now(),
      });
      if (!inserted) return null;
      await this.deps.record(tx, {
        entryType: 'archive.report',
        orderId: plan.credential.orderId,
        payload: { reportId: inserted.id, query, vin: answer.vin, sha256: digest, payment: plan.payment },
      });
      return inserted;
    });
    const saved = row ?? (await repo.findReportByKey(this.deps.db, actor.userId, idempotencyKey));
    if (!saved) throw new AppError(ErrorCode.ARCHIVE_UNAVAILABLE);
    return toSummary(saved);
  }

  // --- history ------------------------------------------------------------------------------------------------

  async page(actor: Actor, page: PageRequest, filter: { query?: ArchiveQueryName; vin?: string }) {
    const vin = filter.vin?.toUpperCase();
    const { list, total } = await repo.pageReports(this.deps.db, actor.userId, page, {
      query: filter.query,
      vin,
    });
    return { list: list.map(toSummary), total };
  }

  async report(actor: Actor, id: number): Promise<archives.ArchiveReport> {
    const row = await repo.findReport(this.deps.db, actor.userId, id);
    if (!row) throw notFound();
    return { ...toSummary(row), answer: row.answer as Record<string, unknown> };
  }

  /** The PDF of a stored report (never charged again). */
  async pdf(actor: Actor, id: number, locale: Locale) {
    const report = await this.report(actor, id);
    const day = report.createdAt.slice(0, 10);
    return {
      name: `archive-${report.query}-${report.vin}-${day}-${report.id}.pdf`,
      pdf: await this.deps.renderPdf(report, locale),
    };
  }
}

interface FoundAnswer {
  found: true;
  vin: string;
  plateMasked: string;
  vehicle: { brand: string; series: string; modelYear: number };
}

type GatewayAnswer =
  | { kind: 'found'; text: string }
  | { kind: 'notFound' }
  | { kind: 'notNewEnergy' }
  | { kind: 'creditExhausted' }
  | { kind: 'packUsedUp' }
  | { kind: 'keyUnknown' }
  | { kind: 'unavailable'; detail: string };

/** The gateway's answer: the upstream's (200 found, 404 not found) or one of its refusals. */
function readGatewayAnswer(status: number, text: string, payment: Payment): GatewayAnswer {
  let body: { found?: boolean; reason?: string; data?: { reason?: string } } = {};
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'unavailable', detail: `HTTP ${status}, not JSON` };
  }
  if (status === 200 && body.found === true) return { kind: 'found', text };
  if (status === 404 && body.found === false) {
    return body.reason === 'notNewEnergy' ? { kind: 'notNewEnergy' } : { kind: 'notFound' };
  }
  const reason = body.data?.reason;
  if (status === 402 && reason === 'creditExhausted') return { kind: 'creditExhausted' };
  if (status === 429 && reason === 'quotaExhausted' && payment === 'pack') return { kind: 'packUsedUp' };
  if (status === 401 && reason === 'keyInvalid') return { kind: 'keyUnknown' };
  return { kind: 'unavailable', detail: `HTTP ${status} ${reason ?? ''}`.trim() };
}

const isPack = (c: PlanCredential) => c.postpaidPrice === null && c.quotaTotal !== null;
const packLeft = (c: PlanCredential) => Math.max(0, (c.quotaTotal ?? 0) - c.quotaUsed);
const endOf = (c: PlanCredential) => c.validUntil?.getTime() ?? Number.MAX_SAFE_INTEGER;

function creditInsufficient(price: bigint) {
  return new AppError(ErrorCode.ARCHIVE_CREDIT_INSUFFICIENT, { price: (Number(price) / 10_000).toFixed(2) });
}

function toSummary(row: Omit<repo.ReportRow, 'answer'>): archives.ArchiveReportSummary {
  return {
    id: String(row.id),
    query: row.query as ArchiveQueryName,
    keyKind: row.keyKind as 'vin' | 'plate',
    vin: row.vin,
    plateMasked: row.plateMasked,
    vehicleName: row.vehicleName,
    orderId: String(row.orderId),
    orderNo: row.orderNo,
    payment: row.payment as Payment,
    amount: row.amount.toString(),
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}
