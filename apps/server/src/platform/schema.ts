/** Every table of every module, for Drizzle's typed queries and drizzle-kit. */
export * from '../modules/access/access.table.js';
export * from '../modules/access-lists/access-lists.table.js';
export * from '../modules/assets/assets.table.js';
export * from '../modules/catalog/catalog.table.js';
export * from '../modules/content/content.table.js';
export * from '../modules/credit/credit.table.js';
export * from '../modules/database-tables/database-table.table.js';
export * from '../modules/goods/goods.table.js';
export * from '../modules/identity/identity.table.js';
export * from '../modules/identity/ukey.table.js';
export * from '../modules/interfaces/interface.table.js';
export * from '../modules/nodes/node.table.js';
export * from '../modules/ops/ops.table.js';
export * from '../modules/orders/orders.table.js';
export * from '../modules/supply/connection.table.js';
export * from '../modules/trusted-storage/trusted-storage.table.js';
export * from '../modules/workflow/workflow.table.js';
