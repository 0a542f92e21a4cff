import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import type { DbOrTx } from './db.js';

/**
 * Commit pipelining (PostgreSQL through node-postgres in pipeline mode): the last statement of a transaction and
 * its COMMIT go to the server together. A row every transaction contends for (the evidence ledger's head, a good's
 * sales counter) is then locked only while PostgreSQL runs that statement and commits, never while the statement's
 * answer waits in the busy event loop for its turn to send the COMMIT. That wait, not PostgreSQL, set the rate of
 * the whole order path under load.
 *
 * `executeAndCommit(tx, statement)` marks the transaction's connection; the connection's query wrapper
 * (`pipelineCommits`, installed on each pooled client) then sends the statement and a COMMIT right behind it, and
 * answers the statement once both are done. If the statement fails, PostgreSQL turns that COMMIT into a ROLLBACK;
 * a statement whose parameters node-postgres could not write (it would fail before reaching PostgreSQL) is sent
 * without the COMMIT.
 * The COMMIT or ROLLBACK that drizzle sends when the transaction's function returns is answered here without a
 * round trip; any other statement before it is refused, since it would run outside the committed transaction.
 */

type Query = (...args: unknown[]) => unknown;
interface PipelinedClient {
  /** The next statement is the last of its transaction: send COMMIT behind it. */
  commitAfterNext?: boolean;
  /** The transaction was committed (or rolled back) by a pipelined COMMIT; drizzle's own end is answered here. */
  ended?: boolean;
}

const pipelined = new WeakSet<object>();
const ENDED_ANSWER = { command: 'COMMIT', rows: [], rowCount: null, fields: [] };

/** `begin`, `commit` or `rollback` (drizzle's transaction framing) in lower case; '' for any other statement. */
function framingOf(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  return text && text.length <= 10 ? text.trim().toLowerCase() : '';
}

/** Whether node-postgres can write every parameter of the query `args` (it throws on a BigInt, a cycle, …). */
function sendable(args: unknown[]): boolean {
  const values = Array.isArray(args[1]) ? args[1] : (args[0] as { values?: unknown[] } | null)?.values;
  try {
    for (const value of values ?? []) pgUtils.prepareValue(value);
    return true;
  } catch {
    return false;
  }
}

/** Installs commit pipelining on every client of `pool` (created with `pipeline: true`). */
export function pipelineCommits(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    pipelined.add(client);
    const state = client as unknown as PipelinedClient;
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const text = framingOf(args[0]);
      if (state.ended) {
        if (text === 'commit' || text === 'rollback') {
          state.ended = false;
          return Promise.resolve(ENDED_ANSWER);
        }
        return Promise.reject(
          new Error('a statement after its transaction was committed with its last statement'),
        );
      }
      if (text === 'begin' || text === 'commit' || text === 'rollback') state.commitAfterNext = false;
      if (!state.commitAfterNext || typeof args[args.length - 1] === 'function') return query(...args);
      state.commitAfterNext = false;
      // A parameter node-postgres cannot send fails the statement in Node, before PostgreSQL sees it: the COMMIT
      // behind it would then commit the transaction without it. Such a statement goes alone and fails as usual.
      if (!sendable(args)) return query(...args);
      state.ended = true;
      const statement = query(...args) as Promise<unknown>;
      // `pipelined` marks it for the statement capture (bench/order-pay.ts replays the pair the same way).
      const commit = query({ text: 'commit', pipelined: true }, []) as Promise<unknown>;
      // The statement's answer (or error) once the COMMIT (or, after an error, PostgreSQL's ROLLBACK) is done.
      return statement.then(
        (result) => commit.then(() => result),
        (error) =>
          commit.then(
            () => Promise.reject(error),
            () => Promise.reject(error),
          ),
      );
    };
  });
  pool.on('release', (_error: unknown, client: object) => {
    const state = client as PipelinedClient;
    state.commitAfterNext = false;
    state.ended = false;
  });
}

/** The node-postgres client a drizzle transaction runs on, when it pipelines commits. */
function pipelinedClientOf(tx: DbOrTx): PipelinedClient | null {
  const { session, nestedIndex } = tx as unknown as { session?: { client?: object }; nestedIndex?: number };
  // A savepoint's function (nested transaction) does not end the transaction.
  if (nestedIndex) return null;
  const client = session?.client;
  return client && pipelined.has(client) ? (client as PipelinedClient) : null;
}

/**
 * Runs `statement` as the last statement of the transaction `tx` and commits it in the same round trip where
 * the driver can (PostgreSQL); elsewhere (PGlite, or outside a transaction) it is an ordinary execute and the
 * transaction commits as usual. Nothing may run in `tx` after it. A failing statement rolls the transaction back.
 */
export function executeAndCommit(tx: DbOrTx, statement: SQL) {
  const client = pipelinedClientOf(tx);
  if (client) client.commitAfterNext = true;
  return tx.execute(statement);
}
