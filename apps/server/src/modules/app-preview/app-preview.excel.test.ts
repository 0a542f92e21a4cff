import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/zip.js';
import {
  cellText,
  parseCsv,
  readCsvHead,
  readXlsxHead,
  SampleUnreadable,
  SpreadsheetTooLarge,
  templateXlsx,
  XLSX_LIMITS,
} from './app-preview.excel.js';

describe('reading a sample', () => {
  it('parses RFC 4180 CSV: quotes, doubled quotes, CRLF, BOM; drops a cut last record', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n1,')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
    expect(parseCsv('a,b\n1,2\n3,', true)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads cells as text: rich text, formula results, dates, empty', () => {
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4');
    expect(cellText(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(cellText('')).toBeNull();
    expect(cellText(undefined)).toBeNull();
  });

  it('streams the head of an .xlsx (shared strings or not) and stops after the rows asked for', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow([' Region ', 'total']);
    ws.addRow([]);
    for (let i = 0; i < 50; i++) ws.addRow([`r${i}`, i]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const head = await readXlsxHead(Readable.from([buffer]), 3);
    expect(head).toEqual({
      header: ['Region', 'total'],
      rows: [
        ['r0', '0'],
        ['r1', '1'],
        ['r2', '2'],
      ],
    });
    const template = await templateXlsx({
      sheet: 'a-very-long-sheet-name-that-excel-would-refuse',
      columns: [{ name: 'n', note: 'integer' }],
      rows: [['1']],
    });
    expect((await readXlsxHead(Readable.from([template]), 5)).rows).toEqual([['integer'], ['1']]);
  });

  it('reads the shared strings stored after the worksheet, however fast the zip is walked', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('data');
    ws.addRow(['region', 'total']);
    ws.addRow(['a', 1]);
    // Stored uncompressed, the zip is walked ahead of the reader, which lost the entries after the worksheet
    // (and with them the strings) in most reads of such a file; compressed, in about 1 read in 250.
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const buffer = Buffer.from(await wb.xlsx.writeBuffer({ zip: { compression } }));
      for (let i = 0; i < 20; i++) {
        expect(await readXlsxHead(Readable.from([buffer]), 5)).toEqual({
          header: ['region', 'total'],
          rows: [['a', '1']],
        });
      }
    }
  });

  it('refuses what is not a spreadsheet', async () => {
    await expect(
      readXlsxHead(Readable.from([Buffer.from('PK\u0003\u0004garbage')]), 5),
    ).rejects.toBeInstanceOf(SampleUnreadable);
    await expect(readCsvHead(Readable.from([Buffer.from('\n\n')]), 5)).rejects.toBeInstanceOf(
      SampleUnreadable,
    );
  });
});

const limitOf = (error: unknown) => (error instanceof SpreadsheetTooLarge ? error.limit : error);

describe('reading an .xlsx within bounds', () => {
  it('refuses shared strings that unpack far beyond their packed size, before parsing', async () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(100 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const error = await readXlsxHead(Readable.from([bomb]), 5).catch((e: unknown) => e);
    expect(limitOf(error)).toBe('ratio');
  });

  it('counts what an entry really unpacks to when its headers lie about it', async () => {
    const liar = zipOf([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(8 * 1024 * 1024, 0x41), declare: 1000 },
    ]);
    const error = await readXlsxHead(Readable.from([liar]), 5).catch((e: unknown) => e);
    expect(limitOf(error)).toBe('ratio');
  });

  it('refuses too many entries, too much unpacked data in total, and too large a file', async () => {
    const many = zipOf(
      Array.from({ length: XLSX_LIMITS.entries + 1 }, (_, i) => ({
        name: `x/${i}.xml`,
        data: Buffer.from('<a/>'),
      })),
    );
    expect(limitOf(await readXlsxHead(Readable.from([many]), 5).catch((e: unknown) => e))).toBe('entries');
    // Entries each too small for the ratio check, adding up past the total.
    const parts = Array.from({ length: 70 }, (_, i) => ({
      name: `xl/worksheets/sheet${i}.xml`,
      data: Buffer.alloc(1024 * 1024, 0x20),
    }));
    expect(limitOf(await readXlsxHead(Readable.from([zipOf(parts)]), 5).catch((e: unknown) => e))).toBe(
      'unpackedBytes',
    );
    const huge = Readable.from([Buffer.alloc(XLSX_LIMITS.fileBytes + 1)]);
    expect(limitOf(await readXlsxHead(huge, 5).catch((e: unknown) => e))).toBe('fileBytes');
  });

  it('still reads a real spreadsheet', async () => {
    const file = await templateXlsx({ sheet: 's', columns: [{ name: 'a', note: 'text' }], rows: [['x']] });
    const head = await readXlsxHead(Readable.from([file]), 5);
    expect(head.header).toEqual(['a']);
  });
});
