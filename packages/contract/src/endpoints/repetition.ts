import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * Repetition (duplicate) detection of goods (spec §7.4 `repetitionDetection`, `cancelRepetitionDetection`,
 * page `consumer/repeat/report`). The owner of a data package or data-table good compares its content with
 * every other listed good of those kinds: each good's rows or lines are normalised (trimmed, blanks collapsed,
 * lower case, empty ones dropped) and summarised by a MinHash signature of REPETITION_HASHES hash functions;
 * the share of equal signature slots estimates the Jaccard similarity of the two sets of rows. The comparison
 * runs as a background job with a serial number, progress and cancellation.
 */

/** Owners of data packages and table goods: suppliers (3). */
const SUPPLIER = { roles: [3] } as const;

/** Hash functions of a MinHash signature. */
export const REPETITION_HASHES = 256;
/** Goods at least this similar (estimated Jaccard) are listed in the report. */
export const REPETITION_REPORT_THRESHOLD = 0.1;
/** Matching sample rows shown per similar good, at most. */
export const REPETITION_SAMPLE_ROWS = 5;

/** State of a detection job: running, finished, cancelled, failed (also: interrupted by a restart). */
export const REPETITION_STATUSES = ['running', 'finished', 'cancelled', 'failed'] as const;
export type RepetitionStatus = (typeof REPETITION_STATUSES)[number];

/** A good similar to the checked one. */
export const zRepetitionMatch = z.object({
  itemId: z.string(),
  itemName: z.string(),
  /** data package 2, data-table goods 4. */
  itemType: z.number().int(),
  /** Estimated Jaccard similarity of the two sets of rows, 0..1 (4 decimals). */
  similarity: z.number(),
  /** Rows found in both goods (normalised), at most REPETITION_SAMPLE_ROWS. */
  sampleRows: z.array(z.string()),
});
export type RepetitionMatch = z.infer<typeof zRepetitionMatch>;

/** A detection job and, once finished, its report. */
export const zRepetitionJob = z.object({
  serialNo: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  status: z.enum(REPETITION_STATUSES),
  /** 0..100. */
  progress: z.number().int(),
  /** Goods compared so far / to compare. */
  compared: z.number().int(),
  total: z.number().int(),
  /** Distinct normalised rows of the checked good. */
  rowCount: z.number().int(),
  /** Similar goods, most similar first (complete when finished; partial while running or cancelled). */
  matches: z.array(zRepetitionMatch),
  /** Why a failed job failed ('' otherwise). */
  error: z.string(),
  createDate: z.string(),
  finishDate: z.string().nullable(),
});
export type RepetitionJob = z.infer<typeof zRepetitionJob>;

export const zSerialNo = z
  .string()
  .trim()
  .regex(/^RD[0-9A-Z]{10,40}$/, { message: 'format' });

export const repetitionDetection = defineEndpoint({
  id: 'repetition.start',
  method: 'GET',
  path: '/server/item/repetitionDetection',
  summary:
    'Starts a duplicate detection of one of the caller’s data packages or table goods against every other listed one; answers the job (serial number). 404 for another user’s good, 10390 for other kinds, 409 while one runs.',
  access: SUPPLIER,
  query: z.object({ itemId: zId }),
  response: zRepetitionJob,
});

export const cancelRepetitionDetection = defineEndpoint({
  id: 'repetition.cancel',
  method: 'GET',
  path: '/server/item/cancelRepetitionDetection',
  summary: 'Cancels a running detection of the caller; 409 when it is no longer running.',
  access: SUPPLIER,
  query: z.object({ serialNo: zSerialNo }),
  response: zRepetitionJob,
});

export const repetitionReport = defineEndpoint({
  id: 'repetition.report',
  method: 'GET',
  path: '/server/item/repetitionReport',
  summary: 'Progress and report of one of the caller’s detections.',
  access: SUPPLIER,
  query: z.object({ serialNo: zSerialNo }),
  response: zRepetitionJob,
});

export const repetitionList = defineEndpoint({
  id: 'repetition.list',
  method: 'GET',
  path: '/server/item/repetitionList',
  summary: 'The caller’s detections, newest first (optionally of one good).',
  access: SUPPLIER,
  query: zPageParams.extend({ itemId: zId.optional() }),
  response: zPage(zRepetitionJob),
});
