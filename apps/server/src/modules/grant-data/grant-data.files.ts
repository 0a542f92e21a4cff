import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { grantData } from '@datamall/contract';
import ExcelJS from 'exceljs';
import { csvLine } from '../../platform/csv.js';

/** An export file written to a private temporary folder; `dispose` removes it. */
export interface ExportFile {
  path: string;
  sha256: string;
  size: number;
  dispose: () => Promise<void>;
}

const NUMERIC =
  /^(smallint|integer|bigint|int|tinyint|mediumint|int2|int4|int8|numeric|decimal|real|double|float)/i;

/**
 * A cell of the Excel sheet: numbers of numeric columns as numbers (so sums work), everything else as the text
 * the grantee sees (masked values stay text).
 */
function xlsxCell(value: string | null, type: string): string | number | null {
  if (value === null) return null;
  if (NUMERIC.test(type.trim()) && /^-?\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n) || (!Number.isInteger(n) && Number.isFinite(n))) return n;
  }
  return value;
}

/** SHA-256 (hex) of a file's bytes. */
async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes rows as CSV (UTF-8 with a BOM, so spreadsheet programs read Chinese text right) or as an .xlsx sheet
 * named after the table, then hashes the file as it will be stored.
 */
export async function writeExportFile(
  format: grantData.ExportFormat,
  sheetName: string,
  columns: { name: string; type: string }[],
  rows: (string | null)[][],
): Promise<ExportFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'grant-export-'));
  const file = path.join(dir, `export.${format}`);
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    if (format === 'csv') {
      const out = createWriteStream(file);
      out.write('\ufeff');
      out.write(csvLine(columns.map((c) => c.name)));
      for (const row of rows) {
        if (!out.write(csvLine(row)))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      out.end();
      await finished(out);
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: file,
        useStyles: false,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/*?:[\]]/g, '_') || 'data');
      sheet.addRow(columns.map((c) => c.name)).commit();
      for (const row of rows) sheet.addRow(row.map((v, i) => xlsxCell(v, columns[i]!.type))).commit();
      sheet.commit();
      await workbook.commit();
    }
    const { size } = await stat(file);
    return { path: file, sha256: await hashFile(file), size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The file name with the format's extension (added when missing). */
export function exportFileName(name: string, format: grantData.ExportFormat): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith(`.${format}`) ? trimmed : `${trimmed}.${format}`;
}
