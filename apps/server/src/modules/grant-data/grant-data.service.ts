import { ErrorCode, grantData, RoleType } from '@datamall/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { maskCell } from '../catalog/masking.js';
import type { GrantedAsset } from '../grants/grants.service.js';
import type { BrowseQuery } from '../supply/browse-sql.js';
import type { Connector } from '../supply/connectors.js';
import { grantDataUse } from './grant-data.table.js';

export interface GrantDataDeps {
  db: Db;
  clock: Clock;
  /** The caller's grant with the asset version it sees (GrantService.grantedAsset), or null: not the caller's. */
  grantedAsset: (actor: Actor, grantId: number) => Promise<GrantedAsset | null>;
  /** Tables of an asset a good sells (empty: every table), for grants issued by a table good's order. */
  tablesOfGood: (itemId: number, sourceId: number) => Promise<number[]>;
  /** Opens the owner's connection (read-only work only). */
  withConnector: <T>(ownerId: number, connectionId: number, work: (c: Connector) => Promise<T>) => Promise<T>;
}

export type GrantedTableView = GrantedAsset['snapshot']['tables'][number];

/** A granted table as its grantee reads it: the grant, the table, its columns (masked or not). */
export interface GrantedTableRead {
  asset: GrantedAsset;
  table: GrantedTableView;
  columns: grantData.GrantedColumn[];
}

/**
 * What a grantee does with a grant: the granted tables with their dictionary, and pages of their rows read live
 * from the supplier's database, masked by grade, each query recorded for the supplier.
 */
export class GrantDataService {
  constructor(private readonly deps: GrantDataDeps) {}

  /** The grant of the caller and the tables it gives (404 for anyone else's). */
  async granted(actor: Actor, grantId: number) {
    const asset = await this.deps.grantedAsset(actor, grantId);
    if (!asset) throw notFound();
    const only =
      asset.grant.itemId === null ? [] : await this.deps.tablesOfGood(asset.grant.itemId, asset.source.id);
    const tables = asset.snapshot.tables.filter((t) => only.length === 0 || only.includes(t.id));
    return { asset, tables };
  }

  /** The columns of a granted table as its grantee sees them. */
  private columnsOf(asset: GrantedAsset, table: GrantedTableView): grantData.GrantedColumn[] {
    return [...table.fields]
      .sort((a, b) => a.sort - b.sort)
      .map((field) => {
        const grade = asset.gradeOf(field.securityLevelId);
        const rule = grade?.maskingRule ?? 'full';
        return {
          name: field.name,
          type: field.type,
          description: field.description,
          securityLevelName: grade?.name ?? '',
          maskingRule: rule,
          masked: rule !== 'none',
        };
      });
  }

  async tables(actor: Actor, grantId: number): Promise<grantData.GrantedData> {
    const { asset, tables } = await this.granted(actor, grantId);
    return {
      grantId: String(asset.grant.id),
      sourceId: String(asset.source.id),
      sourceName: asset.source.name,
      version: asset.version,
      startDate: asset.grant.startDate,
      endDate: asset.grant.endDate,
      state: asset.state,
      orderId: asset.grant.orderId === null ? null : String(asset.grant.orderId),
      tables: tables.map((t) => ({
        id: String(t.id),
        schema: t.schema,
        table: t.table,
        comment: t.comment,
        rowEstimate: t.rowEstimate,
        columns: this.columnsOf(asset, t),
      })),
    };
  }

  /** A page of a granted table's rows; refused unless the grant is in force today. */
  async browse(actor: Actor, body: grantData.BrowseBody & { page: number; limit: number }) {
    const { asset, table, columns } = await this.inForce(actor, Number(body.grantId), Number(body.tableId));
    const offset = (body.page - 1) * body.limit;
    if (offset + body.limit > grantData.MAX_BROWSE_ROWS) {
      throw badParam('page', 'browseTooDeep', { n: grantData.MAX_BROWSE_ROWS });
    }
    const query = this.queryOf(columns, body, { limit: body.limit, offset });
    const { rows, hasMore } = await this.readMasked(asset, table, columns, query);
    await this.recordUse(this.deps.db, asset, actor.userId, table.id, 'query', rows.length);
    return { columns, rows, page: body.page, limit: body.limit, hasMore };
  }

  /** A granted table of the caller's grant in force today, with its columns as the caller sees them. */
  async inForce(actor: Actor, grantId: number, tableId: number): Promise<GrantedTableRead> {
    const { asset, tables } = await this.granted(actor, grantId);
    if (asset.state !== 'active') throw notInForce(asset.state);
    const table = tables.find((t) => t.id === tableId);
    if (!table) throw notFound();
    return { asset, table, columns: this.columnsOf(asset, table) };
  }

  /** Rows of a granted table read live, masked as the grantee sees them; `hasMore`: a row beyond the limit. */
  async readMasked(
    asset: GrantedAsset,
    table: GrantedTableView,
    columns: grantData.GrantedColumn[],
    query: BrowseQuery,
  ) {
    const live = await this.read(asset, table, query);
    const rows = live.rows.slice(0, query.limit).map((row) =>
      columns.map((c) => {
        const value = row[live.columns.indexOf(c.name)] ?? null;
        return c.masked ? maskCell(value, c.maskingRule, c.type) : value;
      }),
    );
    return { rows, hasMore: live.rows.length > query.limit };
  }

  /** Records a use of a grant's data for its supplier and the operator (in `tx` when it is part of a change). */
  async recordUse(
    tx: DbOrTx,
    asset: GrantedAsset,
    userId: number,
    tableId: number,
    kind: 'query' | 'export',
    rows: number,
  ) {
    await tx.insert(grantDataUse).values({
      grantId: asset.grant.id,
      sourceId: asset.source.id,
      ownerId: asset.source.ownerId,
      userId,
      tableId,
      kind,
      rows,
      createdAt: this.deps.clock.now(),
    });
  }

  /** Queries and rows of grants' data, per grant: of the supplier's own assets, or any for the operator. */
  async usage(actor: Actor, grantIds: number[]): Promise<grantData.GrantUse[]> {
    const mine = actor.roleType === RoleType.OPERATOR ? undefined : eq(grantDataUse.ownerId, actor.userId);
    const isQuery = sql`${grantDataUse.kind} = 'query'`;
    const rows = await this.deps.db
      .select({
        grantId: grantDataUse.grantId,
        queries: sql<number>`count(*) filter (where ${isQuery})::int`,
        rows: sql<number>`coalesce(sum(${grantDataUse.rows}) filter (where ${isQuery}), 0)::int`,
        exports: sql<number>`count(*) filter (where not ${isQuery})::int`,
        exportedRows: sql<number>`coalesce(sum(${grantDataUse.rows}) filter (where not ${isQuery}), 0)::int`,
        lastUsedAt: sql<Date | string | null>`max(${grantDataUse.createdAt})`,
      })
      .from(grantDataUse)
      .where(and(inArray(grantDataUse.grantId, grantIds), mine))
      .groupBy(grantDataUse.grantId);
    return rows.map((r) => ({
      grantId: String(r.grantId),
      queries: Number(r.queries),
      rows: Number(r.rows),
      exports: Number(r.exports),
      exportedRows: Number(r.exportedRows),
      lastUsedAt: r.lastUsedAt === null ? null : new Date(r.lastUsedAt).toISOString(),
    }));
  }

  /** The connector query of a request: only dictionary columns, filters and sort on unmasked ones. */
  queryOf(
    columns: grantData.GrantedColumn[],
    request: Pick<grantData.BrowseBody, 'filters' | 'sort'>,
    window: { limit: number; offset: number },
  ): BrowseQuery {
    const usable = (name: string, field: string) => {
      const column = columns.find((c) => c.name === name);
      if (!column) throw badParam(field, 'unknownColumn', { name });
      if (column.masked) throw badParam(field, 'maskedColumn', { name });
      return name;
    };
    return {
      columns: columns.map((c) => c.name),
      filters: (request.filters ?? []).map((f) => ({ ...f, column: usable(f.column, 'filters') })),
      sort: request.sort ? { column: usable(request.sort.column, 'sort'), order: request.sort.order } : null,
      ...window,
    };
  }

  /** Reads through the owner's connection; the grantee never learns the supplier's host or database. */
  private async read(asset: GrantedAsset, table: GrantedTableView, query: BrowseQuery) {
    try {
      return await this.deps.withConnector(asset.source.ownerId, asset.source.connectionId, (c) =>
        c.browse(table.schema, table.table, query),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.BAD_PARAMS) throw error;
      throw new AppError(ErrorCode.SOURCE_DATA_UNAVAILABLE);
    }
  }
}

const NOT_IN_FORCE_REASON = {
  pending: 'grantPending',
  expired: 'grantExpired',
  revoked: 'grantRevoked',
} as const;

/** GRANT_NOT_IN_FORCE, the grant's state named in the caller's language. */
function notInForce(state: Exclude<GrantedAsset['state'], 'active'>) {
  return new AppError(ErrorCode.GRANT_NOT_IN_FORCE, { state, detailReason: NOT_IN_FORCE_REASON[state] });
}
