import net from 'node:net';
import type { DatabaseColumn, DatabaseType, RowCountKind } from '@datamall/contract';
import { ErrorCode, PREVIEW_ROW_LIMIT } from '@datamall/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { AppError, badParam } from '../../platform/errors.js';
import { type BrowseQuery, browseSql, quoteMysql, quotePg } from './browse-sql.js';

export const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 15_000;
const MAX_CELL_CHARS = 500;

/**
 * Statistics of this many rows or more are shown as they are. Below it they are often wrong (a table loaded
 * and never analyzed has none: PostgreSQL reltuples -1 or 0, InnoDB table_rows a guess), while a count
 * reading at most this many rows takes tens of milliseconds; above it a count would read too much to do on
 * every listing, and statistics are relatively close (ANALYZE samples 30,000 rows; InnoDB updates its figure
 * as rows change).
 */
export const ROW_COUNT_TRUSTED_ESTIMATE = 100_000;
/** A count reads at most this many rows plus one: more rows are reported as "more than" the cap. */
export const ROW_COUNT_CAP = 100_000;
/** One count may take this long (a view's query can be slow); past it the statistics stand. */
const ROW_COUNT_TIMEOUT_MS = 2_000;
/** A listing counts for at most this long in all; the remaining tables keep their statistics. */
const ROW_COUNT_BUDGET_MS = 5_000;

/** Where and how to connect: `address` is the IP the host policy resolved and approved. */
export interface ConnectTarget {
  dbType: DatabaseType;
  host: string;
  address: string;
  port: number;
  database: string;
  username: string;
  password: string;
  sslMode: 'disable' | 'require' | 'verify';
}

export interface TableInfo {
  name: string;
  kind: string;
  comment: string;
  rowEstimate: number;
  rowCountKind: RowCountKind;
}

/** A table's row figure and how exact it is. */
export type RowFigure = Pick<TableInfo, 'rowEstimate' | 'rowCountKind'>;

/**
 * The row figure of a table from its statistics `estimate` (null or negative: none). Only when the
 * statistics are missing or small does it call `countUpTo(limit)`, which counts at most `limit` rows
 * (null when the count failed or was skipped, then the statistics stand): a large table is never scanned.
 */
export async function rowFigure(
  estimate: number | null,
  countUpTo: (limit: number) => Promise<number | null>,
  cap = ROW_COUNT_CAP,
): Promise<RowFigure> {
  const known = estimate !== null && Number.isFinite(estimate) && estimate >= 0 ? Math.round(estimate) : null;
  if (known !== null && known >= ROW_COUNT_TRUSTED_ESTIMATE)
    return { rowEstimate: known, rowCountKind: 'estimate' };
  const counted = await countUpTo(cap + 1);
  if (counted === null) return { rowEstimate: known ?? 0, rowCountKind: 'estimate' };
  return counted > cap
    ? { rowEstimate: cap, rowCountKind: 'atLeast' }
    : { rowEstimate: counted, rowCountKind: 'exact' };
}

/** Runs the counts of one listing one after the other, skipping those left once the time budget is spent. */
function countingBudget(count: (table: string, limit: number) => Promise<number | null>) {
  const until = Date.now() + ROW_COUNT_BUDGET_MS;
  return (table: string) => (limit: number) =>
    Date.now() < until ? count(table, limit) : Promise.resolve(null);
}

/** One open connection to a supplier's database; always `close()` it. */
export interface Connector {
  readonly serverVersion: string;
  listSchemas(): Promise<string[]>;
  /** Tables and views of a schema (only those named in `names` when given), with their row figures. */
  listTables(schema: string, names?: readonly string[]): Promise<TableInfo[]>;
  listColumns(schema: string, table: string): Promise<DatabaseColumn[]>;
  preview(schema: string, table: string): Promise<{ columns: string[]; rows: (string | null)[][] }>;
  /** A page of a table (browseSql: `limit + 1` rows), in a read-only transaction. */
  browse(
    schema: string,
    table: string,
    query: BrowseQuery,
  ): Promise<{ columns: string[]; rows: (string | null)[][] }>;
  close(): Promise<void>;
}

/**
 * A value as text for previews: binary as hex, long text cut. Links answer dates and timestamps as text already
 * (pgLinkOptions, mysqlLinkOptions); a Date from elsewhere is ISO.
 */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  else if (Buffer.isBuffer(value))
    text = `0x${value.subarray(0, 64).toString('hex')}${value.length > 64 ? '…' : ''}`;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text;
}

export { quoteMysql, quotePg };

/** Maps a driver error to the localized reason of the connection test. */
export function classifyError(
  error: unknown,
  target: Pick<ConnectTarget, 'host' | 'port' | 'database'>,
): AppError {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; errno?: number; message?: string };
  const code = String(e.code ?? '');
  const message = String(e.message ?? '');
  const where = { host: target.host, port: target.port };
  if (
    code === '28P01' ||
    code === '28000' ||
    code === 'ER_ACCESS_DENIED_ERROR' ||
    code === 'ER_DBACCESS_DENIED_ERROR'
  )
    return new AppError(ErrorCode.CONNECTION_AUTH_FAILED);
  if (/SASL|password must be/i.test(message)) return new AppError(ErrorCode.CONNECTION_AUTH_FAILED);
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR')
    return new AppError(ErrorCode.CONNECTION_UNKNOWN_DATABASE, { database: target.database });
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(message))
    return new AppError(ErrorCode.CONNECTION_TIMEOUT, { seconds: CONNECT_TIMEOUT_MS / 1000 });
  if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EPIPE', 'EADDRNOTAVAIL'].includes(code))
    return new AppError(ErrorCode.CONNECTION_UNREACHABLE, where);
  if (/terminated|closed|ended/i.test(message)) return new AppError(ErrorCode.CONNECTION_UNREACHABLE, where);
  // Driver messages may echo the user name, never the password; cut them short anyway.
  return new AppError(ErrorCode.CONNECTION_FAILED, { detail: message.slice(0, 200) || code || 'unknown' });
}

/**
 * A failed browse query: a filter value the column's type refuses (PostgreSQL's data exceptions, class 22) is the
 * caller's mistake; anything else is the connection's.
 */
function browseError(error: unknown, target: Pick<ConnectTarget, 'host' | 'port' | 'database'>): AppError {
  const code = String((error as { code?: string } | null)?.code ?? '');
  if (/^22/.test(code) || code === 'ER_TRUNCATED_WRONG_VALUE')
    return badParam('filters', 'filterValueInvalid');
  return classifyError(error, target);
}

/** Rejects after `ms` so no connect or query can outlive the promised time. */
function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' }));
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function openConnector(
  target: ConnectTarget,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<Connector> {
  try {
    return target.dbType === 'postgresql'
      ? await openPostgres(target, timeoutMs)
      : await openMysql(target, timeoutMs);
  } catch (error) {
    throw classifyError(error, target);
  }
}

/** What opening a link to an owner's database needs (connectors, preview SQL, application runs). */
export type LinkTarget = Pick<
  ConnectTarget,
  'host' | 'address' | 'port' | 'database' | 'username' | 'password' | 'sslMode'
>;

function tlsOptions(target: LinkTarget) {
  if (target.sslMode === 'disable') return undefined;
  // The socket goes to the approved IP; the certificate is checked against the name the owner typed.
  return {
    rejectUnauthorized: target.sslMode === 'verify',
    servername: net.isIP(target.host) ? undefined : target.host,
  };
}

/** OIDs of `date`, `timestamp` (without time zone) and `timestamptz`, and of their arrays. */
const PG_DATE_OIDS = new Set([1082, 1114, 1184]);
const PG_DATE_ARRAY_OIDS = new Set([1182, 1115, 1185]);
const PG_TEXT_ARRAY_OID: number = 1009;

/**
 * Type parsers of a link to an owner's database: dates and timestamps stay the text PostgreSQL writes
 * (`2026-03-01 08:00:00`, with time zone `2026-03-01 08:00:00+08` in the session's zone). node-postgres would make
 * JS Dates of them, reading a zone-less timestamp in this server's zone, which then shows shifted as ISO UTC.
 * Per link, not `pg.types.setTypeParser`: the platform's own database driver keeps the defaults it relies on.
 */
const pgLinkTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (PG_DATE_OIDS.has(oid)) return (text: string) => text;
      if (PG_DATE_ARRAY_OIDS.has(oid)) return pg.types.getTypeParser(PG_TEXT_ARRAY_OID, 'text');
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * node-postgres options of a link to the approved address, with TLS per the owner's mode; dates and timestamps
 * are answered as the database writes them (pgLinkTypes).
 */
export function pgLinkOptions(target: LinkTarget, connectTimeoutMs: number): pg.ClientConfig {
  return {
    host: target.address,
    port: target.port,
    database: target.database,
    user: target.username,
    // A function, so an empty password never falls back to PGPASSWORD or ~/.pgpass of the server.
    password: async () => target.password,
    ssl: tlsOptions(target) ?? false,
    connectionTimeoutMillis: connectTimeoutMs,
    types: pgLinkTypes,
  };
}

/**
 * mysql2 options of a link to the approved address: LOCAL INFILE and multiple statements off, TLS per mode;
 * DATE, DATETIME and TIMESTAMP answered as the database writes them (`dateStrings`), never shifted through a JS Date.
 */
export function mysqlLinkOptions(target: LinkTarget, connectTimeoutMs: number): mysql.ConnectionOptions {
  const tls = tlsOptions(target);
  // LOCAL INFILE stays off: the flag is cleared and no infileStreamFactory is ever given.
  return {
    host: target.address,
    port: target.port,
    database: target.database,
    user: target.username,
    password: target.password,
    connectTimeout: connectTimeoutMs,
    flags: ['-LOCAL_FILES'],
    multipleStatements: false,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    ...(tls ? { ssl: tls } : {}),
  };
}

type Rows = { columns: string[]; rows: (string | null)[][] };

/**
 * What differs between the databases a connector reads: the open link, its catalogue queries and quoting.
 * `connectorOn` builds the one Connector every dialect shares on top of it.
 */
interface Dialect {
  name: ConnectTarget['dbType'];
  serverVersion: string;
  quote(name: string): string;
  /** One query in a read-only transaction that is rolled back, rows as text; `failure` words its error. */
  readOnly(text: string, values: unknown[], failure: typeof classifyError): Promise<Rows>;
  tableExists(schema: string, table: string): Promise<boolean>;
  schemas(): Promise<string[]>;
  /** Tables and views with the statistics' row estimate (null: none). */
  tables(
    schema: string,
    names: readonly string[] | undefined,
  ): Promise<{ name: string; kind: string; comment: string; estimate: number | null }[]>;
  /** Counts at most `limit` rows, under ROW_COUNT_TIMEOUT_MS; null when it failed. */
  countRows(schema: string, table: string, limit: number): Promise<number | null>;
  columns(schema: string, table: string): Promise<DatabaseColumn[]>;
  close(): Promise<void>;
}

function connectorOn(d: Dialect): Connector {
  const requireTable = async (schema: string, table: string) => {
    if (!(await d.tableExists(schema, table)))
      throw new AppError(ErrorCode.CONNECTION_OBJECT_NOT_FOUND, { name: `${schema}.${table}` });
  };
  return {
    serverVersion: d.serverVersion,
    listSchemas: () => d.schemas(),
    async listTables(schema, names) {
      if (names?.length === 0) return [];
      const countOf = countingBudget((table, limit) => d.countRows(schema, table, limit));
      const tables: TableInfo[] = [];
      for (const t of await d.tables(schema, names)) {
        const figure = await rowFigure(t.estimate, countOf(t.name));
        tables.push({ name: t.name, kind: t.kind, comment: t.comment, ...figure });
      }
      return tables;
    },
    async listColumns(schema, table) {
      await requireTable(schema, table);
      return d.columns(schema, table);
    },
    async preview(schema, table) {
      await requireTable(schema, table);
      const text = `SELECT * FROM ${d.quote(schema)}.${d.quote(table)} LIMIT ${PREVIEW_ROW_LIMIT}`;
      return d.readOnly(text, [], classifyError);
    },
    async browse(schema, table, query) {
      await requireTable(schema, table);
      const { text, values } = browseSql(d.name, schema, table, query);
      return d.readOnly(text, values, browseError);
    },
    close: () => d.close(),
  };
}

async function openPostgres(target: ConnectTarget, timeoutMs: number): Promise<Connector> {
  const client = new pg.Client({
    ...pgLinkOptions(target, timeoutMs),
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 2_000,
    application_name: 'datamall-connector',
  });
  // A server that drops the link later must not crash the process.
  client.on('error', () => {});
  try {
    await withDeadline(client.connect(), timeoutMs + 500, () => void client.end().catch(() => {}));
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  const run = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    try {
      return (await client.query<R>(text, values)).rows;
    } catch (error) {
      throw classifyError(error, target);
    }
  };
  const [version] = await run<{ server_version: string }>('SHOW server_version');
  return connectorOn({
    name: 'postgresql',
    serverVersion: `PostgreSQL ${version?.server_version.split(' ')[0] ?? ''}`.trim(),
    quote: quotePg,
    async readOnly(text, values, failure) {
      try {
        await client.query('BEGIN');
        await client.query('SET TRANSACTION READ ONLY');
        const result = await client.query({ text, values, rowMode: 'array' });
        return {
          columns: result.fields.map((f) => f.name),
          rows: (result.rows as unknown[][]).map((row) => row.map(cellText)),
        };
      } catch (error) {
        throw failure(error, target);
      } finally {
        await client.query('ROLLBACK').catch(() => {});
      }
    },
    async tableExists(schema, table) {
      const found = await run(
        `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2 and c.relkind in ('r','p','v','m','f')`,
        [schema, table],
      );
      return found.length > 0;
    },
    async schemas() {
      const rows = await run<{ name: string }>(
        `select nspname as name from pg_namespace
         where nspname not like 'pg\\_%' and nspname <> 'information_schema'
           and has_schema_privilege(oid, 'USAGE') order by nspname`,
      );
      return rows.map((r) => r.name);
    },
    async tables(schema, names) {
      // reltuples is -1 for a table never vacuumed nor analyzed (PostgreSQL 14+), 0 before that and for views.
      const rows = await run<{ name: string; kind: string; comment: string | null; rows: string }>(
        `select c.relname as name,
                case when c.relkind in ('v','m') then 'view' else 'table' end as kind,
                obj_description(c.oid, 'pg_class') as comment,
                c.reltuples::bigint::text as rows
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind in ('r','p','v','m','f')
           and ($2::text[] is null or c.relname = any($2::text[])) order by c.relname`,
        [schema, names ?? null],
      );
      return rows.map((r) => ({
        name: r.name,
        kind: r.kind,
        comment: r.comment ?? '',
        estimate: Number(r.rows),
      }));
    },
    async countRows(schema, table, limit) {
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${ROW_COUNT_TIMEOUT_MS}`);
        const result = await client.query<{ n: string }>(
          `select count(*)::text as n from (select 1 from ${quotePg(schema)}.${quotePg(table)} limit $1) t`,
          [limit],
        );
        return Number(result.rows[0]?.n ?? 0);
      } catch {
        // No privilege on the table, a view that fails or runs too long: the statistics stand.
        return null;
      } finally {
        await client.query('ROLLBACK').catch(() => {});
      }
    },
    async columns(schema, table) {
      const rows = await run<{
        name: string;
        type: string;
        nullable: boolean;
        pk: boolean;
        uq: boolean;
        comment: string | null;
      }>(
        `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
                exists(select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as pk,
                exists(select 1 from pg_index i where i.indrelid = a.attrelid and i.indisunique and i.indnatts = 1 and i.indkey[0] = a.attnum) as uq,
                col_description(a.attrelid, a.attnum) as comment
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [schema, table],
      );
      return rows.map((r) => ({
        name: r.name,
        type: r.type,
        nullable: r.nullable,
        key: r.pk ? 'PRI' : r.uq ? 'UNI' : '',
        comment: r.comment ?? '',
      }));
    },
    close: () => client.end().catch(() => {}),
  });
}

async function openMysql(target: ConnectTarget, timeoutMs: number): Promise<Connector> {
  const connecting = mysql.createConnection(mysqlLinkOptions(target, timeoutMs));
  const c = await withDeadline(connecting, timeoutMs + 500, () => {
    void connecting.then((late) => late.destroy()).catch(() => {});
  });
  c.on('error', () => {});
  const run = async <R>(sql: string, values: unknown[] = []): Promise<R[]> => {
    try {
      const [rows] = await c.query({ sql, values, timeout: STATEMENT_TIMEOUT_MS + 2_000 });
      return rows as R[];
    } catch (error) {
      throw classifyError(error, target);
    }
  };
  const [v] = await run<{ v: string }>('select version() as v');
  const raw = v?.v ?? '';
  const isMaria = /mariadb/i.test(raw);
  await (isMaria
    ? run(`SET SESSION max_statement_time = ${STATEMENT_TIMEOUT_MS / 1000}`)
    : run(`SET SESSION max_execution_time = ${STATEMENT_TIMEOUT_MS}`)
  ).catch(() => {});
  return connectorOn({
    name: 'mysql',
    serverVersion: `${isMaria ? 'MariaDB' : 'MySQL'} ${raw.split('-')[0]}`,
    quote: quoteMysql,
    async readOnly(sql, values, failure) {
      try {
        await c.query('START TRANSACTION READ ONLY');
        const [rows, fields] = await c.query({
          sql,
          values,
          rowsAsArray: true,
          timeout: STATEMENT_TIMEOUT_MS + 2_000,
        });
        return {
          columns: (fields ?? []).map((f) => f.name),
          rows: (rows as unknown[][]).map((row) => row.map(cellText)),
        };
      } catch (error) {
        throw failure(error, target);
      } finally {
        await c.query('ROLLBACK').catch(() => {});
      }
    },
    async tableExists(schema, table) {
      const found = await run(
        'select 1 from information_schema.tables where table_schema = ? and table_name = ?',
        [schema, table],
      );
      return found.length > 0;
    },
    async schemas() {
      const rows = await run<{ name: string }>(
        `select schema_name as name from information_schema.schemata
         where schema_name not in ('information_schema','mysql','performance_schema','sys') order by schema_name`,
      );
      return rows.map((r) => r.name);
    },
    async tables(schema, names) {
      // table_rows is null for views and a sampled guess for InnoDB (MySQL 8 even caches it for a day).
      const rows = await run<{ name: string; type: string; comment: string | null; rows: string | null }>(
        `select table_name as name, table_type as type, table_comment as comment, table_rows as \`rows\`
         from information_schema.tables where table_schema = ?${names ? ' and table_name in (?)' : ''}
         order by table_name`,
        names ? [schema, names] : [schema],
      );
      return rows.map((r) => ({
        name: r.name,
        kind: /view/i.test(r.type) ? 'view' : 'table',
        comment: r.comment ?? '',
        estimate: r.rows === null ? null : Number(r.rows),
      }));
    },
    async countRows(schema, table, limit) {
      const from = `${quoteMysql(schema)}.${quoteMysql(table)}`;
      const select = `count(*) as n from (select 1 from ${from} limit ${Math.trunc(limit)}) t`;
      try {
        await c.query('START TRANSACTION READ ONLY');
        const [result] = await c.query({
          sql: isMaria
            ? `SET STATEMENT max_statement_time = ${ROW_COUNT_TIMEOUT_MS / 1000} FOR select ${select}`
            : `select /*+ MAX_EXECUTION_TIME(${ROW_COUNT_TIMEOUT_MS}) */ ${select}`,
          timeout: ROW_COUNT_TIMEOUT_MS + 2_000,
        });
        return Number((result as { n: string | number }[])[0]?.n ?? 0);
      } catch {
        // No privilege on the table, a view that fails or runs too long: the statistics stand.
        return null;
      } finally {
        await c.query('ROLLBACK').catch(() => {});
      }
    },
    async columns(schema, table) {
      const rows = await run<{
        name: string;
        type: string;
        nullable: string;
        ckey: string;
        comment: string | null;
      }>(
        `select column_name as name, column_type as type, is_nullable as nullable, column_key as ckey,
                column_comment as comment
         from information_schema.columns where table_schema = ? and table_name = ? order by ordinal_position`,
        [schema, table],
      );
      return rows.map((r) => ({
        name: r.name,
        type: r.type,
        nullable: r.nullable === 'YES',
        key: r.ckey ?? '',
        comment: r.comment ?? '',
      }));
    },
    close: () => c.end().catch(() => c.destroy()),
  });
}
