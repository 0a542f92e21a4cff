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

/** Where a node reads a dataset's rows: its own files or databases, never the platform. */
export interface DatasetReader {
  rows(dataset: string): Promise<Row[]>;
}

const COORDINATOR = 'coordinator';

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
        await this.transport.send(task.jobId, task.party, started.out);
      }
      for (const message of task.messages) {
        const { out, view } = run.handle(message);
        this.cursors[key] = message.id;
        if (out.length > 0) await this.transport.send(task.jobId, task.party, out);
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
    const reason = error instanceof Error ? error.message : String(error);
    this.options.log?.(`job ${task.jobId} (${task.party}) failed: ${reason}`);
    await this.transport.fail(task.jobId, task.party, failure, reason).catch(() => undefined);
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
