/** A CSV field: quoted when it holds a quote, comma or line break, or starts or ends with a space. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One RFC 4180 CSV line (CRLF-terminated); null is an empty field. */
export function csvLine(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** RFC 4180 CSV with a header line. */
export function toCsv(columns: string[], rows: (string | null)[][]): string {
  return [columns, ...rows].map(csvLine).join('');
}
