/** Every table of every module, for Drizzle's typed queries and drizzle-kit. */
export * from '../modules/access/access.table.js';
export * from '../modules/catalog/catalog.table.js';
export * from '../modules/credit/credit.table.js';
export * from '../modules/identity/identity.table.js';
export * from '../modules/ops/ops.table.js';
export * from '../modules/supply/connection.table.js';
export * from '../modules/workflow/workflow.table.js';
