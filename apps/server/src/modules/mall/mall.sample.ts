import type { Readable } from 'node:stream';
import { mall } from '@datamall/contract';
import { readXlsxHead, SampleUnreadable, SpreadsheetTooLarge } from '../app-preview/app-preview.excel.js';
// A `.txt` that is a CSV (samples uploaded before uploads kept the `.csv` of their name) is told apart the way
// the supplier's pages tell it (goods.sample-format.ts).
import { csvRecordsOfHead, looksLikeCsv, readHead, textOfHead } from '../goods/goods.sample-format.js';

type Preview = Pick<mall.MallItemSample, 'previewKind' | 'columns' | 'rows' | 'text' | 'truncated'>;

const NONE: Preview = { previewKind: 'none', columns: [], rows: [], text: '', truncated: false };

const MAX_ROWS = mall.SAMPLE_PREVIEW_ROWS;
const MAX_COLUMNS = mall.SAMPLE_PREVIEW_COLUMNS;
const MAX_BYTES = mall.SAMPLE_PREVIEW_BYTES;
const MAX_CHARS = mall.SAMPLE_PREVIEW_CELL_CHARS;

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

function textPreview(head: Buffer, cut: boolean): Preview {
  const lines = textOfHead(head, cut)
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
      // A spreadsheet over the reading limits is offered for download without a preview, like an unreadable one.
      if (error instanceof SampleUnreadable || error instanceof SpreadsheetTooLarge)
        return { fileType, preview: NONE };
      throw error;
    }
  }
  if (ext !== 'csv' && ext !== 'txt' && ext !== 'json') return { fileType, preview: NONE };
  const { head, cut } = await readHead(await open(), MAX_BYTES);
  if (ext === 'json') return { fileType, preview: textPreview(head, cut) };
  const records = csvRecordsOfHead(head, cut);
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
