import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { LISTED_TEXT } from './goods.mall-view.js';

/**
 * The goods as the operator's statistics count them: per kind and state, deleted goods left out. Goods owns the
 * states and the listed rule (the mall's); one statement on goods_item_kind_state_idx (an index-only scan).
 */

export interface GoodsStateCounts {
  itemType: number;
  total: number;
  listed: number;
  underReview: number;
  notEnabled: number;
  disabled: number;
  delisted: number;
}

/**
 * Goods per kind (only kinds that have goods) by state: every owner's, or one owner's only (read on its own rows,
 * goods_item_owner_idx).
 */
export async function goodsCountsByKind(db: DbOrTx, ownerId?: number): Promise<GoodsStateCounts[]> {
  const owner = ownerId === undefined ? sql`` : sql`and g.owner_id = ${ownerId}`;
  const rows = await rowsOf(
    db,
    sql`select g.item_type as item_type, count(*)::int as total,
        count(*) filter (where ${sql.raw(LISTED_TEXT)})::int as listed,
        count(*) filter (where g.open_review is not null or g.delete_status = 1)::int as under_review,
        count(*) filter (where g.product_status = 0)::int as not_enabled,
        count(*) filter (where g.product_status = 4)::int as disabled,
        count(*) filter (where g.product_status in (2, 3) and g.publish_type <> 1)::int as delisted
      from goods_item g where g.delete_status <> 2 ${owner} group by g.item_type order by g.item_type`,
  );
  return rows.map((r) => ({
    itemType: Number(r.item_type),
    total: Number(r.total),
    listed: Number(r.listed),
    underReview: Number(r.under_review),
    notEnabled: Number(r.not_enabled),
    disabled: Number(r.disabled),
    delisted: Number(r.delisted),
  }));
}

/** Goods (not deleted) created since the start of today and of this month (`today` is not before `month`). */
export async function goodsCreatedSince(db: DbOrTx, since: { today: Date; month: Date }) {
  const [row] = await rowsOf(
    db,
    sql`select count(*) filter (where created_at >= ${since.today})::int as today, count(*)::int as month
        from goods_item where created_at >= ${since.month} and delete_status <> 2`,
  );
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
