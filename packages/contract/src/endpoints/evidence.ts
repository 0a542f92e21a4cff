import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';

/**
 * Evidence ledger (issue 7; paths designed here, the spec names none).
 *
 * Every submitted order, payment, delivery (with the file's SHA-256), confirmation and API credential issue is
 * appended to one hash-chained ledger. An entry is `{seq, entryType, orderId, payload, createdAt, prevHash,
 * hash}` where `payload` is canonical JSON (keys sorted, no spaces) and
 * `hash = SHA-256(seq "|" entryType "|" orderId "|" createdAt "|" payload "|" prevHash)` (hex, UTF-8). The first
 * entry's prevHash is 64 zeros. Entries are grouped into blocks of `EVIDENCE_BLOCK_SIZE`:
 * `blockHash = SHA-256(prevBlockHash "|" hash₁ "|" … "|" hashₙ)`.
 *
 * `verify` checks one order's entries (each hash recomputed, linked to its stored neighbours) and the whole
 * chain. `receipt` is the buyer's copy of their order's entries with everything needed to recompute them.
 * Buyer: own orders; seller: orders of own goods (verify only); operator: any (verify only). Others: 404.
 */

export const EVIDENCE_BLOCK_SIZE = 16;
export const GENESIS_HASH = '0'.repeat(64);

/** Kinds of ledger entries. */
export const EVIDENCE_TYPES = [
  'order.submitted',
  'order.paid',
  'delivery.file',
  'delivery.confirmed',
  'credential.issued',
  'credential.rotated',
  'access.granted',
  'run.result',
  'offline.exported',
  'offline.confirmed',
  'refund.approved',
  /** An export or sync run of granted data: table, rows, target and the SHA-256 of what was written. */
  'data.exported',
  /** A credential's gateway calls of one China day (again, with `previousCalls`, when a late batch changed it). */
  'usage.daily',
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const zEvidenceEntry = z.object({
  seq: z.string(),
  entryType: z.string(),
  orderId: z.string(),
  /** Canonical JSON text, exactly as hashed. */
  payload: z.string(),
  createdAt: z.string(),
  prevHash: z.string(),
  hash: z.string(),
  blockNo: z.string(),
});
export type EvidenceEntry = z.infer<typeof zEvidenceEntry>;

export const zEvidenceBlock = z.object({
  blockNo: z.string(),
  firstSeq: z.string(),
  lastSeq: z.string(),
  prevBlockHash: z.string(),
  /** null while the block is still open (fewer than EVIDENCE_BLOCK_SIZE entries). */
  blockHash: z.string().nullable(),
});

export const zVerifyResult = z.object({
  orderId: z.string(),
  /** Every entry of the order recomputes to its hash and links to its neighbours. */
  orderValid: z.boolean(),
  orderEntries: z.number().int(),
  /** The whole chain and every sealed block recompute. */
  chainValid: z.boolean(),
  chainEntries: z.number().int(),
  /** Sequence numbers of the entries that fail (empty when valid). */
  brokenSeqs: z.array(z.string()),
  /** Block numbers whose hash fails. */
  brokenBlocks: z.array(z.string()),
  headHash: z.string(),
  verifiedAt: z.string(),
});
export type VerifyResult = z.infer<typeof zVerifyResult>;

export const zReceipt = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  itemName: z.string(),
  skuName: z.string(),
  /** The order's amount in 1/10000 yuan, as the entries' payloads hold money. */
  amount: z.string(),
  /** The same amount in yuan with two decimals (e.g. `1,234.50`), for reading. */
  amountYuan: z.string(),
  consumerName: z.string(),
  hashAlgorithm: z.literal('SHA-256'),
  /** How `hash` and `blockHash` are computed. */
  hashFormula: z.string(),
  /** The entries exactly as hashed (payload: canonical JSON, money in 1/10000 yuan, times ISO 8601 UTC). */
  entries: z.array(zEvidenceEntry),
  /** The blocks holding the entries. */
  blocks: z.array(zEvidenceBlock),
  verification: zVerifyResult,
  issuedAt: z.string(),
});
export type Receipt = z.infer<typeof zReceipt>;

const zOrderQuery = z.object({ orderId: zId });

export const verify = defineEndpoint({
  id: 'evidence.verify',
  method: 'POST',
  path: '/server/evidence/verify',
  summary:
    "Verifies one order's ledger entries and the whole hash chain (buyer, seller of the good, or operator).",
  access: 'user',
  operationLog: false,
  body: zOrderQuery,
  response: zVerifyResult,
});

export const receipt = defineEndpoint({
  id: 'evidence.receipt',
  method: 'GET',
  path: '/server/evidence/receipt',
  summary: "The buyer's evidence receipt of an order: its ledger entries, hashes, blocks and a verification.",
  access: { roles: [1] },
  query: zOrderQuery,
  response: zReceipt,
});

/** Canonical JSON: object keys sorted by code point, no spaces, bigints as strings, undefined keys left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text whose SHA-256 is an entry's hash. */
export const entryHashInput = (e: {
  seq: string | number;
  entryType: string;
  orderId: string | number;
  createdAt: string;
  payload: string;
  prevHash: string;
}) => `${e.seq}|${e.entryType}|${e.orderId}|${e.createdAt}|${e.payload}|${e.prevHash}`;

/** The text whose SHA-256 is a block's hash. */
export const blockHashInput = (prevBlockHash: string, entryHashes: string[]) =>
  [prevBlockHash, ...entryHashes].join('|');

export const HASH_FORMULA =
  'hash = SHA-256(seq|entryType|orderId|createdAt|payload|prevHash); blockHash = SHA-256(prevBlockHash|hash1|…|hashN)';
