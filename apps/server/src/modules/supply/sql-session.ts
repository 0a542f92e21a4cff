import mysql from 'mysql2/promise';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, mysqlLinkOptions, pgLinkOptions, quoteMysql, quotePg } from './connectors.js';

/**
 * A SQL session on a user's own database (an application run's inputs and output, an export of granted data):
 * read-only SELECTs with a statement timeout and a row cap, and inserts in one transaction. Connectors only
 * browse (schemas, columns, previews); a session is opened on the address the host policy approved
 * (ConnectionService.resolveTarget).
 */

export interface SessionTarget {
  dbType: 'postgresql' | 'mysql';
  host: string;
  /** The IP address the host policy approved. */
  address: string;
  port: number;
  database: string;
  username: string;
  password: string;
  sslMode: 'disable' | 'require' | 'verify';
}

export type Row = Record<string, unknown>;

/** A failure of a session call, classified for the run's reason. */
export class SessionError extends Error {
  constructor(
    readonly kind: 'timeout' | 'sql_error' | 'row_limit' | 'write_error',
    message: string,
  ) {
    super(message);
  }
}

export interface SqlSession {
  readonly dbType: 'postgresql' | 'mysql';
  quote(name: string): string;
  /** Runs one SELECT read-only; more than `rowLimit` rows is a row_limit failure. */
  select(
    text: string,
    options: { timeoutMs: number; rowLimit: number },
  ): Promise<{ columns: string[]; rows: Row[] }>;
  /**
   * Inserts every row in one transaction (all or none); `replace` first deletes the table's rows in the same
   * transaction, so a failure leaves the table as it was.
   */
  insert(
    schema: string,
    table: string,
    columns: string[],
    rows: unknown[][],
    timeoutMs: number,
    options?: { replace?: boolean },
  ): Promise<number>;
  close(): Promise<void>;
}

const BATCH = 500;

const short = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

export async function openSession(target: SessionTarget): Promise<SqlSession> {
  return target.dbType === 'postgresql' ? openPg(target) : openMy(target);
}

async function openPg(target: SessionTarget): Promise<SqlSession> {
  const client = new pg.Client({
    ...pgLinkOptions(target, CONNECT_TIMEOUT_MS),
    application_name: 'datamall-app-run',
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new SessionError('sql_error', short(error));
  }
  const classify = (error: unknown) => {
    if (error instanceof SessionError) return error;
    const e = error as { code?: string; message?: string };
    if (e.code === '57014' || /timeout/i.test(String(e.message)))
      return new SessionError('timeout', short(error));
    return new SessionError('sql_error', short(error));
  };
  return {
    dbType: 'postgresql',
    quote: quotePg,
    async select(text, { timeoutMs, rowLimit }) {
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`);
        // A named (prepared) statement: the extended protocol refuses a second statement smuggled in.
        const result = await client.query({
          name: `app_run_${Date.now()}`,
          text: `SELECT * FROM (\n${text}\n) AS app_q LIMIT ${rowLimit + 1}`,
        });
        if (result.rows.length > rowLimit) throw new SessionError('row_limit', String(rowLimit));
        return { columns: result.fields.map((f) => f.name), rows: result.rows as Row[] };
      } catch (error) {
        throw classify(error);
      } finally {
        await client.query('ROLLBACK').catch(() => {});
      }
    },
    async insert(schema, table, columns, rows, timeoutMs, options) {
      const target = `${quotePg(schema)}.${quotePg(table)}`;
      const head = `INSERT INTO ${target} (${columns.map(quotePg).join(', ')}) VALUES `;
      try {
        await client.query('BEGIN');
        await client.query(`SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`);
        if (options?.replace) await client.query(`DELETE FROM ${target}`);
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          const values: unknown[] = [];
          const tuples = batch.map((row) => {
            const marks = row.map((v) => {
              values.push(v);
              return `$${values.length}`;
            });
            return `(${marks.join(', ')})`;
          });
          await client.query(head + tuples.join(', '), values);
        }
        await client.query('COMMIT');
        return rows.length;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        const c = classify(error);
        throw c.kind === 'timeout' ? c : new SessionError('write_error', c.message);
      }
    },
    close: () => client.end().catch(() => {}),
  };
}

async function openMy(target: SessionTarget): Promise<SqlSession> {
  let c: mysql.Connection;
  try {
    c = await mysql.createConnection(mysqlLinkOptions(target, CONNECT_TIMEOUT_MS));
  } catch (error) {
    throw new SessionError('sql_error', short(error));
  }
  c.on('error', () => {});
  const [[version]] = (await c.query('select version() as v')) as unknown as [{ v: string }[]];
  const isMaria = /mariadb/i.test(version?.v ?? '');
  const setTimeout = async (ms: number) => {
    await c
      .query(
        isMaria
          ? `SET SESSION max_statement_time = ${Math.max(ms / 1000, 0.001)}`
          : `SET SESSION max_execution_time = ${Math.floor(ms)}`,
      )
      .catch(() => {});
  };
  const classify = (error: unknown) => {
    if (error instanceof SessionError) return error;
    const e = error as { errno?: number; code?: string; message?: string };
    if (
      e.errno === 1969 ||
      e.errno === 3024 ||
      e.code === 'PROTOCOL_SEQUENCE_TIMEOUT' ||
      /timeout|max_statement_time|interrupted/i.test(String(e.message))
    )
      return new SessionError('timeout', short(error));
    return new SessionError('sql_error', short(error));
  };
  return {
    dbType: 'mysql',
    quote: quoteMysql,
    async select(text, { timeoutMs, rowLimit }) {
      try {
        await setTimeout(timeoutMs);
        await c.query('START TRANSACTION READ ONLY');
        const [rows, fields] = await c.query({
          sql: `SELECT * FROM (\n${text}\n) AS app_q LIMIT ${rowLimit + 1}`,
          timeout: timeoutMs + 2_000,
        });
        const list = rows as Row[];
        if (list.length > rowLimit) throw new SessionError('row_limit', String(rowLimit));
        return { columns: (fields ?? []).map((f) => f.name), rows: list };
      } catch (error) {
        throw classify(error);
      } finally {
        await c.query('ROLLBACK').catch(() => {});
      }
    },
    async insert(schema, table, columns, rows, timeoutMs, options) {
      const target = `${quoteMysql(schema)}.${quoteMysql(table)}`;
      const head = `INSERT INTO ${target} (${columns.map(quoteMysql).join(', ')}) VALUES ?`;
      try {
        await setTimeout(timeoutMs);
        await c.query('START TRANSACTION');
        if (options?.replace) await c.query({ sql: `DELETE FROM ${target}`, timeout: timeoutMs + 2_000 });
        for (let i = 0; i < rows.length; i += BATCH) {
          await c.query({ sql: head, values: [rows.slice(i, i + BATCH)], timeout: timeoutMs + 2_000 });
        }
        await c.query('COMMIT');
        return rows.length;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => {});
        const k = classify(error);
        throw k.kind === 'timeout' ? k : new SessionError('write_error', k.message);
      }
    },
    close: () => c.end().catch(() => c.destroy()),
  };
}
