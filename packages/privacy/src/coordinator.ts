import { PrivacyProtocolError } from './errors.js';
import type {
  Contribution,
  Directory,
  Hello,
  IntersectionReport,
  JobOutcome,
  JobPlan,
  MaskSeed,
  Sealed,
} from './messages.js';
import { addInto, entryMask, type RingVector, unpackVector, zeros } from './ring.js';
import { checkJobSpec, LIMITS } from './spec.js';
import { releaseStatistics, StatisticsLayout } from './statistics.js';

function malformed(message: string): never {
  throw new PrivacyProtocolError('malformed-message', message);
}

/**
 * The platform's side of a job: it introduces the parties, relays their sealed messages, and combines what they
 * send it into the released outcome. It sees blinded points only inside sealed messages it cannot open, sizes, and
 * masked figures whose masks cancel or that it can remove only from a sum: never a key, a value or one party's totals.
 */
export class Coordinator {
  private readonly keys = new Map<string, string>();
  private readonly seeds = new Map<string, MaskSeed>();
  private readonly contributions = new Map<string, Contribution>();
  private report: IntersectionReport | null = null;
  private readonly layout: StatisticsLayout | null;
  private readonly suppliers: string[];

  constructor(private readonly plan: JobPlan) {
    checkJobSpec(plan.spec);
    const consumers = plan.parties.filter((p) => p.role === 'consumer');
    this.suppliers = plan.parties.filter((p) => p.role === 'supplier').map((p) => p.id);
    if (consumers.length !== 1 || this.suppliers.length === 0 || this.suppliers.length > LIMITS.suppliers) {
      throw new PrivacyProtocolError(
        'invalid-spec',
        `a job has one consumer and from 1 to ${LIMITS.suppliers} suppliers`,
      );
    }
    if (new Set(plan.parties.map((p) => p.id)).size !== plan.parties.length) {
      throw new PrivacyProtocolError('invalid-spec', 'a party is listed twice');
    }
    this.layout = plan.spec.statistics ? new StatisticsLayout(plan.spec.statistics) : null;
  }

  private isParty(id: unknown): id is string {
    return typeof id === 'string' && this.plan.parties.some((p) => p.id === id);
  }

  receiveHello(hello: Hello): void {
    if (!this.isParty(hello.party) || typeof hello.channelKey !== 'string')
      malformed('a hello from no party of the job');
    if (this.keys.has(hello.party)) malformed('a party said hello twice');
    this.keys.set(hello.party, hello.channelKey);
  }

  /** Every party's channel key, once all have said hello. */
  directory(): Directory {
    if (this.keys.size !== this.plan.parties.length) malformed('not every party has said hello');
    return Object.fromEntries(this.keys);
  }

  /** Checks the envelope of a message between two parties; the content stays sealed. */
  relay(message: Sealed): Sealed {
    if (!this.isParty(message.from) || !this.isParty(message.to) || message.from === message.to) {
      malformed('a message between unknown parties');
    }
    if (typeof message.sealed !== 'string') malformed('a relayed message is not sealed');
    return { from: message.from, to: message.to, sealed: message.sealed };
  }

  receiveMaskSeed(seed: MaskSeed): void {
    if (!this.suppliers.includes(seed.party) || this.seeds.has(seed.party))
      malformed('a mask seed from no supplier');
    const bytes = typeof seed.seed === 'string' ? Buffer.from(seed.seed, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32 || !Number.isInteger(seed.entries) || seed.entries < 0)
      malformed('a malformed mask seed');
    this.seeds.set(seed.party, seed);
  }

  receiveContribution(contribution: Contribution): void {
    if (!this.suppliers.includes(contribution.party) || this.contributions.has(contribution.party)) {
      malformed('a contribution from no supplier');
    }
    if (!Number.isInteger(contribution.counted) || contribution.counted < 0)
      malformed('a malformed row count');
    this.contributions.set(contribution.party, contribution);
  }

  receiveReport(report: IntersectionReport): void {
    if (this.report) malformed('the consumer reported twice');
    for (const supplier of this.suppliers) {
      const size = report.sizes?.[supplier];
      if (!Number.isInteger(size) || (size as number) < 0) malformed('the report lacks a supplier');
    }
    this.report = report;
  }

  /** Whether every party has said hello (the directory can go out). */
  allHellos(): boolean {
    return this.keys.size === this.plan.parties.length;
  }

  /** Whether everything the outcome needs has arrived. */
  ready(): boolean {
    if (this.plan.spec.joinColumn === null) return this.contributions.size === this.suppliers.length;
    return this.report !== null && (!this.layout || this.seeds.size === this.suppliers.length);
  }

  /** The released outcome; throws 'inconsistent-shares' when the combined figures break the protocol's invariants. */
  outcome(): JobOutcome {
    const usesIntersection = this.plan.spec.joinColumn !== null;
    if (usesIntersection && !this.report) malformed('the consumer has not reported');
    const intersections = usesIntersection
      ? this.suppliers.map((party) => ({ party, size: this.report!.sizes[party]! }))
      : [];
    if (!this.layout) return { intersections, statistics: null };
    const { total, expectedCount } = usesIntersection ? this.intersectionTotal() : this.wholeTableTotal();
    const totals = this.layout.readTotals(total, expectedCount);
    return { intersections, statistics: releaseStatistics(this.layout.spec, totals) };
  }

  /** The consumer's sum of masked figures plus, per supplier, the masks of the entries that matched. */
  private intersectionTotal(): { total: RingVector; expectedCount: null } {
    const layout = this.layout!;
    const report = this.report!;
    const total = unpackVector(report.maskedTotal, layout.length);
    for (const supplier of this.suppliers) {
      const seed = this.seeds.get(supplier) ?? malformed('a supplier sent no mask seed');
      const matches = report.matches?.[supplier];
      if (!Array.isArray(matches) || matches.length !== report.sizes[supplier])
        malformed('the matches are missing');
      const seen = new Set<number>();
      for (const index of matches) {
        if (!Number.isInteger(index) || index < 0 || index >= seed.entries || seen.has(index)) {
          malformed('a match names no entry');
        }
        seen.add(index);
        addInto(total, entryMask(Buffer.from(seed.seed, 'base64'), index, layout.length));
      }
    }
    return { total, expectedCount: null };
  }

  /** The sum of every supplier's masked figures: the pairwise masks cancel. */
  private wholeTableTotal(): { total: RingVector; expectedCount: number } {
    const layout = this.layout!;
    const total = zeros(layout.length);
    let expectedCount = 0;
    for (const supplier of this.suppliers) {
      const contribution = this.contributions.get(supplier) ?? malformed('a supplier has not contributed');
      addInto(total, unpackVector(contribution.masked, layout.length));
      expectedCount += contribution.counted;
    }
    return { total, expectedCount };
  }
}
