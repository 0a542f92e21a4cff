import type { Readable } from 'node:stream';
import { mall } from '@datamall/contract';
import { parseCsv } from '../app-preview/app-preview.excel.js';

/** How much of a `.txt` is read to tell a CSV from plain text (the mall's sample preview reads as much). */
const SNIFF_BYTES = mall.SAMPLE_PREVIEW_BYTES;
/** Records compared with the header. */
const SNIFF_ROWS = mall.SAMPLE_PREVIEW_ROWS;

/** The extension of a file name, key or address, lower case; '' when it has none. */
export function extensionOf(name: string): string {
  const last = name.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return last.includes('.') ? (last.split('.').pop() ?? '').toLowerCase() : '';
}

/** At most `maxBytes` of a stream (whether there was more), the stream closed. */
export async function readHead(
  stream: Readable,
  maxBytes = SNIFF_BYTES,
): Promise<{ head: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let cut = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) {
        cut = true;
        break;
      }
    }
  } finally {
    stream.destroy();
  }
  return { head: Buffer.concat(chunks).subarray(0, maxBytes), cut };
}

/** UTF-8 text of a head, without a character cut at its end. */
export function textOfHead(head: Buffer, cut: boolean): string {
  const text = head.toString('utf8');
  return cut ? text.replace(/\uFFFD$/, '') : text;
}

/** Non-blank CSV records of a head: a record cut at the end of the head is dropped (parseCsv). */
export function csvRecordsOfHead(head: Buffer, cut: boolean): string[][] {
  return parseCsv(textOfHead(head, cut), cut).filter((r) => r.some((v) => v.trim() !== ''));
}

/**
 * A `.txt` that is a CSV: every record of the head (up to SNIFF_ROWS) has the header's number of fields, at least
 * two, and there is a record besides the header.
 */
export function looksLikeCsv(records: string[][]): boolean {
  const [header, ...rest] = records;
  if (!header || header.length < 2 || rest.length === 0) return false;
  return rest.slice(0, SNIFF_ROWS).every((r) => r.length === header.length);
}

/**
 * The real format of a stored goods file, lower case ('csv', 'xlsx', 'txt'…): its key's extension, except that a
 * `.txt` whose content reads as CSV is 'csv'. Samples uploaded before uploads kept the `.csv` of the uploaded name
 * were stored as `.txt` (text/plain); they are told apart here, when read, so no stored data has to change.
 */
export async function storedFileFormat(key: string, open: () => Promise<Readable>): Promise<string> {
  const ext = extensionOf(key);
  if (ext !== 'txt') return ext;
  const { head, cut } = await readHead(await open());
  return looksLikeCsv(csvRecordsOfHead(head, cut)) ? 'csv' : ext;
}
