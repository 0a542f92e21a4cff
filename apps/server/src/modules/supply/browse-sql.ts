import { escapeLike } from '../../platform/paging.js';

/** A filter of a browse query: the column is one the caller may filter on (checked before). */
export interface BrowseCondition {
  column: string;
  op: 'eq' | 'ne' | 'contains' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'notNull';
  value?: string | null;
}

/** A page of a table: chosen columns, AND-ed filters, one sort column; `limit` rows from `offset`. */
export interface BrowseQuery {
  columns: string[];
  filters: BrowseCondition[];
  sort: { column: string; order: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

interface Dialect {
  quote: (name: string) => string;
  /** The n-th (1-based) value's placeholder. */
  param: (n: number) => string;
  /** A column's value as text, for `contains`. */
  asText: (column: string) => string;
  /** Case-insensitive LIKE with `\` as the escape character. */
  like: string;
  /** ORDER BY of one column with NULLs last. */
  orderBy: (column: string, order: 'asc' | 'desc') => string;
}

export const quotePg = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteMysql = (name: string) => `\`${name.replace(/`/g, '``')}\``;

const POSTGRES: Dialect = {
  quote: quotePg,
  param: (n) => `$${n}`,
  asText: (column) => `${column}::text`,
  like: "ILIKE $ ESCAPE '\\'",
  orderBy: (column, order) => `${column} ${order.toUpperCase()} NULLS LAST`,
};

const MYSQL: Dialect = {
  quote: quoteMysql,
  param: () => '?',
  asText: (column) => `CAST(${column} AS CHAR)`,
  like: "LIKE $ ESCAPE '\\\\'",
  orderBy: (column, order) => `${column} IS NULL, ${column} ${order.toUpperCase()}`,
};

const COMPARE = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/**
 * The SELECT of a browse query with its values: every name quoted, every value a parameter (compared by the
 * database in the column's own type, so `amount > '12.5'` compares numbers), `limit + 1` rows fetched so the
 * caller knows whether a next page exists.
 */
export function browseSql(
  dialect: 'postgresql' | 'mysql',
  schema: string,
  table: string,
  q: BrowseQuery,
): { text: string; values: string[] } {
  const d = dialect === 'postgresql' ? POSTGRES : MYSQL;
  const values: string[] = [];
  const where = q.filters.map((f) => {
    const column = d.quote(f.column);
    if (f.op === 'isNull') return `${column} IS NULL`;
    if (f.op === 'notNull') return `${column} IS NOT NULL`;
    if (f.op === 'contains') {
      values.push(`%${escapeLike(f.value ?? '')}%`);
      return `${d.asText(column)} ${d.like.replace('$', d.param(values.length))}`;
    }
    values.push(f.value ?? '');
    return `${column} ${COMPARE[f.op]} ${d.param(values.length)}`;
  });
  const text = [
    `SELECT ${q.columns.map(d.quote).join(', ')} FROM ${d.quote(schema)}.${d.quote(table)}`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    q.sort ? `ORDER BY ${d.orderBy(d.quote(q.sort.column), q.sort.order)}` : '',
    `LIMIT ${Math.trunc(q.limit) + 1} OFFSET ${Math.trunc(q.offset)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return { text, values };
}
