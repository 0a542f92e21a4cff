import { PassThrough } from 'node:stream';
import type { Locale, Localized } from '@datamall/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';

/** Exact yuan text of 1/10000 yuan ("-12.5000"). */
export function unitsToYuan(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
}

export interface ExportColumn<T> {
  header: Localized;
  width?: number;
  value: (row: T) => string | number;
}

const BATCH = 500;

/**
 * Streams an .xlsx of every row `fetch` yields (in id order, in batches) as an attachment: rows are written
 * and committed as they are read, so the workbook is never held in memory.
 */
export async function streamXlsx<T extends { id: number }>(
  reply: FastifyReply,
  input: {
    filename: string;
    sheet: string;
    locale: Locale;
    columns: ExportColumn<T>[];
    fetch: (afterId: number, limit: number) => Promise<T[]>;
    prepare?: (rows: T[]) => Promise<void>;
  },
): Promise<void> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(input.sheet);
  sheet.columns = input.columns.map((c, i) => ({
    header: c.header[input.locale],
    key: `c${i}`,
    width: c.width ?? 18,
  }));
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(input.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(out);
  try {
    let afterId = 0;
    for (;;) {
      const rows = await input.fetch(afterId, BATCH);
      if (rows.length === 0) break;
      await input.prepare?.(rows);
      for (const row of rows) sheet.addRow(input.columns.map((c) => c.value(row))).commit();
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
}
