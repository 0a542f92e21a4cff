import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';

/**
 * Records, inside the caller's transaction, that what the API gateways serve has changed (credentials,
 * interfaces, versions, plugins): gateways waiting for a new configuration get one once it commits.
 */
export async function markGatewayConfigChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`insert into gateway_config_change default values`);
}
