import type { nodes } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { bindCandidates } from './bind-secondary';

const node = (id: string, kind: nodes.NodeKind, primaryId: string | null = null): nodes.NodeInfo => ({
  id,
  ownerId: '3',
  ownerName: 'supplier',
  ownerRoleType: 3,
  name: `N${id}`,
  kind,
  address: `n${id}.example.com:1`,
  publicKey: '',
  keyAlgorithm: 'RSA',
  keyFingerprint: '',
  description: '',
  primaryId,
  primaryName: primaryId ? `N${primaryId}` : '',
  secondaryCount: 0,
  status: 'offline',
  lastHeartbeatAt: null,
  lastHeartbeatIp: '',
  version: '',
  isPlatform: false,
  createDate: '2025-01-01T00:00:00.000Z',
  updateDate: '2025-01-01T00:00:00.000Z',
});

describe('bindCandidates', () => {
  // 1 <- 2 <- 3 (3 is a secondary of 2, which is a secondary of 1); 4 free; 5 bound to 1; 6 other kind.
  const all = [
    node('1', 'data'),
    node('2', 'data', '1'),
    node('3', 'data', '2'),
    node('4', 'data'),
    node('5', 'data', '1'),
    node('6', 'privacy'),
  ];
  const summary = (primaryId: string) =>
    bindCandidates(all.find((n) => n.id === primaryId)!, all).map((c) => [c.node.id, c.blocked ?? 'ok']);

  it('offers free nodes of the same kind and blocks ancestors and nodes bound elsewhere', () => {
    expect(summary('3')).toEqual([
      ['1', 'ancestor'],
      ['2', 'ancestor'],
      ['4', 'ok'],
      ['5', 'bound'],
    ]);
  });

  it('leaves out the primary itself, its own secondaries and other kinds', () => {
    expect(summary('1')).toEqual([
      ['3', 'bound'],
      ['4', 'ok'],
    ]);
    expect(bindCandidates(all[5]!, all)).toEqual([]);
  });
});
