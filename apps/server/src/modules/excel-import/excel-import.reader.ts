import { Readable } from 'node:stream';
import { ErrorCode, excelImport, LOCALES, type Locale } from '@datamall/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.js';
import {
  boundedArchive,
  cellText,
  keepingUnzipFlowing,
  SampleUnreadable,
  SpreadsheetTooLarge,
} from '../app-preview/app-preview.excel.js';

/** One data row: its number as Excel shows it and its cells by column key ('' when blank). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The upload's bytes, at most `maxBytes`. Only the zipped file is held (≤ the file limit, and checked against zip
 * bombs by boundedArchive); the sheet itself is then read row by row and never held as a workbook.
 */
export async function receiveWorkbook(stream: Readable, maxBytes: number, maxMb: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes || (stream as { truncated?: boolean }).truncated) {
      stream.resume();
      throw new AppError(ErrorCode.EXCEL_IMPORT_FILE_TOO_LARGE, { maxMb });
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw new AppError(ErrorCode.EXCEL_IMPORT_NOT_XLSX);
  try {
    return await boundedArchive(Readable.from([bytes]));
  } catch (error) {
    if (error instanceof SpreadsheetTooLarge) {
      throw new AppError(ErrorCode.EXCEL_IMPORT_FILE_TOO_LARGE, { maxMb });
    }
    if (error instanceof SampleUnreadable) throw new AppError(ErrorCode.EXCEL_IMPORT_NOT_XLSX);
    throw error;
  }
}

/** A header cell reduced for matching: the template marks required columns with a trailing '*'. */
function headerKey(text: string): string {
  return text
    .replace(/\*\s*$/, '')
    .trim()
    .toLowerCase();
}

/** Column key of each header text, in all three languages. */
function headerIndex(kind: excelImport.ExcelImportKind): Map<string, string> {
  const index = new Map<string, string>();
  for (const column of excelImport.EXCEL_IMPORT_COLUMNS[kind]) {
    for (const locale of LOCALES) index.set(headerKey(column.header[locale]), column.key);
  }
  return index;
}

/** Which column key each position of the header row holds; refuses unknown and missing columns. */
function matchHeader(
  kind: excelImport.ExcelImportKind,
  header: (string | null)[],
  locale: Locale,
): (string | null)[] {
  const index = headerIndex(kind);
  const keys = header.map((cell) => {
    if (cell === null || cell.trim() === '') return null;
    const key = index.get(headerKey(cell));
    if (!key) throw new AppError(ErrorCode.EXCEL_IMPORT_HEADER_UNKNOWN, { column: cell.trim() });
    return key;
  });
  for (const column of excelImport.EXCEL_IMPORT_COLUMNS[kind]) {
    if (column.required && !keys.includes(column.key)) {
      throw new AppError(ErrorCode.EXCEL_IMPORT_HEADER_MISSING, { column: column.header[locale] });
    }
  }
  return keys;
}

/**
 * The data rows of the workbook's first sheet, streamed with ExcelJS's WorkbookReader: the first non-blank row is
 * the header, blank rows are skipped, and reading stops with EXCEL_IMPORT_TOO_MANY_ROWS past `maxRows`.
 */
export async function readImportRows(
  archive: Buffer,
  kind: excelImport.ExcelImportKind,
  maxRows: number,
  locale: Locale,
): Promise<SheetRow[]> {
  const source = Readable.from([archive]);
  const rows: SheetRow[] = [];
  let keys: (string | null)[] | null = null;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(keepingUnzipFlowing(source), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    // exceljs 4.4 fails on a worksheet met before workbook.xml in the zip; sheet names are not needed here.
    (reader as unknown as { model: { sheets: [] } }).model = { sheets: [] };
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (values.every((v) => v === null || v.trim() === '')) continue;
        if (!keys) {
          keys = matchHeader(kind, values, locale);
          continue;
        }
        if (rows.length >= maxRows)
          throw new AppError(ErrorCode.EXCEL_IMPORT_TOO_MANY_ROWS, { max: maxRows });
        rows.push({ row: row.number, cells: cellsByKey(keys, values) });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.EXCEL_IMPORT_NOT_XLSX);
  } finally {
    source.destroy();
  }
  if (!keys || rows.length === 0) throw new AppError(ErrorCode.EXCEL_IMPORT_NO_ROWS);
  return rows;
}

function cellsByKey(keys: (string | null)[], values: (string | null)[]): Record<string, string> {
  const cells: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (key) cells[key] = (values[i] ?? '').trim();
  });
  return cells;
}
