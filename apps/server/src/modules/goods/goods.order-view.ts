import { sql } from 'drizzle-orm';
import { SqlRowReader, tableRowReader } from '../../platform/sql-rows.js';
import { goodsItem, goodsSku } from './goods.table.js';

/**
 * The good and SKU an order is priced and placed from, as one SQL statement that the orders module composes
 * into its own (a submit claims its idempotency key and reads the good in one round trip: bench/order-pay.ts).
 * Goods owns these columns and this query; orders never names a goods column itself.
 */

/** The good's columns an order reads (not its description and gallery, which can be large). */
const orderedItem = new SqlRowReader(
  {
    id: goodsItem.id,
    ownerId: goodsItem.ownerId,
    itemType: goodsItem.itemType,
    name: goodsItem.name,
    summary: goodsItem.summary,
    coverImage: goodsItem.coverImage,
    agreement: goodsItem.agreement,
    publishType: goodsItem.publishType,
    deleteStatus: goodsItem.deleteStatus,
    productStatus: goodsItem.productStatus,
    updatedAt: goodsItem.updatedAt,
  },
  { alias: 'g', prefix: 'g_' },
);
const orderedSku = tableRowReader(goodsSku, { alias: 's', prefix: 's_' });

/** The good and its SKU (left joined), the good share-locked when `lock` (a concurrent take-off waits). */
export function goodForOrderQuery(itemId: number, skuId: number, lock: boolean) {
  return sql`select ${orderedItem.list}, ${orderedSku.list} from goods_item g
      left join goods_sku s on s.id = ${skuId} and s.item_id = g.id
      where g.id = ${itemId} ${lock ? sql`for share of g` : sql``}`;
}

export function readGoodForOrder(raw: Record<string, unknown> | undefined) {
  const item = raw ? orderedItem.read(raw, 'id') : null;
  return item ? { item, sku: orderedSku.read(raw!, 'id') } : { item: null, sku: null };
}
