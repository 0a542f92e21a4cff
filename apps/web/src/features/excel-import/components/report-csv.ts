import type { excelImport } from '@datamall/contract';

function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula when the report is opened in Excel.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The row errors as a CSV text (UTF-8 with BOM, so Excel reads the Chinese text right). */
export function reportCsv(headers: [string, string, string], errors: excelImport.ImportRowError[]): string {
  const lines = [headers, ...errors.map((e) => [e.row, e.column, e.reason])].map((cells) =>
    cells.map(csvField).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
