import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { eq, getTableName, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';
import { startIntervalJob } from './interval-job.js';
import { serverProcess } from './server-process.table.js';

/** How often a live process refreshes its heartbeat. */
export const HEARTBEAT_MS = 10_000;
/** A process whose heartbeat is older than this is taken for dead (three missed beats). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** Database time, so the nodes' clocks (or a test clock) never matter. */
const staleBefore = (staleAfterMs: number) => sql`now() - ${`${staleAfterMs} milliseconds`}::interval`;

/**
 * A condition on background work whose `owner` column names the process that runs it: true when that process
 * is gone (no owner recorded, no such process registered, or its heartbeat is stale), never for `self` (the
 * process asking knows it lives, even when a blocked event loop delayed its heartbeat). One statement, so a
 * process registering meanwhile is never mistaken for a dead one.
 */
export function ownerGone(owner: AnyPgColumn, self: string, staleAfterMs = STALE_AFTER_MS): SQL {
  // Qualified: unqualified column names inside the subquery would resolve against server_process.
  const ref = sql`${sql.identifier(getTableName(owner.table))}.${sql.identifier(owner.name)}`;
  return sql`(${ref} is null or (${ref} <> ${self}::uuid and not exists (select 1 from server_process sp where sp.id = ${ref} and sp.heartbeat_at > ${staleBefore(staleAfterMs)})))`;
}

export interface ServerProcessOptions {
  /**
   * This process is the only one on the database (the embedded PGlite, whose folder one process holds): any
   * other process registered there is dead, whatever its heartbeat says.
   */
  sole?: boolean;
  heartbeatMs?: number;
  log?: (error: unknown) => void;
}

/**
 * This server process as the others sharing the database see it (table server_process): an id made at start,
 * recorded on the background work it runs, and a heartbeat refreshed every HEARTBEAT_MS while it lives.
 */
export class ServerProcess {
  readonly id = randomUUID();
  private stopBeating: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: ServerProcessOptions = {},
  ) {}

  /** Registers this process (forgetting every other when it is the sole one) and starts its heartbeat. */
  async start(): Promise<void> {
    if (this.options.sole) await this.db.delete(serverProcess).where(ne(serverProcess.id, this.id));
    await this.beat();
    this.stopBeating ??= startIntervalJob(
      () => this.beat(),
      this.options.heartbeatMs ?? HEARTBEAT_MS,
      this.options.log,
    );
  }

  /** Refreshes the heartbeat; a row removed while this process was cut off from the database comes back. */
  async beat(): Promise<void> {
    await this.db
      .insert(serverProcess)
      .values({ id: this.id, host: os.hostname().slice(0, 255), pid: process.pid })
      .onConflictDoUpdate({ target: serverProcess.id, set: { heartbeatAt: sql`now()` } });
  }

  /** Stops the heartbeat and removes this process (closing: its work has ended or is ending). */
  async stop(): Promise<void> {
    this.stopBeating?.();
    this.stopBeating = undefined;
    await this.db
      .delete(serverProcess)
      .where(eq(serverProcess.id, this.id))
      .catch((error) => this.options.log?.(error));
  }

  /** Removes the processes taken for dead (once their work was failed); answers how many. */
  async forgetGone(staleAfterMs = STALE_AFTER_MS): Promise<number> {
    const rows = await this.db
      .delete(serverProcess)
      .where(sql`${serverProcess.heartbeatAt} <= ${staleBefore(staleAfterMs)}`)
      .returning({ id: serverProcess.id });
    return rows.length;
  }
}
