import type { interfaces } from '@datamall/contract';
import type { InterfaceRow } from './interface.repository.js';

/** The answer of an interface: the secret is never sent, only whether one is saved. */
export function toInterface(row: InterfaceRow): interfaces.ItemInterface {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    skuId: String(row.skuId),
    name: row.name,
    method: row.method as interfaces.ItemInterface['method'],
    path: row.path,
    upstreamUrl: row.upstreamUrl,
    authHeader: row.authHeader,
    hasSecret: row.secretCipher !== null,
    params: row.params as interfaces.InterfaceParam[],
    requestSchema: row.requestSchema ?? null,
    responseSchema: row.responseSchema ?? null,
    description: row.description,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
