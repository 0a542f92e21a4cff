import type { evidence } from '@datamall/contract';
import type { BlockRow, EntryRow, SignatureRow } from './evidence.repository.js';

/** Rows of the ledger as answers show them: ids and numbers as text, times ISO 8601. */

export const toEntry = (e: EntryRow): evidence.EvidenceEntry => ({
  seq: String(e.seq),
  entryType: e.entryType,
  orderId: String(e.orderId),
  payload: e.payload,
  createdAt: e.createdAt,
  prevHash: e.prevHash,
  hash: e.hash,
  blockNo: String(e.blockNo),
});

export const toBlock = (b: BlockRow) => ({
  blockNo: String(b.blockNo),
  firstSeq: String(b.firstSeq),
  lastSeq: String(b.lastSeq),
  prevBlockHash: b.prevBlockHash,
  blockHash: b.blockHash,
});

export const toSignature = (s: SignatureRow): evidence.BlockSignature => ({
  keyId: String(s.keyId),
  keyVersion: s.keyVersion,
  algorithm: s.algorithm as evidence.BlockSignature['algorithm'],
  fingerprint: s.fingerprint,
  signature: s.signature,
  signedAt: s.signedAt.toISOString(),
});

export const toLedgerBlock = (b: BlockRow, s: SignatureRow | null): evidence.LedgerBlock => ({
  ...toBlock(b),
  entries: b.lastSeq - b.firstSeq + 1,
  sealedAt: b.sealedAt?.toISOString() ?? null,
  signature: s ? toSignature(s) : null,
});

/** A published head: the block as stored, signed by `s`. */
export const toSignedHead = (b: BlockRow, s: SignatureRow): evidence.SignedHead => ({
  blockNo: String(b.blockNo),
  firstSeq: String(b.firstSeq),
  lastSeq: String(b.lastSeq),
  prevBlockHash: b.prevBlockHash,
  blockHash: b.blockHash ?? '',
  ...toSignature(s),
});

export interface PublicKeyRow {
  keyId: number;
  version: number;
  name: string;
  algorithm: string;
  fingerprint: string;
  publicKey: string | null;
}

export const toHeadsPublicKey = (k: PublicKeyRow): evidence.HeadsPublicKey => ({
  keyId: String(k.keyId),
  keyName: k.name,
  keyVersion: k.version,
  algorithm: k.algorithm as evidence.HeadsPublicKey['algorithm'],
  fingerprint: k.fingerprint,
  publicKey: k.publicKey ?? '',
});
