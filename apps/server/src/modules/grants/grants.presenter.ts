import type { assets } from '@datamall/contract';
import type { GrantWithSource } from './grants.service.js';

export function toGrant(
  row: GrantWithSource,
  state: assets.GrantState,
  users: Map<number, { username: string; companyName: string }>,
): assets.AssetGrant {
  const { grant, source } = row;
  const grantee = grant.granteeId === null ? undefined : users.get(grant.granteeId);
  const owner = users.get(grant.ownerId);
  return {
    id: String(grant.id),
    sourceId: String(grant.sourceId),
    sourceName: source.name,
    sourceStatus: source.status,
    ownerId: String(grant.ownerId),
    ownerName: owner ? owner.companyName || owner.username : '',
    granteeId: grant.granteeId === null ? null : String(grant.granteeId),
    granteeName: grantee?.username ?? '',
    granteeCompany: grantee?.companyName ?? '',
    everyone: grant.granteeId === null,
    startDate: grant.startDate,
    endDate: grant.endDate,
    status: grant.status,
    state,
    remark: grant.remark,
    orderId: grant.orderId === null ? null : String(grant.orderId),
    createDate: grant.createdAt.toISOString(),
    updateDate: grant.updatedAt.toISOString(),
  };
}
