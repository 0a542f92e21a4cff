import { createHash, randomUUID } from 'node:crypto';
import { privacy as contract, ErrorCode, evidence } from '@datamall/contract';
import {
  Coordinator,
  checkJobSpec,
  type JobPlan,
  type JobSpec,
  LIMITS,
  PrivacyProtocolError,
} from '@datamall/privacy';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './privacy-jobs.repository.js';

const COORDINATOR = contract.PRIVACY_COORDINATOR;
/** A party's node polls this often while it has an open job, and this often while it has none. */
const POLL_BUSY_MS = 300;
const POLL_IDLE_MS = 3000;
const DEFAULT_DEADLINE_SECONDS = 15 * 60;

/** What the service needs of the nodes module. */
export interface PrivacyJobDeps {
  db: Db;
  clock: Clock;
  authenticateNode(nodeId: number, token: string): Promise<{ id: number; ownerId: number }>;
  node(nodeId: number): Promise<{ id: number; ownerId: number; kind: string } | null>;
}

export interface JobPartyInput {
  role: 'consumer' | 'supplier';
  ownerId: number;
  nodeId: number;
  dataset: string;
  revealKeys: boolean;
}

export interface CreateJobInput {
  consumerId: number;
  spec: Omit<JobSpec, 'jobId'>;
  /** The consumer first, then the suppliers in order (parties `supplier-1`, `supplier-2`, …). */
  parties: JobPartyInput[];
  deadlineSeconds?: number;
}

/** Which (sender role, kind, recipient role) a message may have; `coordinator` is the platform. */
const ROUTES = new Set([
  'consumer hello coordinator',
  'consumer query supplier',
  'consumer report coordinator',
  'supplier hello coordinator',
  'supplier answer consumer',
  'supplier mask-seed coordinator',
  'supplier contribution coordinator',
]);
/** An inbox answer carries messages up to about this many bytes (at least one message). */
const INBOX_BYTES = 2 * contract.PRIVACY_MESSAGE_MAX_BYTES;

type OutboundMessage = { to: string; kind: (typeof contract.PRIVACY_MESSAGE_KINDS)[number]; body: string };

function partyIds(parties: JobPartyInput[]): string[] {
  let supplier = 0;
  return parties.map((p) => (p.role === 'consumer' ? 'consumer' : `supplier-${++supplier}`));
}

function planOf(job: repo.JobRow, parties: repo.PartyRow[]): JobPlan {
  return {
    spec: job.spec as JobSpec,
    parties: parties.map((p) => ({ id: p.party, role: p.role as 'consumer' | 'supplier' })),
  };
}

function parseBody(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new PrivacyProtocolError('malformed-message', 'a message is not a JSON object');
}

/** SHA-256 of the released outcome's canonical JSON: what the evidence ledger records of a job's result. */
export function outcomeHash(outcome: unknown): string {
  return createHash('sha256').update(evidence.canonicalJson(outcome), 'utf8').digest('hex');
}

/**
 * Privacy-computing jobs on the platform's side: the job and its parties, the nodes' inbox and outbox, and the
 * coordinator (packages/privacy), whose state is rebuilt from the job's stored messages at every step under a lock
 * of the job's row, so any process of the platform can take the next step and a restart loses nothing.
 */
export class PrivacyJobService {
  constructor(private readonly deps: PrivacyJobDeps) {}

  now(): Date {
    return this.deps.clock.now();
  }

  async createJob(input: CreateJobInput): Promise<repo.JobRow> {
    const uid = `pj-${randomUUID()}`;
    const spec: JobSpec = { ...input.spec, jobId: uid } as JobSpec;
    const parsed = contract.zPrivacyJobSpec.safeParse(spec);
    try {
      if (!parsed.success)
        throw new PrivacyProtocolError('invalid-spec', parsed.error.issues[0]?.message ?? '');
      checkJobSpec(spec);
    } catch (error) {
      if (error instanceof PrivacyProtocolError)
        throw new AppError(ErrorCode.PRIVACY_SPEC_INVALID, { reason: error.message });
      throw error;
    }
    const consumers = input.parties.filter((p) => p.role === 'consumer');
    const suppliers = input.parties.length - consumers.length;
    if (
      consumers.length !== 1 ||
      consumers[0]?.ownerId !== input.consumerId ||
      suppliers < 1 ||
      suppliers > LIMITS.suppliers
    ) {
      throw new AppError(ErrorCode.PRIVACY_SPEC_INVALID, {
        reason: `one consumer (the job’s owner) and from 1 to ${LIMITS.suppliers} suppliers`,
      });
    }
    for (const party of input.parties) await this.checkNode(party);
    const now = this.now();
    const ids = partyIds(input.parties);
    return repo.insertJob(
      this.deps.db,
      {
        uid,
        consumerId: input.consumerId,
        kind: spec.kind,
        spec,
        status: 'waiting',
        createdAt: now,
        deadlineAt: new Date(now.getTime() + (input.deadlineSeconds ?? DEFAULT_DEADLINE_SECONDS) * 1000),
      },
      input.parties.map((p, i) => ({
        party: ids[i]!,
        role: p.role,
        ownerId: p.ownerId,
        nodeId: p.nodeId,
        dataset: p.dataset,
        revealKeys: p.role === 'supplier' && p.revealKeys,
      })),
    );
  }

  private async checkNode(party: JobPartyInput): Promise<void> {
    const node = await this.deps.node(party.nodeId);
    if (node?.kind !== 'privacy' || node.ownerId !== party.ownerId) {
      throw new AppError(ErrorCode.PRIVACY_NODE_UNUSABLE, { nodeId: party.nodeId });
    }
  }

  job(id: number): Promise<repo.JobRow | null> {
    return repo.findJob(this.deps.db, id);
  }

  /** The node whose token this is (NODE_TOKEN_INVALID otherwise). */
  authenticateNode(nodeId: number, token: string): Promise<{ id: number }> {
    return this.deps.authenticateNode(nodeId, token);
  }

  /**
   * A node's open jobs and the messages for its parties after its cursors (last message id per `<uid>:<party>`), up
   * to about INBOX_BYTES of messages per answer: the rest comes with the next poll.
   */
  async nodeInbox(nodeId: number, after: Record<string, number>) {
    await this.expireOverdue();
    const rows = await repo.openPartiesOnNode(this.deps.db, nodeId);
    const tasks: contract.PrivacyNodeTask[] = [];
    let bytes = 0;
    for (const { job, party } of rows) {
      if (!party.joinedAt) await this.join(job.id, party.party);
      const parties = await repo.partiesOf(this.deps.db, job.id);
      tasks.push({
        jobId: job.uid,
        party: party.party,
        role: party.role as 'consumer' | 'supplier',
        plan: planOf(job, parties),
        dataset: party.dataset,
        revealKeys: party.revealKeys,
        messages: (
          await repo.messagesFor(this.deps.db, job.id, party.party, after[`${job.uid}:${party.party}`] ?? 0)
        ).filter((m) => {
          bytes += m.body.length;
          return bytes <= INBOX_BYTES || bytes === m.body.length;
        }),
      });
    }
    return { tasks, pollMilliseconds: tasks.length > 0 ? POLL_BUSY_MS : POLL_IDLE_MS };
  }

  /** Marks a party as taken up by its node; the last one to join starts the job. */
  private async join(jobId: number, party: string): Promise<void> {
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const job = await repo.lockJob(tx, jobId);
      await repo.markJoined(tx, jobId, [party], now);
      const parties = await repo.partiesOf(tx, jobId);
      if (job.status === 'waiting' && parties.every((p) => p.joinedAt)) {
        await repo.updateJob(tx, jobId, { status: 'running', startedAt: now });
      }
    });
  }

  /** A party's messages: stored for their recipients, then the coordinator takes its next step. */
  async nodeSend(nodeId: number, jobUid: string, party: string, messages: OutboundMessage[]) {
    const { job } = await this.partyOnNode(nodeId, jobUid, party);
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockJob(tx, job.id);
      if (locked.status === 'succeeded' || locked.status === 'failed') {
        throw new AppError(ErrorCode.PRIVACY_JOB_ENDED, { status: locked.status });
      }
      const parties = await repo.partiesOf(tx, job.id);
      const fresh = await this.acceptable(tx, job.id, party, parties, messages);
      await repo.insertMessages(
        tx,
        fresh.map((m) => ({
          jobId: job.id,
          sender: party,
          recipient: m.to,
          kind: m.kind,
          body: m.body,
          createdAt: now,
        })),
      );
      return { status: await this.step(tx, locked, parties) };
    });
  }

  /**
   * The messages to store: each goes where its kind may go from the sender's role (a supplier cannot query another
   * supplier), and each (sender, recipient, kind) once per job: a repeat with the same body (a node retrying after a
   * lost answer) is dropped, a different one refused.
   */
  private async acceptable(
    tx: DbOrTx,
    jobId: number,
    sender: string,
    parties: repo.PartyRow[],
    messages: OutboundMessage[],
  ): Promise<OutboundMessage[]> {
    const roleOf = (id: string) =>
      id === COORDINATOR ? COORDINATOR : parties.find((p) => p.party === id)?.role;
    const fresh: OutboundMessage[] = [];
    const batch = new Map<string, string>();
    for (const message of messages) {
      if (message.to === sender || !ROUTES.has(`${roleOf(sender)} ${message.kind} ${roleOf(message.to)}`)) {
        throw new AppError(ErrorCode.PRIVACY_MESSAGE_REFUSED, {
          reason: `no ${message.kind} to ${message.to}`,
        });
      }
      const key = `${message.to} ${message.kind}`;
      const sent = batch.get(key) ?? (await repo.sentMessage(tx, jobId, sender, message.to, message.kind));
      if (sent === null) fresh.push(message);
      else if (sent !== message.body) {
        throw new AppError(ErrorCode.PRIVACY_MESSAGE_REFUSED, { reason: `${message.kind} was already sent` });
      }
      batch.set(key, message.body);
    }
    return fresh;
  }

  /** The party's node reports that it cannot go on: the job fails with its reason. */
  async nodeFail(
    nodeId: number,
    jobUid: string,
    party: string,
    failure: contract.PrivacyJobFailure,
    reason: string,
  ): Promise<{ status: contract.PrivacyJobStatus }> {
    const { job } = await this.partyOnNode(nodeId, jobUid, party);
    return this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockJob(tx, job.id);
      if (locked.status === 'succeeded' || locked.status === 'failed') {
        return { status: locked.status as contract.PrivacyJobStatus };
      }
      const detail = `${party}: ${reason}`.slice(0, 500);
      await this.fail(tx, job.id, failure === 'node-reported' ? 'node-reported' : failure, detail);
      return { status: 'failed' as const };
    });
  }

  private async partyOnNode(nodeId: number, jobUid: string, party: string) {
    const job = await repo.findJobByUid(this.deps.db, jobUid);
    const parties = job ? await repo.partiesOf(this.deps.db, job.id) : [];
    if (!job || !parties.some((p) => p.party === party && p.nodeId === nodeId)) {
      throw new AppError(ErrorCode.PRIVACY_JOB_NOT_ON_NODE);
    }
    return { job };
  }

  /**
   * The coordinator's next step: rebuilt from every message it received, it sends the directory once all parties
   * said hello and releases the outcome once complete. A protocol failure fails the job; nothing is released.
   */
  private async step(
    tx: DbOrTx,
    job: repo.JobRow,
    parties: repo.PartyRow[],
  ): Promise<contract.PrivacyJobStatus> {
    try {
      const coordinator = new Coordinator(planOf(job, parties));
      for (const message of await repo.messagesFor(tx, job.id, COORDINATOR, 0)) {
        this.feed(coordinator, message);
      }
      if (!job.directorySent && coordinator.allHellos())
        await this.sendDirectory(tx, job.id, parties, coordinator);
      if (!coordinator.ready()) return job.status as contract.PrivacyJobStatus;
      const outcome = coordinator.outcome();
      await repo.updateJob(tx, job.id, {
        status: 'succeeded',
        outcome,
        resultHash: outcomeHash(outcome),
        finishedAt: this.now(),
      });
      return 'succeeded';
    } catch (error) {
      if (!(error instanceof PrivacyProtocolError)) throw error;
      await this.fail(tx, job.id, error.failure, error.message);
      return 'failed';
    }
  }

  private feed(coordinator: Coordinator, message: { from: string; kind: string; body: string }): void {
    const body = parseBody(message.body);
    if (message.kind !== 'report' && body.party !== message.from) {
      throw new PrivacyProtocolError('malformed-message', 'a party wrote in the name of another');
    }
    const receive: Record<string, (value: never) => void> = {
      hello: (v) => coordinator.receiveHello(v),
      'mask-seed': (v) => coordinator.receiveMaskSeed(v),
      contribution: (v) => coordinator.receiveContribution(v),
      report: (v) => coordinator.receiveReport(v),
    };
    const take = receive[message.kind];
    if (!take || (message.kind === 'report' && message.from !== 'consumer')) {
      throw new PrivacyProtocolError(
        'malformed-message',
        `the coordinator takes no ${message.kind} from ${message.from}`,
      );
    }
    take(body as never);
  }

  private async sendDirectory(tx: DbOrTx, jobId: number, parties: repo.PartyRow[], coordinator: Coordinator) {
    const body = JSON.stringify(coordinator.directory());
    const now = this.now();
    await repo.insertMessages(
      tx,
      parties.map((p) => ({
        jobId,
        sender: COORDINATOR,
        recipient: p.party,
        kind: 'directory',
        body,
        createdAt: now,
      })),
    );
    await repo.updateJob(tx, jobId, { directorySent: true });
  }

  private async fail(
    tx: DbOrTx,
    jobId: number,
    failure: contract.PrivacyJobFailure,
    detail: string,
  ): Promise<void> {
    await repo.updateJob(tx, jobId, {
      status: 'failed',
      failure,
      failureDetail: detail.slice(0, 500),
      finishedAt: this.now(),
    });
  }

  /**
   * Fails open jobs past their deadline: `node-offline` naming the parties whose node never took the job, else
   * `timeout`. Run by every node's poll and by the platform's job runner.
   */
  async expireOverdue(): Promise<number> {
    const overdue = await repo.overdueJobs(this.deps.db, this.now());
    for (const { id } of overdue) {
      await this.deps.db.transaction(async (tx) => {
        const job = await repo.lockJob(tx, id);
        if (job.status !== 'waiting' && job.status !== 'running') return;
        const absent = (await repo.partiesOf(tx, id)).filter((p) => !p.joinedAt);
        if (absent.length > 0) {
          const names = absent.map((p) => `${p.party} (node ${p.nodeId})`).join(', ');
          await this.fail(tx, id, 'node-offline', names);
        } else {
          await this.fail(tx, id, 'timeout', '');
        }
      });
    }
    return overdue.length;
  }
}
