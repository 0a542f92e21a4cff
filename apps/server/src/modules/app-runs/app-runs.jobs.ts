import type { appRuns } from '@datamall/contract';
import type { Row } from '../supply/sql-session.js';

/**
 * Pure rules of data-application jobs: what a SQL job may be, how it is wrapped around the consumer's tables,
 * which live column types satisfy a declared column, and how values pass between tables and a job.
 */

const quotePg = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteMysql = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Words that write, lock or reach outside the query; the read-only transaction is the real guard. */
const FORBIDDEN =
  /\b(insert|update|delete|merge|upsert|replace|create|drop|alter|truncate|grant|revoke|copy|call|lock|into|outfile|dumpfile|load_file|handler|execute|prepare|vacuum|analyze|listen|notify)\b/i;

/** The code without comments and with string literals emptied (for the checks only). */
function skeleton(code: string): string {
  return code
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/** Null when the code is one SELECT (or WITH … SELECT); else what is wrong with it. */
export function checkSelect(code: string): string | null {
  const bare = skeleton(code).trim().replace(/;\s*$/, '');
  if (!/^(select|with)\b/i.test(bare)) return 'it must start with SELECT or WITH';
  if (bare.includes(';')) return 'only one statement is allowed';
  const word = FORBIDDEN.exec(bare);
  if (word) return `"${word[1]!.toUpperCase()}" is not allowed`;
  return null;
}

export interface InputRelation {
  name: string;
  schema: string;
  table: string;
  columns: string[];
}

/**
 * The job's SELECT with each declared input as a CTE over the consumer's table, exposing only the declared
 * columns: the job reads `orders`, the consumer's `crm.orders_2024` answers it.
 */
export function composeSql(code: string, inputs: InputRelation[], dbType: 'postgresql' | 'mysql'): string {
  const q = dbType === 'mysql' ? quoteMysql : quotePg;
  const body = code.trim().replace(/;\s*$/, '');
  const ctes = inputs.map(
    (i) => `${q(i.name)} AS (SELECT ${i.columns.map(q).join(', ')} FROM ${q(i.schema)}.${q(i.table)})`,
  );
  const withHead = /^with\s+(recursive\s+)?/i.exec(body);
  // A trailing line comment must not swallow what the session appends: end with a newline.
  if (withHead) {
    return `WITH ${withHead[1] ? 'RECURSIVE ' : ''}${ctes.join(', ')}, ${body.slice(withHead[0].length)}\n`;
  }
  return `WITH ${ctes.join(', ')}\n${body}\n`;
}

/** The family of a live column type as PostgreSQL or MySQL/MariaDB report it. */
export function columnFamily(dbType: string): appRuns.ColumnType | 'other' {
  const t = dbType.trim().toLowerCase();
  if (/^(bool|boolean|tinyint\(1\)|bit\(1\))/.test(t)) return 'boolean';
  if (
    /^(smallint|integer|bigint|int|tinyint|mediumint|serial|bigserial|smallserial|int2|int4|int8)\b/.test(t)
  )
    return 'integer';
  if (/^(numeric|decimal|real|double|float|money)\b/.test(t)) return 'number';
  if (/^(timestamp|datetime|date|time)\b/.test(t)) return 'timestamp';
  if (/(char|text|uuid|json|enum|set|citext|xml)/.test(t)) return 'text';
  return 'other';
}

/** May a column of live type `actual` feed a declared input column of type `declared`? */
export function canRead(declared: appRuns.ColumnType, actual: string): boolean {
  const f = columnFamily(actual);
  switch (declared) {
    case 'text':
      return true;
    case 'number':
      return f === 'number' || f === 'integer';
    default:
      return f === declared;
  }
}

/** May a declared output column be written into a live column of type `actual`? */
export function canWrite(declared: appRuns.ColumnType, actual: string): boolean {
  const f = columnFamily(actual);
  if (f === 'text') return true;
  switch (declared) {
    case 'integer':
      return f === 'integer' || f === 'number';
    case 'number':
      return f === 'number';
    case 'boolean':
      return f === 'boolean' || f === 'integer';
    default:
      return f === declared;
  }
}

/** A row as plain JSON values for a JavaScript job: dates ISO, binary hex, big numbers as text. */
export function plainRow(row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date) out[k] = v.toISOString();
    else if (Buffer.isBuffer(v)) out[k] = v.toString('hex');
    else if (typeof v === 'bigint') out[k] = v.toString();
    else out[k] = v;
  }
  return out;
}

/** A value converted to the declared output type; throws when it cannot be. */
export function coerce(value: unknown, type: appRuns.ColumnType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'text':
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'integer': {
      const text = String(value).trim();
      if (!/^-?\d+$/.test(text)) throw new Error('integer');
      return text;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n) || String(value).trim() === '') throw new Error('number');
      return typeof value === 'number' ? value : String(value).trim();
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 't' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'f' || value === 'false') return false;
      throw new Error('boolean');
    case 'timestamp': {
      const d = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(d.getTime())) throw new Error('timestamp');
      return d;
    }
  }
}

/** A value as the text of a preview cell or a CSV field (null stays null). */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
