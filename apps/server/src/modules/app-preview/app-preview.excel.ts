import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

/** The file could not be read as a spreadsheet of the expected format. */
export class SampleUnreadable extends Error {}

/**
 * What an .xlsx read for its head may be: far more than any sample or preview needs, far less than a zip bomb
 * unpacks to (a 1.3 MB file whose shared strings unpack to 600 MB would otherwise be held in memory by exceljs).
 */
export const XLSX_LIMITS = {
  fileBytes: 20 * 1024 * 1024,
  entries: 1000,
  unpackedBytes: 64 * 1024 * 1024,
  /** Unpacked ÷ packed size of one entry; XML of real sheets stays far below. */
  ratio: 200,
} as const;

/** The spreadsheet is over one of XLSX_LIMITS (checked before it is parsed). */
export class SpreadsheetTooLarge extends Error {
  constructor(readonly limit: keyof typeof XLSX_LIMITS) {
    super(`the spreadsheet is over its ${limit} limit`);
  }
}

export interface SheetHead {
  /** First row's cells as trimmed text. */
  header: string[];
  /** Following rows (blank rows skipped), at most the asked number. */
  rows: (string | null)[][];
}

/** CSV is read from at most this many bytes: enough for a header and 20 rows of any sane width. */
const CSV_MAX_BYTES = 1024 * 1024;

/** A spreadsheet cell as text: rich text joined, formulas by their result, dates ISO; empty → null. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText))
      return (v.richText as { text: string }[]).map((r) => r.text).join('') || null;
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return String(v.error);
    return JSON.stringify(value);
  }
  const text = String(value);
  return text === '' ? null : text;
}

/**
 * The header and the first `maxRows` rows of the first worksheet of an .xlsx, read as a stream: the workbook
 * is never held in memory and reading stops once enough rows are seen.
 */
export async function readXlsxHead(stream: Readable, maxRows: number): Promise<SheetHead> {
  const archive = await boundedArchive(stream);
  let header: string[] | null = null;
  const rows: (string | null)[][] = [];
  const source = Readable.from([archive]);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(keepingUnzipFlowing(source), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    // exceljs 4.4 reads workbook.xml (sheet names) in zip order and fails on a worksheet met before it; the
    // names are not needed here, so an empty model keeps such a zip readable.
    (reader as unknown as { model: { sheets: [] } }).model = { sheets: [] };
    outer: for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (values.every((v) => v === null)) continue;
        if (!header) header = values.map((v) => (v ?? '').trim());
        else rows.push(values);
        if (rows.length >= maxRows) break outer;
      }
      break;
    }
  } catch (cause) {
    throw new SampleUnreadable('not a readable .xlsx', { cause });
  } finally {
    source.destroy();
  }
  if (!header) throw new SampleUnreadable();
  return { header, rows };
}

/**
 * The archive of an .xlsx, checked against XLSX_LIMITS before anything parses it: its size, its number of
 * entries, each entry's declared size and ratio, and then each entry inflated once and counted (declared sizes
 * may lie), stopping at the first byte over. Only counts are kept, never the unpacked bytes.
 */
export async function boundedArchive(stream: Readable): Promise<Buffer> {
  const archive = await readAtMost(stream, XLSX_LIMITS.fileBytes);
  let files: unzipper.CentralDirectoryFile[];
  try {
    files = (await unzipper.Open.buffer(archive)).files;
  } catch (cause) {
    throw new SampleUnreadable('not a zip archive', { cause });
  }
  if (files.length > XLSX_LIMITS.entries) throw new SpreadsheetTooLarge('entries');
  let declared = 0;
  for (const file of files) {
    declared += file.uncompressedSize;
    const bigEnoughToMatter = file.uncompressedSize > 1024 * 1024;
    if (bigEnoughToMatter && file.uncompressedSize > XLSX_LIMITS.ratio * Math.max(file.compressedSize, 1))
      throw new SpreadsheetTooLarge('ratio');
  }
  if (declared > XLSX_LIMITS.unpackedBytes) throw new SpreadsheetTooLarge('unpackedBytes');
  let unpacked = 0;
  for (const file of files) {
    if (file.type !== 'File') continue;
    let size = 0;
    const entry = file.stream();
    try {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        unpacked += chunk.length;
        if (size > file.uncompressedSize) throw new SpreadsheetTooLarge('ratio');
        if (unpacked > XLSX_LIMITS.unpackedBytes) throw new SpreadsheetTooLarge('unpackedBytes');
      }
    } catch (error) {
      if (error instanceof SpreadsheetTooLarge) throw error;
      throw new SampleUnreadable('an entry cannot be inflated', { cause: error });
    } finally {
      entry.destroy();
    }
  }
  return archive;
}

/** The whole stream as one buffer, refused as too large past `maxBytes`. */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new SpreadsheetTooLarge('fileBytes');
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * exceljs 4.4 walks the zip with unzipper's Parse and its own iterateStream, which pauses the Parse while one
 * entry is handled. The Parse reads on meanwhile, and once past the end of a small archive it emits 'end'
 * with the entries found since still queued in it: iterateStream stops there and never sees them
 * (exceljs#683, #3064). exceljs writes sharedStrings.xml and workbook.xml after the worksheet, so the
 * worksheet was then read without its strings (`{"sharedString":0}` for every text cell): about 1 read in
 * 250, most reads of a zip stored uncompressed. Keeping the Parse flowing (the source is piped into it) hands
 * each entry to iterateStream's own queue as it is found: none is lost, they are still handled in order, and
 * each entry's data still waits in its own stream until read.
 */
export function keepingUnzipFlowing(stream: Readable): Readable {
  const pipe = stream.pipe;
  stream.pipe = function (this: Readable, destination, options) {
    const unzip = destination as unknown as Readable;
    unzip.pause = () => unzip;
    return pipe.call(this, destination, options);
  } as Readable['pipe'];
  return stream;
}

/** RFC 4180 records of a CSV text (a trailing partial record is dropped when the text was cut). */
export function parseCsv(text: string, truncated = false): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (!truncated && (field !== '' || record.length)) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The header and first `maxRows` rows of a UTF-8 CSV file. */
export async function readCsvHead(stream: Readable, maxRows: number): Promise<SheetHead> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= CSV_MAX_BYTES) {
        truncated = true;
        break;
      }
    }
  } finally {
    stream.destroy();
  }
  const text = Buffer.concat(chunks).subarray(0, CSV_MAX_BYTES).toString('utf8');
  const records = parseCsv(text, truncated).filter((r) => r.some((v) => v.trim() !== ''));
  const [first, ...rest] = records;
  if (!first) throw new SampleUnreadable();
  return {
    header: first.map((v) => v.trim()),
    rows: rest.slice(0, maxRows).map((r) => r.map((v) => (v === '' ? null : v))),
  };
}

export interface TemplateColumn {
  name: string;
  /** Second row: what the column holds. */
  note: string;
}

/**
 * An .xlsx template: row 1 the column names (bold, frozen), row 2 their types, then the sample rows. Sheet
 * names are cut to Excel's 31 characters.
 */
export async function templateXlsx(input: {
  sheet: string;
  columns: TemplateColumn[];
  rows: (string | null)[][];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'datamall';
  const sheet = workbook.addWorksheet(input.sheet.slice(0, 31) || 'output', {
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  sheet.columns = input.columns.map((c) => ({
    header: c.name,
    key: c.name,
    width: Math.min(40, Math.max(14, c.name.length + 4, c.note.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  const notes = sheet.addRow(input.columns.map((c) => c.note));
  notes.font = { italic: true, color: { argb: 'FF808080' } };
  for (const row of input.rows) sheet.addRow(row.map((v) => v ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
