import type { Readable } from 'node:stream';
import { mall } from '@datamall/contract';
import { parseCsv, readXlsxHead, SampleUnreadable } from '../app-preview/app-preview.excel.js';

type Preview = Pick<mall.MallItemSample, 'previewKind' | 'columns' | 'rows' | 'text' | 'truncated'>;

const NONE: Preview = { previewKind: 'none', columns: [], rows: [], text: '', truncated: false };

const MAX_ROWS = mall.SAMPLE_PREVIEW_ROWS;
const MAX_COLUMNS = mall.SAMPLE_PREVIEW_COLUMNS;
const MAX_BYTES = mall.SAMPLE_PREVIEW_BYTES;
const MAX_CHARS = mall.SAMPLE_PREVIEW_CELL_CHARS;

/** The extension of a file name or address, lower case; '' when it has none. */
export function extensionOf(name: string): string {
  const last = name.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return last.includes('.') ? (last.split('.').pop() ?? '').toLowerCase() : '';
}

/** At most MAX_BYTES of a stream (whether there was more), the stream closed. */
async function readHead(stream: Readable): Promise<{ head: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let cut = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BYTES) {
        cut = true;
        break;
      }
    }
  } finally {
    stream.destroy();
  }
  return { head: Buffer.concat(chunks).subarray(0, MAX_BYTES), cut };
}

/** UTF-8 text of a head, without a character cut at its end. */
function textOf(head: Buffer, cut: boolean): string {
  const text = head.toString('utf8');
  return cut ? text.replace(/\uFFFD$/, '') : text;
}

const cell = (value: string | null | undefined): { text: string | null; cut: boolean } => {
  if (value === null || value === undefined || value === '') return { text: null, cut: false };
  return value.length > MAX_CHARS
    ? { text: value.slice(0, MAX_CHARS), cut: true }
    : { text: value, cut: false };
};

/** A header and rows, capped to the preview's columns, rows and characters. */
function tablePreview(header: string[], rows: (string | null)[][], moreRows: boolean): Preview {
  let truncated = moreRows || rows.length > MAX_ROWS || header.length > MAX_COLUMNS;
  const width = Math.min(header.length, MAX_COLUMNS);
  const columns = header.slice(0, width).map((h) => {
    const c = cell(h.trim());
    truncated ||= c.cut;
    return c.text ?? '';
  });
  const kept = rows.slice(0, MAX_ROWS).map((row) => {
    if (row.length > width) truncated = true;
    return Array.from({ length: width }, (_, i) => {
      const c = cell(row[i]);
      truncated ||= c.cut;
      return c.text;
    });
  });
  return { previewKind: 'table', columns, rows: kept, text: '', truncated };
}

/** CSV records of a head: a record cut at the end of the head is dropped (parseCsv). */
function csvRecords(head: Buffer, cut: boolean): string[][] {
  return parseCsv(textOf(head, cut), cut).filter((r) => r.some((v) => v.trim() !== ''));
}

/**
 * A `.txt` that is a CSV (samples uploaded before uploads kept the `.csv` of their name): every record of the
 * head has the header's number of fields, at least two.
 */
function looksLikeCsv(records: string[][]): boolean {
  const [header, ...rest] = records;
  if (!header || header.length < 2 || rest.length === 0) return false;
  return rest.slice(0, MAX_ROWS).every((r) => r.length === header.length);
}

function textPreview(head: Buffer, cut: boolean): Preview {
  const lines = textOf(head, cut)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  let truncated = cut;
  if (cut && lines.length > 1) lines.pop();
  if (lines.length > MAX_ROWS) truncated = true;
  const kept = lines.slice(0, MAX_ROWS).map((line) => {
    if (line.length <= MAX_CHARS) return line;
    truncated = true;
    return line.slice(0, MAX_CHARS);
  });
  return { ...NONE, previewKind: 'text', text: kept.join('\n').trimEnd(), truncated };
}

/**
 * The format and preview of a stored sample file, read from its head only (XLSX: streamed until enough rows
 * are seen). A file that cannot be read as its format is offered for download without a preview.
 */
export async function previewSample(
  ext: string,
  open: () => Promise<Readable>,
): Promise<{ fileType: string; preview: Preview }> {
  const fileType = ext.toUpperCase();
  if (ext === 'xlsx') {
    try {
      const head = await readXlsxHead(await open(), MAX_ROWS + 1);
      return { fileType, preview: tablePreview(head.header, head.rows, false) };
    } catch (error) {
      if (error instanceof SampleUnreadable) return { fileType, preview: NONE };
      throw error;
    }
  }
  if (ext !== 'csv' && ext !== 'txt' && ext !== 'json') return { fileType, preview: NONE };
  const { head, cut } = await readHead(await open());
  if (ext === 'json') return { fileType, preview: textPreview(head, cut) };
  const records = csvRecords(head, cut);
  if (ext === 'csv' || looksLikeCsv(records)) {
    const [header = [], ...rows] = records;
    if (header.length === 0) return { fileType: 'CSV', preview: NONE };
    return {
      fileType: 'CSV',
      preview: tablePreview(
        header,
        rows.map((r) => r.map((v) => (v === '' ? null : v))),
        cut,
      ),
    };
  }
  return { fileType, preview: textPreview(head, cut) };
}
