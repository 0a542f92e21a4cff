import { createHash } from 'node:crypto';
import { evidence, type KmsAlgorithm } from '@datamall/contract';
import { fingerprintOf, verifyWith } from '../kms/kms.crypto.js';

/**
 * Checking a receipt without the server (cli/verify-receipt.ts) and a block's signature (the console): pure
 * functions of the receipt, the published heads file and public keys, with the formulas of the contract.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Head = Parameters<typeof evidence.blockHeadSigningInput>[0];

/** SHA-256 of a public key as the KMS computes it (SPKI DER for RSA, the uncompressed point for SM2). */
export function publicKeyFingerprint(algorithm: KmsAlgorithm, publicKey: string): string {
  return fingerprintOf(algorithm, { secret: Buffer.alloc(0), publicKey });
}

/** Whether `signature` (base64) signs the block head with the key pair whose public key is given. */
export function verifyHeadSignature(
  head: Head,
  signature: { algorithm: KmsAlgorithm; signature: string },
  publicKey: string,
): boolean {
  try {
    const data = Buffer.from(evidence.blockHeadSigningInput(head), 'utf8');
    return verifyWith(signature.algorithm, publicKey, data, Buffer.from(signature.signature, 'base64'));
  } catch {
    return false;
  }
}

export interface ReceiptCheck {
  ok: boolean;
  /** What does not hold; any one makes the receipt fail. */
  failures: string[];
  /** What could not be checked (an open block, no heads file given). */
  warnings: string[];
  /** What was checked. */
  passed: string[];
}

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
    .join('; ');

/**
 * Checks a receipt (the answer of /server/evidence/receipt, or the file the web saves, which adds a readable part)
 * offline: every entry's hash recomputed from its fields, the links between its consecutive entries, each entry's
 * hash at its place in its block's entry hashes, each sealed block's hash recomputed from them, and each block
 * head's signature, checked with the published heads file and its public keys when given (else with the key the
 * receipt carries, whose fingerprint is then to be compared by hand).
 */
export function checkReceipt(receiptJson: unknown, headsJson: unknown | null): ReceiptCheck {
  const failures: string[] = [];
  const warnings: string[] = [];
  const passed: string[] = [];
  const done = () => ({ ok: failures.length === 0, failures, warnings, passed });
  const parsed = evidence.zReceipt.safeParse(receiptJson);
  if (!parsed.success) {
    failures.push(
      `not a receipt of this ledger (or one issued before blocks were signed): ${issues(parsed.error)}`,
    );
    return done();
  }
  let heads: evidence.HeadsFile | null = null;
  if (headsJson !== null) {
    const h = evidence.zHeadsFile.safeParse(headsJson);
    if (!h.success) {
      failures.push(`not a published heads file (${evidence.HEADS_FORMAT}): ${issues(h.error)}`);
      return done();
    }
    heads = h.data;
  }
  const receipt = parsed.data;
  const blocks = new Map(receipt.blocks.map((b) => [b.blockNo, b]));
  const entries = [...receipt.entries].sort((a, b) => Number(a.seq) - Number(b.seq));
  if (!entries.length) failures.push('the receipt holds no entries');

  for (const [i, e] of entries.entries()) {
    const recomputed = sha256(evidence.entryHashInput(e));
    if (recomputed !== e.hash) {
      failures.push(
        `entry ${e.seq} (${e.entryType}): its fields hash to ${recomputed}, the receipt says ${e.hash}`,
      );
    }
    const prev = entries[i - 1];
    if (prev && Number(prev.seq) + 1 === Number(e.seq) && e.prevHash !== prev.hash) {
      failures.push(
        `entry ${e.seq}: prevHash ${e.prevHash} is not the hash of entry ${prev.seq} (${prev.hash})`,
      );
    }
    if (e.seq === '1' && e.prevHash !== evidence.GENESIS_HASH) {
      failures.push('entry 1: prevHash is not the genesis hash');
    }
    const block = blocks.get(e.blockNo);
    if (!block) {
      failures.push(`entry ${e.seq}: its block ${e.blockNo} is not in the receipt`);
      continue;
    }
    const at = Number(e.seq) - Number(block.firstSeq);
    if (block.entryHashes[at] !== e.hash) {
      failures.push(`entry ${e.seq}: its hash is not at its place (#${at + 1}) in block ${block.blockNo}`);
    } else if (at > 0 && block.entryHashes[at - 1] !== e.prevHash) {
      failures.push(`entry ${e.seq}: prevHash is not the hash before it in block ${block.blockNo}`);
    }
  }
  if (failures.length === 0)
    passed.push(`${entries.length} entries: hashes recomputed, links and places checked`);

  const headsByNo = new Map(heads?.heads.map((h) => [h.blockNo, h]));
  if (heads) checkHeadsChain(heads, failures);
  for (const block of receipt.blocks) checkBlock(block, heads, headsByNo, { failures, warnings, passed });
  return done();
}

/** The heads file's own chain: each head's prevBlockHash is the hash of the head before it. */
function checkHeadsChain(heads: evidence.HeadsFile, failures: string[]) {
  const sorted = [...heads.heads].sort((a, b) => Number(a.blockNo) - Number(b.blockNo));
  for (const [i, h] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev && Number(prev.blockNo) + 1 === Number(h.blockNo) && h.prevBlockHash !== prev.blockHash) {
      failures.push(`heads file: block ${h.blockNo}'s prevBlockHash is not block ${prev.blockNo}'s hash`);
    }
  }
}

function checkBlock(
  block: evidence.ReceiptBlock,
  heads: evidence.HeadsFile | null,
  headsByNo: Map<string, evidence.SignedHead>,
  out: Omit<ReceiptCheck, 'ok'>,
) {
  const { failures, warnings, passed } = out;
  const name = `block ${block.blockNo}`;
  const count = Number(block.lastSeq) - Number(block.firstSeq) + 1;
  if (block.entryHashes.length !== count) {
    failures.push(
      `${name}: ${block.entryHashes.length} entry hashes for entries ${block.firstSeq}–${block.lastSeq}`,
    );
    return;
  }
  if (block.blockHash === null) {
    warnings.push(
      `${name} is not sealed yet: its entries are checked by their hashes only; ask for a new receipt once it is sealed and signed`,
    );
    return;
  }
  const recomputed = sha256(evidence.blockHashInput(block.prevBlockHash, block.entryHashes));
  if (recomputed !== block.blockHash) {
    failures.push(
      `${name}: its entry hashes give block hash ${recomputed}, the receipt says ${block.blockHash}`,
    );
    return;
  }
  if (heads) {
    const head = headsByNo.get(block.blockNo);
    if (!head) {
      failures.push(
        `${name} is not in the heads file (published ${heads.generatedAt}): download newer heads`,
      );
      return;
    }
    for (const field of ['firstSeq', 'lastSeq', 'prevBlockHash', 'blockHash'] as const) {
      if (head[field] !== block[field]) {
        failures.push(`${name}: ${field} ${block[field]} differs from the published head's ${head[field]}`);
        return;
      }
    }
    const key = heads.publicKeys.find((k) => k.keyId === head.keyId && k.keyVersion === head.keyVersion);
    if (!key) {
      failures.push(`${name}: the heads file lacks the public key ${head.keyId} v${head.keyVersion}`);
      return;
    }
    if (publicKeyFingerprint(key.algorithm, key.publicKey) !== key.fingerprint) {
      failures.push(`heads file: public key ${key.keyId} v${key.keyVersion} does not match its fingerprint`);
      return;
    }
    if (!verifyHeadSignature(head, head, key.publicKey)) {
      failures.push(
        `${name}: the published signature does not verify with key ${key.keyName} v${key.keyVersion}`,
      );
      return;
    }
    passed.push(
      `${name}: block hash recomputed; signed head verified with ${key.keyName} v${key.keyVersion}`,
    );
    return;
  }
  const signature = block.signature;
  if (!signature) {
    warnings.push(`${name} is not signed yet: its block hash is checked, not its signature`);
    return;
  }
  if (publicKeyFingerprint(signature.algorithm, signature.publicKey) !== signature.fingerprint) {
    failures.push(`${name}: the receipt's public key does not match its fingerprint`);
    return;
  }
  if (!verifyHeadSignature(block as Head & { blockHash: string }, signature, signature.publicKey)) {
    failures.push(`${name}: the signature does not verify`);
    return;
  }
  passed.push(`${name}: block hash recomputed; signature verified with the receipt's key`);
  warnings.push(
    `${name}: signed by the key of fingerprint ${signature.fingerprint}, as the receipt says; give --heads <published heads file> to check it is the platform's`,
  );
}
