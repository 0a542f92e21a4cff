import type { nodes } from '@datamall/contract';
import type { NodeRow } from './node.repository.js';
import { nodeStatus } from './node-status.js';

export interface NodeRelations {
  ownerName: string;
  primaryName: string;
  secondaryCount: number;
}

/** Row -> wire shape: status computed from the last heartbeat at `now`; the token hash is never part of it. */
export function toNodeInfo(row: NodeRow, now: Date, relations: NodeRelations): nodes.NodeInfo {
  return {
    id: String(row.id),
    ownerId: String(row.ownerId),
    ownerName: relations.ownerName,
    ownerRoleType: row.ownerRoleType,
    name: row.name,
    kind: row.kind as nodes.NodeKind,
    address: row.address,
    publicKey: row.publicKey,
    keyAlgorithm: row.keyAlgorithm,
    keyFingerprint: row.keyFingerprint,
    description: row.description,
    primaryId: row.primaryId === null ? null : String(row.primaryId),
    primaryName: relations.primaryName,
    secondaryCount: relations.secondaryCount,
    status: nodeStatus(row, now),
    lastHeartbeatAt: row.lastHeartbeatAt?.toISOString() ?? null,
    lastHeartbeatIp: row.lastHeartbeatIp,
    version: row.version,
    isPlatform: row.isPlatform,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
