import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goodsItem, goodsSku } from '../goods/goods.table.js';

/** A request parameter of an interface (param_type, paramType body | query). */
export interface InterfaceParamRow {
  name: string;
  type: string;
  place: 'body' | 'query';
  required: boolean;
  description: string;
}

/**
 * An interface of a SKU of an API good: what buyers call (method, path, params, JSON Schema of the bodies) and
 * where the gateway forwards it (upstream URL, auth header and its encrypted secret).
 */
export const goodsItemInterface = pgTable(
  'goods_item_interface',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => goodsItem.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSku.id, { onDelete: 'cascade' }),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** post_type: POST | GET */
    method: varchar('method', { length: 6 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    upstreamUrl: varchar('upstream_url', { length: 500 }).notNull(),
    authHeader: varchar('auth_header', { length: 64 }).notNull().default(''),
    /** The upstream secret, encrypted with the connector key (credential-cipher); null without one. */
    secretCipher: text('secret_cipher'),
    params: jsonb('params').$type<InterfaceParamRow[]>().notNull().default([]),
    requestSchema: jsonb('request_schema').$type<Record<string, unknown>>(),
    responseSchema: jsonb('response_schema').$type<Record<string, unknown>>(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_item_interface_route_uq').on(t.skuId, t.method, t.path),
    index('goods_item_interface_item_idx').on(t.itemId),
  ],
);
