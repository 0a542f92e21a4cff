import { randomUUID } from 'node:crypto';
import { ErrorCode, goods, PREVIEW_ROW_LIMIT } from '@datamall/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { AppError } from '../../platform/errors.js';
import {
  CONNECT_TIMEOUT_MS,
  type ConnectTarget,
  cellText,
  classifyError,
  mysqlLinkOptions,
  pgLinkOptions,
} from '../supply/connectors.js';

/**
 * The preview SQL of a good, tested once on a supplier's connection. Three guards, each enough on its own for
 * ordinary writes: the text must be one query statement without writing words (checked before connecting), the
 * statement runs inside a read-only transaction that is always rolled back, and it is wrapped as a derived table
 * (`SELECT * FROM (…) LIMIT n`), where neither data-modifying CTEs nor a second statement can stand. A time limit
 * is set on the server (PostgreSQL statement_timeout, MariaDB max_statement_time, MySQL max_execution_time) and
 * kept by the client too.
 */

/**
 * Words inside a query that write, reach files or other servers, or act on the server itself (data-modifying CTEs,
 * SELECT … INTO, FOR UPDATE, side-effect functions). Plain identifiers with these names must be quoted. The
 * read-only transaction is the real guard against writes; this check answers early and clearly.
 */
const WRITING =
  /\b(insert|update|delete|merge|upsert|into|outfile|dumpfile|load_file|set_config|dblink\w*|lo_import|lo_export|pg_read_file|pg_read_binary_file|pg_ls_dir|pg_terminate_backend|pg_cancel_backend|pg_reload_conf|pg_rotate_logfile|pg_switch_wal|pg_promote)\b/i;

/** First words of statements that change data or the database (to tell "writes" from other non-queries). */
const WRITING_STATEMENT =
  /^(insert|update|delete|merge|upsert|replace|create|drop|alter|truncate|grant|revoke|copy|call|do|lock|rename|comment|vacuum|reindex|cluster|refresh|load|import|set|reset|discard|begin|start|commit|rollback|savepoint|release|prepare|execute|deallocate|handler|listen|notify|unlisten)$/i;

/** The first words a query may start with. */
const QUERY_START = /^\(*\s*(select|with|values|table)\b/i;

/**
 * The SQL with comments removed and literals and quoted names emptied: what the checks look at (the original
 * text is what runs).
 */
export function sqlSkeleton(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      out += ' ';
    } else if (c === '#') {
      // MySQL line comment (PostgreSQL has no # operator at the start of a token that a preview would need).
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      out += ' ';
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === '\\' && c === "'") j += 2;
        else if (text[j] === c && text[j + 1] === c) j += 2;
        else if (text[j] === c) break;
        else j += 1;
      }
      out += c === "'" ? "''" : `${c}x${c}`;
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? text.length : end + tag[0].length;
        out += "''";
      } else {
        out += c;
        i += 1;
      }
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Refuses what is not one query; answers the SQL to run (trailing semicolons dropped). */
export function checkPreviewSql(text: string): string {
  const bare = sqlSkeleton(text)
    .trim()
    .replace(/[;\s]+$/, '');
  if (!bare) throw new AppError(ErrorCode.GOODS_SQL_NOT_QUERY, { detail: 'empty' }, { field: 'sql' });
  if (bare.includes(';')) throw new AppError(ErrorCode.GOODS_SQL_MULTIPLE, undefined, { field: 'sql' });
  if (!QUERY_START.test(bare)) {
    const first = (/^[^\s(]+/.exec(bare)?.[0] ?? '').slice(0, 30);
    // EXPLAIN ANALYZE DELETE … and the like: a write behind another word.
    const hidden = WRITING.exec(bare)?.[1];
    throw WRITING_STATEMENT.test(first) || hidden
      ? new AppError(
          ErrorCode.GOODS_SQL_WRITE_REFUSED,
          { detail: (WRITING_STATEMENT.test(first) ? first : hidden!).toUpperCase() },
          { field: 'sql' },
        )
      : new AppError(ErrorCode.GOODS_SQL_NOT_QUERY, { detail: first.toUpperCase() }, { field: 'sql' });
  }
  const writing = WRITING.exec(bare);
  if (writing) {
    throw new AppError(
      ErrorCode.GOODS_SQL_WRITE_REFUSED,
      { detail: writing[1]!.toUpperCase() },
      { field: 'sql' },
    );
  }
  return text.trim().replace(/[;\s]+$/, '');
}

export interface PreviewSqlOptions {
  timeoutMs: number;
  rowLimit?: number;
}

const short = (error: unknown) => String((error as { message?: string }).message ?? error).slice(0, 300);

/** Driver errors of the statement itself, by database: read-only refusal, time limit, anything else. */
function classifySql(error: unknown, target: ConnectTarget, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const e = error as {
    code?: string;
    errno?: number;
    severity?: string;
    sqlState?: string;
    message?: string;
  };
  const seconds = Math.round(timeoutMs / 1000);
  if (target.dbType === 'postgresql') {
    if (e.code === '25006') return new AppError(ErrorCode.GOODS_SQL_WRITE_REFUSED, { detail: short(error) });
    if (e.code === '57014' || /query read timeout/i.test(String(e.message)))
      return new AppError(ErrorCode.GOODS_SQL_TIMEOUT, { seconds });
    if (e.severity && e.code && !/^(08|28|3D|53|57P)/.test(e.code))
      return new AppError(ErrorCode.GOODS_SQL_ERROR, { detail: short(error) });
  } else {
    if (e.errno === 1792 || e.errno === 1290 || e.code === 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION')
      return new AppError(ErrorCode.GOODS_SQL_WRITE_REFUSED, { detail: short(error) });
    if (e.errno === 1969 || e.errno === 3024 || e.errno === 1317 || e.code === 'PROTOCOL_SEQUENCE_TIMEOUT')
      return new AppError(ErrorCode.GOODS_SQL_TIMEOUT, { seconds });
    if (e.sqlState && e.errno && ![1045, 1044, 1049, 2013, 2006].includes(e.errno))
      return new AppError(ErrorCode.GOODS_SQL_ERROR, { detail: short(error) });
  }
  return classifyError(error, target);
}

const wrap = (text: string, limit: number) => `SELECT * FROM (\n${text}\n) AS preview_q LIMIT ${limit + 1}`;

/** Runs one checked query read-only on the target; the connection is always closed. */
export async function runPreviewSql(
  target: ConnectTarget,
  text: string,
  options: PreviewSqlOptions,
): Promise<goods.PreviewSqlResult> {
  const sql = checkPreviewSql(text);
  const rowLimit = options.rowLimit ?? PREVIEW_ROW_LIMIT;
  const timeoutMs = Math.max(100, Math.floor(options.timeoutMs));
  const run = target.dbType === 'postgresql' ? runPostgres : runMysql;
  const started = Date.now();
  const result = await run(target, sql, rowLimit, timeoutMs);
  const truncated = result.rows.length > rowLimit;
  return {
    columns: result.columns,
    rows: result.rows.slice(0, rowLimit).map((row) => row.map(cellText)),
    truncated,
    rowLimit,
    elapsedMs: Date.now() - started,
  };
}

interface RawResult {
  columns: string[];
  rows: unknown[][];
}

async function runPostgres(
  target: ConnectTarget,
  sql: string,
  rowLimit: number,
  timeoutMs: number,
): Promise<RawResult> {
  const client = new pg.Client({
    ...pgLinkOptions(target, CONNECT_TIMEOUT_MS),
    // The client's own limit, should the server not stop the statement.
    query_timeout: timeoutMs + 3_000,
    application_name: 'datamall-preview-sql',
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw classifyError(error, target);
  }
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${timeoutMs}`);
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = ${timeoutMs + 5_000}`);
    // A named (prepared) statement: the extended protocol refuses a second statement smuggled in.
    const result = await client.query({
      name: `preview_${randomUUID()}`,
      text: wrap(sql, rowLimit),
      rowMode: 'array',
    });
    return { columns: result.fields.map((f) => f.name), rows: result.rows as unknown[][] };
  } catch (error) {
    throw classifySql(error, target, timeoutMs);
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    await client.end().catch(() => {});
  }
}

async function runMysql(
  target: ConnectTarget,
  sql: string,
  rowLimit: number,
  timeoutMs: number,
): Promise<RawResult> {
  let c: mysql.Connection;
  try {
    c = await mysql.createConnection(mysqlLinkOptions(target, CONNECT_TIMEOUT_MS));
  } catch (error) {
    throw classifyError(error, target);
  }
  c.on('error', () => {});
  try {
    const [[version]] = (await c.query('select version() as v')) as unknown as [{ v: string }[]];
    const isMaria = /mariadb/i.test(version?.v ?? '');
    await c.query(
      isMaria
        ? `SET SESSION max_statement_time = ${(timeoutMs / 1000).toFixed(3)}`
        : `SET SESSION max_execution_time = ${timeoutMs}`,
    );
    await c.query('START TRANSACTION READ ONLY');
    const started = Date.now();
    const [rows, fields] = await c.query({
      sql: wrap(sql, rowLimit),
      rowsAsArray: true,
      timeout: timeoutMs + 3_000,
    });
    // MySQL ends an interrupted SLEEP() with a row instead of an error: a statement that used the whole
    // time was cut, whatever it answered.
    if (Date.now() - started >= timeoutMs) {
      throw new AppError(ErrorCode.GOODS_SQL_TIMEOUT, { seconds: Math.round(timeoutMs / 1000) });
    }
    return { columns: (fields ?? []).map((f) => f.name), rows: rows as unknown[][] };
  } catch (error) {
    throw classifySql(error, target, timeoutMs);
  } finally {
    await c.query('ROLLBACK').catch(() => {});
    await c.end().catch(() => c.destroy());
  }
}

export const PREVIEW_SQL_DEFAULT_TIMEOUT_MS = goods.PREVIEW_SQL_TIMEOUT_SECONDS * 1000;
