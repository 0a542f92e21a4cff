import { randomBytes } from 'node:crypto';
import { ChannelKey } from './channel.js';
import { BlindingKey, hashToCurve } from './curve.js';
import { PrivacyProtocolError } from './errors.js';
import type {
  BlindedAnswer,
  BlindedQuery,
  ConsumerView,
  Contribution,
  Directory,
  Hello,
  IntersectionReport,
  JobPlan,
  MaskSeed,
  Sealed,
} from './messages.js';
import { distinctKeys, joinKey, packPoints, randomPermutation, unpackPoints } from './points.js';
import { addInto, entryMask, maskStream, packVector, type RingVector, unpackVector, zeros } from './ring.js';
import { LIMITS } from './spec.js';
import { checkRowCount, type Row, StatisticsLayout } from './statistics.js';

/** What a party holds of every job: its channel key and, once announced, the other parties' keys. */
abstract class Party {
  readonly channel = new ChannelKey();
  protected directory: Directory | null = null;
  protected readonly layout: StatisticsLayout | null;

  constructor(
    protected readonly plan: JobPlan,
    readonly id: string,
  ) {
    this.layout = plan.spec.statistics ? new StatisticsLayout(plan.spec.statistics) : null;
  }

  hello(): Hello {
    return { party: this.id, channelKey: this.channel.publicKey };
  }

  receiveDirectory(directory: Directory): void {
    this.directory = directory;
  }

  protected keyOf(party: string): string {
    const key = this.directory?.[party];
    if (!key) throw new PrivacyProtocolError('malformed-message', 'a party of the job has no channel key');
    return key;
  }

  protected context(from: string, to: string): string {
    return `${this.plan.spec.jobId}:${from}->${to}`;
  }

  protected seal(to: string, body: unknown): Sealed {
    return {
      from: this.id,
      to,
      sealed: this.channel.seal(this.keyOf(to), this.context(this.id, to), JSON.stringify(body)),
    };
  }

  protected open(message: Sealed): Record<string, unknown> {
    if (message.to !== this.id)
      throw new PrivacyProtocolError('malformed-message', 'a message reached the wrong party');
    const text = this.channel.open(
      this.keyOf(message.from),
      this.context(message.from, this.id),
      message.sealed,
    );
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null)
      throw new PrivacyProtocolError('malformed-message', 'not an object');
    return body as Record<string, unknown>;
  }

  protected domain(): string {
    return `datamall-psi:${this.plan.spec.jobId}`;
  }
}

function consumerOf(plan: JobPlan): string | undefined {
  return plan.parties.find((p) => p.role === 'consumer')?.id;
}

function checkKeyCount(keys: number): void {
  if (keys > LIMITS.keysPerParty) {
    throw new PrivacyProtocolError(
      'invalid-spec',
      `a party has more than ${LIMITS.keysPerParty} distinct keys`,
    );
  }
}

function suppliersOf(plan: JobPlan): string[] {
  return plan.parties.filter((p) => p.role === 'supplier').map((p) => p.id);
}

/**
 * The consumer's node: blinds its keys once per supplier, finds the intersection from the answers, and for
 * statistics adds up the masked figures of the supplier entries that matched (which it cannot read).
 */
export class ConsumerParty extends Party {
  private readonly keys: string[];
  private readonly blinding = new Map<string, BlindingKey>();
  private readonly found = new Map<
    string,
    { matches: number[]; keys: string[] | null; masked: RingVector | null }
  >();

  constructor(plan: JobPlan, id: string, joinValues: Iterable<unknown>) {
    super(plan, id);
    this.keys = distinctKeys(joinValues);
    checkKeyCount(this.keys.length);
  }

  queries(): Sealed[] {
    const points = this.keys.map((key) => hashToCurve(this.plan.spec.curve, this.domain(), key));
    return suppliersOf(this.plan).map((supplier) => {
      const scalar = new BlindingKey(this.plan.spec.curve);
      this.blinding.set(supplier, scalar);
      const query: BlindedQuery = { points: packPoints(points.map((p) => scalar.blind(p))) };
      return this.seal(supplier, query);
    });
  }

  receiveAnswer(message: Sealed): void {
    const scalar = this.blinding.get(message.from);
    if (!scalar || this.found.has(message.from)) {
      throw new PrivacyProtocolError('malformed-message', 'an answer came from a party that was not asked');
    }
    const body = this.open(message);
    const reblinded = unpackPoints(body.reblinded);
    if (reblinded.length !== this.keys.length) {
      throw new PrivacyProtocolError('malformed-message', 'an answer does not answer every key');
    }
    const table = unpackPoints(body.table);
    const answered = new Set(reblinded.map((p) => p.toString('hex')));
    const matched = table.map((p) => scalar.blind(p).toString('hex'));
    const matchedSet = new Set(matched);
    const matches = matched.flatMap((hex, index) => (answered.has(hex) ? [index] : []));
    const keys =
      body.ordered === true
        ? this.keys.filter((_, i) => matchedSet.has(reblinded[i]!.toString('hex')))
        : null;
    this.found.set(message.from, {
      matches,
      keys,
      masked: this.maskedSum(body.masked, table.length, matches),
    });
  }

  private maskedSum(masked: unknown, entries: number, matches: number[]): RingVector | null {
    if (!this.layout) return null;
    const width = this.layout.length;
    const all = unpackVector(masked, entries * width);
    const sum = zeros(width);
    for (const index of matches) addInto(sum, all.subarray(index * width, (index + 1) * width));
    return sum;
  }

  /** The report for the coordinator (sizes and, for statistics, matches and masked sum) and the consumer's own view. */
  report(): { report: IntersectionReport; view: ConsumerView } {
    const suppliers = suppliersOf(this.plan);
    const missing = suppliers.filter((s) => !this.found.has(s));
    if (missing.length > 0)
      throw new PrivacyProtocolError('malformed-message', 'a supplier has not answered');
    const sizes: Record<string, number> = {};
    const keys: Record<string, string[]> = {};
    const matches: Record<string, number[]> = {};
    let total: RingVector | null = null;
    for (const supplier of suppliers) {
      const found = this.found.get(supplier)!;
      sizes[supplier] = found.matches.length;
      if (found.keys) keys[supplier] = found.keys;
      if (found.masked) {
        matches[supplier] = found.matches;
        total = addInto(total ?? zeros(found.masked.length), found.masked);
      }
    }
    const maskedTotal = total ? packVector(total) : null;
    return { report: { sizes, matches: maskedTotal ? matches : null, maskedTotal }, view: { keys } };
  }
}

export interface SupplierPolicy {
  /** Whether the consumer may learn which of its keys are in the intersection (else only how many). */
  revealKeys: boolean;
}

/**
 * A supplier's node: answers the consumer's blinded keys, sends its own keys blinded and shuffled, and for
 * statistics its per-key figures under masks whose seed only the coordinator gets.
 */
export class SupplierParty extends Party {
  constructor(
    plan: JobPlan,
    id: string,
    private readonly rows: readonly Row[],
    private readonly policy: SupplierPolicy,
  ) {
    super(plan, id);
  }

  answer(message: Sealed): { toConsumer: Sealed; toCoordinator: MaskSeed | null } {
    const { curve, joinColumn } = this.plan.spec;
    if (!joinColumn) throw new PrivacyProtocolError('invalid-spec', 'this job has no join column');
    if (message.from !== consumerOf(this.plan)) {
      throw new PrivacyProtocolError('malformed-message', 'a query that does not come from the consumer');
    }
    const query = this.open(message) as unknown as BlindedQuery;
    const points = unpackPoints(query.points);
    checkKeyCount(points.length);
    const byKey = this.rowsByKey(joinColumn);
    checkKeyCount(byKey.length);
    if (this.layout && byKey.length * this.layout.length * 8 > LIMITS.maskedBytes) {
      const most = Math.floor(LIMITS.maskedBytes / (this.layout.length * 8));
      throw new PrivacyProtocolError('invalid-spec', `at most ${most} keys for this many groups and bins`);
    }
    const scalar = new BlindingKey(curve);
    const reblinded = points.map((p) => scalar.blind(p));
    const order = randomPermutation(byKey.length);
    const entries = order.map((i) => byKey[i]!);
    const table = entries.map(([key]) => scalar.blind(hashToCurve(curve, this.domain(), key)));
    const seed = this.layout ? randomBytes(32) : null;
    const answer: BlindedAnswer = {
      reblinded: packPoints(
        this.policy.revealKeys ? reblinded : randomPermutation(reblinded.length).map((i) => reblinded[i]!),
      ),
      ordered: this.policy.revealKeys,
      table: packPoints(table),
      masked: seed
        ? this.maskedEntries(
            entries.map(([, rows]) => rows),
            seed,
          )
        : null,
    };
    return {
      toConsumer: this.seal(message.from, answer),
      toCoordinator: seed ? { party: this.id, seed: seed.toString('base64'), entries: entries.length } : null,
    };
  }

  private rowsByKey(joinColumn: string): [string, Row[]][] {
    checkRowCount(this.rows.length);
    const groups = new Map<string, Row[]>();
    for (const row of this.rows) {
      const key = joinKey(row[joinColumn]);
      if (key === null) continue;
      const rows = groups.get(key);
      if (rows) rows.push(row);
      else groups.set(key, [row]);
    }
    return [...groups];
  }

  private maskedEntries(entries: Row[][], seed: Buffer): string {
    const layout = this.layout!;
    const all = zeros(entries.length * layout.length);
    entries.forEach((rows, index) => {
      const slot = all.subarray(index * layout.length, (index + 1) * layout.length);
      for (const row of rows) layout.addRow(slot, row);
      addInto(slot, entryMask(seed, index, layout.length), -1);
    });
    return packVector(all);
  }

  /** Statistics over whole tables: this supplier's figures plus a mask shared pairwise with each other supplier. */
  contribution(): Contribution {
    const layout = this.layout;
    if (!layout) throw new PrivacyProtocolError('invalid-spec', 'this job computes no statistics');
    const { vector, counted } = layout.encode(this.rows);
    for (const other of suppliersOf(this.plan)) {
      if (other === this.id) continue;
      const seed = this.channel.sharedSecret(this.keyOf(other), 'pair-mask', this.plan.spec.jobId);
      addInto(vector, maskStream(seed, 'pair', layout.length), this.id < other ? 1 : -1);
    }
    return { party: this.id, masked: packVector(vector), counted };
  }
}
