import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';
import { KMS_ALGORITHMS, KMS_KEY_STATES } from './kms.js';

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
 *
 * The console (`operate/zqWeBase`, operator only): blocks and entries page by page, verification of a block range
 * (the whole chain in parts of at most EVIDENCE_VERIFY_MAX_BLOCKS blocks, naming every entry or block that fails
 * and why). Every sealed block's head is signed with a platform key pair of the KMS (purpose `evidenceSigning`)
 * after it is sealed, never on the payment path; the signed heads and their public keys are published (a page and
 * a JSON file, `heads`) so that a receipt can be checked offline (`npm run verify-receipt -- receipt.json`).
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
  /** A vehicle-archive query's stored report: query, VIN and the SHA-256 of the answer. */
  'archive.report',
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

/** A block head's signature by a KMS key pair. */
export const zBlockSignature = z.object({
  keyId: z.string(),
  keyVersion: z.number().int(),
  algorithm: z.enum(KMS_ALGORITHMS),
  /** SHA-256 (hex) of the public key, as the KMS shows it (SPKI DER for RSA, the uncompressed point for SM2). */
  fingerprint: z.string(),
  /** Base64 of the signature of `blockHeadSigningInput` (see SIGNING_FORMULA). */
  signature: z.string(),
  signedAt: z.string(),
});
export type BlockSignature = z.infer<typeof zBlockSignature>;

/** A block as a receipt holds it: every entry hash of the block (to recompute blockHash) and its signature. */
export const zReceiptBlock = zEvidenceBlock.extend({
  /** The hashes of all the block's entries in order (of the open block: so far). */
  entryHashes: z.array(z.string()),
  /** null while the block is open or not signed yet. `publicKey` is the signer's (check it against the heads). */
  signature: zBlockSignature.extend({ publicKey: z.string() }).nullable(),
});
export type ReceiptBlock = z.infer<typeof zReceiptBlock>;

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
  /** The blocks holding the entries, with all their entry hashes and signatures. */
  blocks: z.array(zReceiptBlock),
  /** What a block's signature signs, and with which scheme. */
  signingFormula: z.string(),
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

// --- the console: blocks, entries, range verification, signed heads ------------------------------------------

/** At most this many blocks are verified per call; the console verifies the whole chain in such parts. */
export const EVIDENCE_VERIFY_MAX_BLOCKS = 64;
/** The `format` of the published heads file. */
export const HEADS_FORMAT = 'datamall-evidence-heads/1';

/** The text (UTF-8) a block's signature signs: its head. */
export const blockHeadSigningInput = (h: {
  blockNo: string | number;
  firstSeq: string | number;
  lastSeq: string | number;
  prevBlockHash: string;
  blockHash: string;
}) => `datamall-evidence-block|${h.blockNo}|${h.firstSeq}|${h.lastSeq}|${h.prevBlockHash}|${h.blockHash}`;

export const SIGNING_FORMULA =
  'signature = base64(sign("datamall-evidence-block|blockNo|firstSeq|lastSeq|prevBlockHash|blockHash")); RSA_2048: RSASSA-PSS, SHA-256, MGF1-SHA-256, salt length auto-detected on verify; SM2: SM2 with SM3 (user id 1234567812345678), DER';

export const zLedgerStatus = z.object({
  entries: z.number().int(),
  blocks: z.number().int(),
  sealedBlocks: z.number().int(),
  signedBlocks: z.number().int(),
  /** The number of the newest block ("0" when the ledger is empty): the end of a whole-chain verification. */
  lastBlock: z.string(),
  headSeq: z.string(),
  headHash: z.string(),
  blockSize: z.number().int(),
  maxVerifyBlocks: z.number().int(),
  /** The key that signs new blocks; null until the first block is signed, or when none is enabled (paused). */
  signingKey: z
    .object({
      id: z.string(),
      name: z.string(),
      algorithm: z.enum(KMS_ALGORITHMS),
      state: z.enum(KMS_KEY_STATES),
      version: z.number().int(),
    })
    .nullable(),
});
export type LedgerStatus = z.infer<typeof zLedgerStatus>;

/** A block as the console lists it. */
export const zLedgerBlock = zEvidenceBlock.extend({
  entries: z.number().int(),
  /** When the block's last entry was written; null while open. */
  sealedAt: z.string().nullable(),
  /** null while open, or sealed and not signed yet (the signing job runs after the seal). */
  signature: zBlockSignature.nullable(),
});
export type LedgerBlock = z.infer<typeof zLedgerBlock>;

/** Filter of the console's block list. */
export const BLOCK_STATES = ['open', 'unsigned', 'signed'] as const;

export const queryBlocks = defineEndpoint({
  id: 'evidence.queryBlocks',
  method: 'POST',
  path: '/server/evidence/queryBlocks',
  summary:
    "The ledger's blocks, newest first, by number or state (open, sealed unsigned, signed) (operator).",
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zPageParams.extend({
    blockNo: zId.optional(),
    state: z.enum(BLOCK_STATES).optional(),
  }),
  response: zPage(zLedgerBlock),
});

export const queryEntries = defineEndpoint({
  id: 'evidence.queryEntries',
  method: 'POST',
  path: '/server/evidence/queryEntries',
  summary:
    "The ledger's entries, newest first, by order, user (buyer or seller of the order), type, block or sequence (operator).",
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zPageParams.extend({
    orderId: zId.optional(),
    /** The buyer or the seller of the entries' order (as the order's submission entry records them). */
    userId: zId.optional(),
    entryType: z.enum(EVIDENCE_TYPES).optional(),
    blockNo: zId.optional(),
    seq: zId.optional(),
  }),
  response: zPage(zEvidenceEntry),
});

export const status = defineEndpoint({
  id: 'evidence.status',
  method: 'GET',
  path: '/server/evidence/status',
  summary:
    "The ledger's size, head, signing key and the numbers a whole-chain verification needs (operator).",
  access: OPERATOR_ONLY,
  response: zLedgerStatus,
});

/** Why an entry, a block or the head fails. */
export const PROBLEM_KINDS = [
  /** The entry's fields recompute to another hash: `expected` recomputed, `stored` the stored hash. */
  'entryHash',
  /** The entry's prevHash is not the previous entry's hash: `expected` that hash, `stored` its prevHash. */
  'entryLink',
  /** No entry has this sequence number (deleted): `expected` the sequence, `stored` null. */
  'entryMissing',
  /** The entry is recorded in another block than its sequence puts it in. */
  'entryBlock',
  /** The block's entries recompute to another block hash. */
  'blockHash',
  /** The block's prevBlockHash is not the previous block's hash. */
  'blockLink',
  /** The block's first or last sequence is not the one its number gives. */
  'blockRange',
  /** The signature's signed block hash differs from the block's stored hash. */
  'signedHash',
  /** The signature does not verify with the published public key. */
  'signature',
  /** The head (last sequence and hash) does not match the last entry. */
  'head',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const zChainProblem = z.object({
  kind: z.enum(PROBLEM_KINDS),
  blockNo: z.string(),
  /** The entry concerned; null for a block's or the head's problem. */
  seq: z.string().nullable(),
  expected: z.string().nullable(),
  stored: z.string().nullable(),
});
export type ChainProblem = z.infer<typeof zChainProblem>;

export const zRangeVerification = z.object({
  fromBlock: z.string(),
  /** The last block checked (the request's, or the ledger's last block when it asked for more). */
  toBlock: z.string(),
  lastBlock: z.string(),
  entries: z.number().int(),
  blocks: z.number().int(),
  /** Sealed blocks of the range whose signature is still to come. */
  unsignedBlocks: z.number().int(),
  valid: z.boolean(),
  /** Every problem found, in sequence order (empty when valid), at most 200. */
  problems: z.array(zChainProblem),
  verifiedAt: z.string(),
});
export type RangeVerification = z.infer<typeof zRangeVerification>;

export const verifyBlocks = defineEndpoint({
  id: 'evidence.verifyBlocks',
  method: 'POST',
  path: '/server/evidence/verifyBlocks',
  summary:
    'Verifies blocks fromBlock..toBlock (at most EVIDENCE_VERIFY_MAX_BLOCKS): every entry hash and link, the links to the block before, block hashes, signatures, and the head when the range ends the chain (operator).',
  access: OPERATOR_ONLY,
  operationLog: false,
  /** toBlock before fromBlock: 400; more than EVIDENCE_VERIFY_MAX_BLOCKS blocks: EVIDENCE_RANGE_TOO_LONG. */
  body: z.object({ fromBlock: zId, toBlock: zId }),
  response: zRangeVerification,
});

/** A signed block head as published. */
export const zSignedHead = z.object({
  blockNo: z.string(),
  firstSeq: z.string(),
  lastSeq: z.string(),
  prevBlockHash: z.string(),
  blockHash: z.string(),
  ...zBlockSignature.shape,
});
export type SignedHead = z.infer<typeof zSignedHead>;

/** A public key that signed published heads. */
export const zHeadsPublicKey = z.object({
  keyId: z.string(),
  keyName: z.string(),
  keyVersion: z.number().int(),
  algorithm: z.enum(KMS_ALGORITHMS),
  fingerprint: z.string(),
  /** PEM (RSA) or uncompressed hex point (SM2). */
  publicKey: z.string(),
});
export type HeadsPublicKey = z.infer<typeof zHeadsPublicKey>;

/** The published heads file. */
export const zHeadsFile = z.object({
  format: z.literal(HEADS_FORMAT),
  hashAlgorithm: z.literal('SHA-256'),
  hashFormula: z.string(),
  signingFormula: z.string(),
  blockSize: z.number().int(),
  generatedAt: z.string(),
  publicKeys: z.array(zHeadsPublicKey),
  /** Every signed block, oldest first. */
  heads: z.array(zSignedHead),
});
export type HeadsFile = z.infer<typeof zHeadsFile>;

export const queryHeads = defineEndpoint({
  id: 'evidence.queryHeads',
  method: 'POST',
  path: '/server/evidence/queryHeads',
  summary:
    'The published (signed) block heads, newest first, with the public keys that signed them (any user).',
  access: 'user',
  operationLog: false,
  body: zPageParams,
  response: zPage(zSignedHead).extend({ publicKeys: z.array(zHeadsPublicKey) }),
});

export const downloadHeads = defineEndpoint({
  id: 'evidence.downloadHeads',
  method: 'GET',
  path: '/server/evidence/heads',
  summary:
    'The published heads file (JSON attachment, zHeadsFile): every signed block head and the public keys, to check receipts offline (any user).',
  access: 'user',
  response: z.null(),
  raw: true,
});
