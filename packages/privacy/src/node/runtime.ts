import { PrivacyProtocolError } from '../errors.js';
import type { ConsumerView, JobPlan, Sealed } from '../messages.js';
import { ConsumerParty, SupplierParty } from '../parties.js';
import type { Row } from '../statistics.js';

/** A job as a node receives it from the platform (the contract's PrivacyNodeTask). */
export interface NodeTask {
  jobId: string;
  party: string;
  role: 'consumer' | 'supplier';
  plan: JobPlan;
  dataset: string;
  revealKeys: boolean;
  messages: { id: number; from: string; kind: string; body: string }[];
}

export interface OutboundMessage {
  to: string;
  kind: 'hello' | 'query' | 'answer' | 'mask-seed' | 'report' | 'contribution';
  body: string;
}

export type NodeFailure = 'malformed-message' | 'inconsistent-shares' | 'invalid-spec' | 'node-reported';

/** How a node talks to the platform (HTTP in production, the same calls in tests). */
export interface NodeTransport {
  inbox(after: Record<string, number>): Promise<{ tasks: NodeTask[]; pollMilliseconds: number }>;
  send(jobId: string, party: string, messages: OutboundMessage[]): Promise<void>;
  fail(jobId: string, party: string, failure: NodeFailure, reason: string): Promise<void>;
}

/**
 * What the owner of a dataset lets jobs compute on it; a supplier's node refuses, before it says hello, a job that
 * asks for more. The defaults keep keys hidden and small groups suppressed.
 */
export interface DatasetPolicy {
  /** Whether a consumer may learn which of its keys are in this dataset. */
  revealKeys: boolean;
  /** The smallest minimum group size a job may ask for. */
  minGroupSize: number;
  /** Whether statistics must carry differential-privacy noise (an epsilon). */
  requireNoise: boolean;
  /** The largest epsilon a job may ask for. */
  maxEpsilon: number;
  /** The columns jobs may use; null: all. */
  columns: string[] | null;
}

export const DEFAULT_DATASET_POLICY: DatasetPolicy = {
  revealKeys: false,
  minGroupSize: 5,
  requireNoise: false,
  maxEpsilon: 10,
  columns: null,
};

/** Where a node reads a dataset's rows: its own files or databases, never the platform. */
export interface DatasetReader {
  rows(dataset: string): Promise<Row[]>;
  /** The owner's policy of a dataset (default: DEFAULT_DATASET_POLICY). */
  policy?(dataset: string): DatasetPolicy;
}

/** A dataset that is not configured or cannot be read; its message names no value and no file. */
export class DatasetError extends Error {}

/** The platform answered, and refused (an error code): sending the same again cannot help. */
export class PlatformRefusal extends Error {}

/** Refuses a supplier's task that asks more than its dataset's policy allows. */
export function checkPolicy(task: NodeTask, policy: DatasetPolicy): void {
  const refuse = (why: string): never => {
    throw new PrivacyProtocolError('invalid-spec', `the supplier's node refuses the job: ${why}`);
  };
  const { joinColumn, statistics } = task.plan.spec;
  if (task.revealKeys && !policy.revealKeys) refuse('its keys may not be revealed');
  const used = [joinColumn, statistics?.valueColumn, statistics?.groupColumn].filter((c): c is string => !!c);
  const barred = policy.columns ? used.filter((c) => !policy.columns?.includes(c)) : [];
  if (barred.length > 0) refuse(`column ${barred.join(', ')} may not be used`);
  if (!statistics) return;
  if (statistics.minGroupSize < policy.minGroupSize)
    refuse(`groups must have at least ${policy.minGroupSize} rows`);
  if (statistics.epsilon === null && policy.requireNoise) refuse('figures must carry noise (an epsilon)');
  if (statistics.epsilon !== null && statistics.epsilon > policy.maxEpsilon) {
    refuse(`epsilon may be at most ${policy.maxEpsilon}`);
  }
}

const COORDINATOR = 'coordinator';
const SEND_ATTEMPTS = 4;
const RETRY_PAUSE_MS = 500;

function parse(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new PrivacyProtocolError('malformed-message', 'a message is not a JSON object');
}

/** One party of one job on this node: its protocol state and what it does with each message. */
class PartyRun {
  private answered = 0;

  private constructor(
    readonly task: NodeTask,
    private readonly party: ConsumerParty | SupplierParty,
  ) {}

  static async start(
    task: NodeTask,
    datasets: DatasetReader,
  ): Promise<{ run: PartyRun; out: OutboundMessage[] }> {
    if (task.role === 'supplier')
      checkPolicy(task, datasets.policy?.(task.dataset) ?? DEFAULT_DATASET_POLICY);
    const rows = await datasets.rows(task.dataset);
    const joinColumn = task.plan.spec.joinColumn;
    const party =
      task.role === 'consumer'
        ? new ConsumerParty(task.plan, task.party, joinColumn ? rows.map((r) => r[joinColumn]) : [])
        : new SupplierParty(task.plan, task.party, rows, { revealKeys: task.revealKeys });
    const run = new PartyRun(task, party);
    return { run, out: [{ to: COORDINATOR, kind: 'hello', body: JSON.stringify(party.hello()) }] };
  }

  private suppliers(): string[] {
    return this.task.plan.parties.filter((p) => p.role === 'supplier').map((p) => p.id);
  }

  /** What the party sends on a message; the consumer's view once it has every answer. */
  handle(message: NodeTask['messages'][number]): { out: OutboundMessage[]; view?: ConsumerView } {
    if (message.kind === 'directory') return { out: this.onDirectory(message.body) };
    const envelope: Sealed = {
      from: message.from,
      to: this.task.party,
      sealed: parse(message.body).sealed as string,
    };
    if (this.party instanceof SupplierParty && message.kind === 'query') {
      const { toConsumer, toCoordinator } = this.party.answer(envelope);
      const out: OutboundMessage[] = [
        { to: toConsumer.to, kind: 'answer', body: JSON.stringify(toConsumer) },
      ];
      if (toCoordinator)
        out.push({ to: COORDINATOR, kind: 'mask-seed', body: JSON.stringify(toCoordinator) });
      return { out };
    }
    if (this.party instanceof ConsumerParty && message.kind === 'answer') {
      this.party.receiveAnswer(envelope);
      if (++this.answered < this.suppliers().length) return { out: [] };
      const { report, view } = this.party.report();
      return { out: [{ to: COORDINATOR, kind: 'report', body: JSON.stringify(report) }], view };
    }
    throw new PrivacyProtocolError('malformed-message', `a ${this.task.role} takes no ${message.kind}`);
  }

  private onDirectory(body: string): OutboundMessage[] {
    this.party.receiveDirectory(parse(body) as Record<string, string>);
    if (this.party instanceof ConsumerParty) {
      if (this.task.plan.spec.joinColumn === null) return [];
      return this.party.queries().map((q) => ({ to: q.to, kind: 'query', body: JSON.stringify(q) }));
    }
    if (this.task.plan.spec.joinColumn !== null) return [];
    return [{ to: COORDINATOR, kind: 'contribution', body: JSON.stringify(this.party.contribution()) }];
  }
}

export interface PrivacyNodeOptions {
  /** The consumer's view of a job (the intersecting keys it may see): kept on the node, never sent. */
  onConsumerView?: (jobId: string, view: ConsumerView) => void;
  log?: (line: string) => void;
}

/**
 * The protocol side of a privacy-computing node: polls the platform for its parties' work, runs each party on
 * the node's own data, sends what the protocol says, and reports a party that cannot go on.
 */
export class PrivacyNode {
  private readonly runs = new Map<string, PartyRun>();
  private readonly cursors: Record<string, number> = {};
  /** Parties this node gave up: their jobs are failed, their messages no longer read. */
  private readonly abandoned = new Set<string>();
  private stopped = false;

  constructor(
    private readonly transport: NodeTransport,
    private readonly datasets: DatasetReader,
    private readonly options: PrivacyNodeOptions = {},
  ) {}

  /** One round: fetch the inbox, handle every new message; answers how long to wait before the next round. */
  async pollOnce(): Promise<number> {
    const { tasks, pollMilliseconds } = await this.transport.inbox({ ...this.cursors });
    const open = new Set(tasks.map((t) => `${t.jobId}:${t.party}`));
    for (const key of this.runs.keys()) if (!open.has(key)) this.runs.delete(key);
    for (const key of Object.keys(this.cursors)) if (!open.has(key)) delete this.cursors[key];
    for (const key of this.abandoned) if (!open.has(key)) this.abandoned.delete(key);
    for (const task of tasks) await this.work(task);
    return pollMilliseconds;
  }

  private async work(task: NodeTask): Promise<void> {
    const key = `${task.jobId}:${task.party}`;
    try {
      let run = this.runs.get(key);
      if (!run) {
        if (this.abandoned.has(key)) return;
        const started = await PartyRun.start(task, this.datasets);
        run = started.run;
        this.runs.set(key, run);
        await this.send(task, started.out);
      }
      for (const message of task.messages) {
        const { out, view } = run.handle(message);
        if (out.length > 0) await this.send(task, out);
        this.cursors[key] = message.id;
        if (view) this.options.onConsumerView?.(task.jobId, view);
      }
    } catch (error) {
      await this.giveUp(task, key, error);
    }
  }

  /** A party that cannot go on fails the job with its reason; it takes no further message of the job. */
  private async giveUp(task: NodeTask, key: string, error: unknown): Promise<void> {
    this.runs.delete(key);
    this.abandoned.add(key);
    const failure: NodeFailure =
      error instanceof PrivacyProtocolError && error.failure !== 'internal' ? error.failure : 'node-reported';
    this.options.log?.(
      `job ${task.jobId} (${task.party}) failed: ${error instanceof Error ? error.stack : error}`,
    );
    // Only messages written to be shown go to the platform: others may quote a value or a file path.
    const shown = error instanceof PrivacyProtocolError || error instanceof DatasetError;
    const reason = shown ? (error as Error).message : 'the node failed; the details are in its log';
    await this.transport.fail(task.jobId, task.party, failure, reason).catch(() => undefined);
  }

  /**
   * Sends a party's messages, again with the same bodies when the platform could not be reached (the platform drops
   * a repeat it already has); a refusal is not retried.
   */
  private async send(task: NodeTask, messages: OutboundMessage[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transport.send(task.jobId, task.party, messages);
      } catch (error) {
        if (error instanceof PlatformRefusal || attempt >= SEND_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
      }
    }
  }

  /** Polls until `stop()`; a failed poll (platform unreachable) is retried after a pause. */
  async run(): Promise<void> {
    while (!this.stopped) {
      let wait = 3000;
      try {
        wait = await this.pollOnce();
      } catch (error) {
        this.options.log?.(`poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  stop(): void {
    this.stopped = true;
  }
}
