import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';

/**
 * Offline transmission of paid data packages (spec calls §7.6: `/server/offlineTransmission/getOne`,
 * `offlineTransmissionEncrypt`, `offlineTransmissionDecrypt`, `testEncryption`, `confirm?orderId`,
 * `exportDirectory?orderId`).
 *
 * The seller (or the operator) exports the package of a paid data-package order encrypted for the public key
 * of one of the buyer's nodes: each file gets a fresh data key, wrapped with RSA-OAEP (SHA-256) around
 * AES-256-GCM for RSA keys, or with SM2 around SM4-CTR + HMAC-SM3 for SM2 keys. The encrypted files are
 * carried offline; the buyer checks them with `offlineTransmissionDecrypt` (their private key is used in
 * memory only, never stored or logged) and records receipt with `confirm`. `testEncryption` checks that a
 * private key belongs to a node's registered public key before anything is exported.
 *
 * Designed here (the spec names the calls only): the shapes, `buyerNodes` (the nodes an export can be made
 * for) and `file` to download one encrypted file.
 */

/** exported 1 (files ready, not confirmed), confirmed 2 (the buyer recorded receipt). */
export const TransmissionStatus = { EXPORTED: 1, CONFIRMED: 2 } as const;
export type TransmissionStatus = (typeof TransmissionStatus)[keyof typeof TransmissionStatus];

export const OFFLINE_ALGORITHMS = ['RSA-OAEP-256+AES-256-GCM', 'SM2+SM4-CTR+HMAC-SM3'] as const;

/** A PEM private key: only ever sent to be used in memory. */
const zPrivateKey = z.string().trim().min(1).max(20_000).includes('PRIVATE KEY', { message: 'PEM' });

export const zExportedFile = z.object({
  /** Index in the package, from 1. */
  index: z.number().int(),
  /** File name in the package. */
  name: z.string(),
  /** Name of the encrypted file (`<index>-<name>.enc`). */
  encryptedName: z.string(),
  size: z.number().int(),
  /** SHA-256 (hex) of the plaintext file: what a decryption must give back. */
  sha256: z.string(),
  algorithm: z.enum(OFFLINE_ALGORITHMS),
  /** The data key wrapped for the node's public key (base64). */
  wrappedKey: z.string(),
  /** base64 */
  iv: z.string(),
  /** GCM tag or HMAC-SM3 (base64). */
  tag: z.string(),
});
export type ExportedFile = z.infer<typeof zExportedFile>;

export const zTransmission = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  status: z.number().int(),
  algorithm: z.enum(OFFLINE_ALGORITHMS),
  files: z.array(zExportedFile),
  exportedBy: z.string(),
  exportedAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Transmission = z.infer<typeof zTransmission>;

const PARTIES = 'user' as const;

export const getOne = defineEndpoint({
  id: 'offlineTransmission.getOne',
  method: 'POST',
  path: '/server/offlineTransmission/getOne',
  summary:
    'The offline transmission of an order (null when nothing was exported yet); buyer, seller or operator.',
  access: PARTIES,
  operationLog: false,
  body: z.object({ orderId: zId }),
  response: zTransmission.nullable(),
});

export const encrypt = defineEndpoint({
  id: 'offlineTransmission.encrypt',
  method: 'POST',
  path: '/server/offlineTransmission/offlineTransmissionEncrypt',
  summary:
    "Seller or operator: encrypts the package of a paid data-package order for one of the buyer's nodes (replaces an unconfirmed export).",
  access: { roles: [0, 2, 3] },
  body: z.object({ orderId: zId, nodeId: zId }),
  response: zTransmission,
});

export const zBuyerNode = z.object({
  id: z.string(),
  name: z.string(),
  /** RSA | SM2 */
  keyAlgorithm: z.string(),
});

export const buyerNodes = defineEndpoint({
  id: 'offlineTransmission.buyerNodes',
  method: 'POST',
  path: '/server/offlineTransmission/buyerNodes',
  summary: "The buyer's nodes with a usable public key, to export for (seller, operator or the buyer).",
  access: PARTIES,
  operationLog: false,
  body: z.object({ orderId: zId }),
  response: z.array(zBuyerNode),
});

export const zDecryptResult = z.object({
  /** Every file decrypted, authenticated and matched its SHA-256. */
  ok: z.boolean(),
  files: z.array(
    z.object({ name: z.string(), ok: z.boolean(), sha256: z.string(), reason: z.string().optional() }),
  ),
});

export type DecryptResult = z.infer<typeof zDecryptResult>;

export const decrypt = defineEndpoint({
  id: 'offlineTransmission.decrypt',
  method: 'POST',
  path: '/server/offlineTransmission/offlineTransmissionDecrypt',
  summary:
    'Buyer: checks the exported files with their private key (used in memory only) — each file must authenticate and match its SHA-256.',
  access: { roles: [1] },
  body: z.object({ orderId: zId, privateKey: zPrivateKey }),
  response: zDecryptResult,
  operationLog: false,
});

export const testEncryption = defineEndpoint({
  id: 'offlineTransmission.testEncryption',
  method: 'POST',
  path: '/server/offlineTransmission/testEncryption',
  summary:
    "Checks that a private key (used in memory only) opens what is encrypted for one of the caller's nodes.",
  access: 'user',
  body: z.object({ nodeId: zId, privateKey: zPrivateKey }),
  response: z.object({ match: z.boolean(), algorithm: z.enum(OFFLINE_ALGORITHMS) }),
  operationLog: false,
});

export const confirm = defineEndpoint({
  id: 'offlineTransmission.confirm',
  method: 'GET',
  path: '/server/offlineTransmission/confirm',
  summary: 'Buyer: records receipt of the exported files (once; repeating it answers the same record).',
  access: { roles: [1] },
  query: z.object({ orderId: zId }),
  response: zTransmission,
});

export const exportDirectory = defineEndpoint({
  id: 'offlineTransmission.exportDirectory',
  method: 'GET',
  path: '/server/offlineTransmission/exportDirectory',
  summary:
    'The exported (encrypted) files of an order with their sizes and hashes; buyer, seller or operator.',
  access: PARTIES,
  query: z.object({ orderId: zId }),
  response: z.object({ directory: z.string(), files: z.array(zExportedFile) }),
});

export const file = defineEndpoint({
  id: 'offlineTransmission.file',
  method: 'GET',
  path: '/server/offlineTransmission/file',
  summary: 'Downloads one encrypted file of an export (attachment); buyer, seller or operator.',
  access: PARTIES,
  query: z.object({ orderId: zId, index: z.coerce.number().int().min(1).max(10_000) }),
  response: z.null(),
  raw: true,
});
