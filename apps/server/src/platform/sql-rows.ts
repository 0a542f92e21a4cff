import { type Column, getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from './db.js';

type Columns = Record<string, Column>;
type RowOf<C extends Columns> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * Reads rows of SQL text (`db.execute`) as the query builder would type them, for the hot statements written as
 * SQL text because building them with the query builder cost more than running them.
 *
 * `list` is the select list (`alias."column" as "prefix_column"`, …) to put in the text; `read` maps one raw row
 * back: each value through its column's own driver mapping (bigint text to number or BigInt, timestamp text to
 * Date, JSON text parsed), so the result equals what the query builder answers for the same columns.
 */
export class SqlRowReader<C extends Columns> {
  readonly list: SQL;
  private readonly fields: { key: string; as: string; column: Column }[];

  constructor(columns: C, options: { alias?: string; prefix?: string } = {}) {
    const table = options.alias ? `${options.alias}.` : '';
    const prefix = options.prefix ?? '';
    this.fields = Object.entries(columns).map(([key, column]) => ({
      key,
      as: `${prefix}${column.name}`,
      column,
    }));
    this.list = sql.raw(this.fields.map((f) => `${table}"${f.column.name}" as "${f.as}"`).join(', '));
  }

  /** The typed row of `raw`; null when `nullWhen` (a key of the row, e.g. the id of a left join) is null. */
  read(raw: Record<string, unknown>, nullWhen?: keyof C): RowOf<C> | null {
    const out: Record<string, unknown> = {};
    for (const { key, as, column } of this.fields) {
      const value = raw[as];
      if (value === null || value === undefined) {
        if (key === nullWhen) return null;
        out[key] = null;
      } else out[key] = column.mapFromDriverValue(value);
    }
    return out as RowOf<C>;
  }
}

/** A reader of whole rows of `table` (every column, in the order of its definition). */
export function tableRowReader<T extends Table>(table: T, options: { alias?: string; prefix?: string } = {}) {
  return new SqlRowReader(getTableColumns(table), options) as unknown as Omit<
    SqlRowReader<Columns>,
    'read'
  > & {
    read(raw: Record<string, unknown>, nullWhen?: keyof T['$inferSelect']): InferSelectModel<T> | null;
  };
}

/** The raw rows of SQL text (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
