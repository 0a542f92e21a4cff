import type PDFDocument from 'pdfkit';

/**
 * Drawing pieces of the archive report PDF: headings, key figures, tables that continue on the next page with
 * their header repeated, and small vector bar and line charts. They know nothing of the queries.
 */

export type Doc = InstanceType<typeof PDFDocument>;

export const FONT = 'cjk';
export const FONT_BOLD = 'cjk-bold';
export const COLORS = {
  text: '#1f1f1f',
  muted: '#6b6b6b',
  rule: '#d9d9d9',
  headerFill: '#eef3fb',
  accent: '#1d4ed8',
  warnFill: '#fff4e5',
  warnText: '#ad4e00',
} as const;

const CELL_PAD = 3;
const TABLE_SIZE = 8.5;

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit below the cursor. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A section title, kept on the page of at least the first lines of what follows it. */
export function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 100);
  doc.moveDown(0.6);
  const x = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(11.5).fillColor(COLORS.accent);
  doc.text(text, x, doc.y, { width: contentWidth(doc) });
  doc
    .moveTo(x, doc.y + 1)
    .lineTo(x + contentWidth(doc), doc.y + 1)
    .lineWidth(0.6)
    .strokeColor(COLORS.accent)
    .stroke();
  doc.y += 6;
  doc.fillColor(COLORS.text);
}

export function note(doc: Doc, text: string): void {
  ensureSpace(doc, 20);
  doc.font(FONT).fontSize(9).fillColor(COLORS.muted);
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor(COLORS.text);
  doc.y += 4;
}

export interface Figure {
  label: string;
  value: string;
}

/** Label/value pairs in a grid of `columns` cells per row. */
export function figures(doc: Doc, items: readonly Figure[], columns = 3): void {
  const width = contentWidth(doc) / columns;
  for (let i = 0; i < items.length; i += columns) {
    const row = items.slice(i, i + columns);
    const height = Math.max(...row.map((item) => figureHeight(doc, item, width)));
    ensureSpace(doc, height);
    const top = doc.y;
    row.forEach((item, j) => {
      const x = doc.page.margins.left + j * width;
      doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
      doc.text(item.label, x, top, { width: width - 8 });
      doc.font(FONT_BOLD).fontSize(11).fillColor(COLORS.text);
      doc.text(item.value, x, doc.y + 1, { width: width - 8 });
    });
    doc.y = top + height;
  }
  doc.x = doc.page.margins.left;
}

function figureHeight(doc: Doc, item: Figure, width: number): number {
  doc.font(FONT).fontSize(8);
  const label = doc.heightOfString(item.label, { width: width - 8 });
  doc.font(FONT_BOLD).fontSize(11);
  return label + 1 + doc.heightOfString(item.value, { width: width - 8 }) + 8;
}

export interface Column {
  label: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A table whose rows continue on the next page, repeating the header row there. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const widths = columns.map((c) => c.width * contentWidth(doc));
  const header = columns.map((c) => c.label);
  ensureSpace(doc, rowHeight(doc, header, widths, true) + rowHeight(doc, rows[0] ?? header, widths, false));
  drawRow(doc, header, columns, widths, true);
  for (const row of rows) {
    if (doc.y + rowHeight(doc, row, widths, false) > bottomLimit(doc)) {
      doc.addPage();
      drawRow(doc, header, columns, widths, true);
    }
    drawRow(doc, row, columns, widths, false);
  }
  doc.x = doc.page.margins.left;
  doc.y += 6;
}

function rowHeight(doc: Doc, cells: readonly string[], widths: readonly number[], bold: boolean): number {
  doc.font(bold ? FONT_BOLD : FONT).fontSize(TABLE_SIZE);
  const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * CELL_PAD }));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  columns: readonly Column[],
  widths: readonly number[],
  isHeader: boolean,
): void {
  const height = rowHeight(doc, cells, widths, isHeader);
  const top = doc.y;
  const left = doc.page.margins.left;
  const total = widths.reduce((a, b) => a + b, 0);
  if (isHeader) doc.rect(left, top, total, height).fill(COLORS.headerFill);
  doc
    .font(isHeader ? FONT_BOLD : FONT)
    .fontSize(TABLE_SIZE)
    .fillColor(COLORS.text);
  let x = left;
  cells.forEach((cell, i) => {
    const width = widths[i]!;
    doc.text(cell, x + CELL_PAD, top + CELL_PAD, {
      width: width - 2 * CELL_PAD,
      align: columns[i]?.align ?? 'left',
    });
    x += width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + total, top + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = top + height;
}

export interface Series {
  title: string;
  labels: readonly string[];
  values: readonly number[];
  /** How an axis value and a point's value are written. */
  format: (value: number) => string;
  /** The lower end of the value axis (0 unless the values sit in a narrow band, as battery health does). */
  min?: number;
  /** The upper end of the value axis, when the values have a natural ceiling (battery health: 100%). */
  max?: number;
  /** Counts: gridlines only on whole numbers. */
  integer?: boolean;
}

const CHART_HEIGHT = 150;
const AXIS_WIDTH = 56;

/** Vertical bars, one per label. */
export function barChart(doc: Doc, series: Series): void {
  const frame = chartFrame(doc, series);
  const step = frame.width / Math.max(series.values.length, 1);
  const barWidth = Math.min(step * 0.65, 36);
  series.values.forEach((value, i) => {
    const x = frame.left + i * step + (step - barWidth) / 2;
    const y = frame.yOf(value);
    doc.rect(x, y, barWidth, frame.bottom - y).fill(COLORS.accent);
  });
  xLabels(doc, series.labels, frame.left, step, frame.bottom);
  doc.y = frame.bottom + 22;
}

/** A polyline through the points, with a dot on each. */
export function lineChart(doc: Doc, series: Series): void {
  const frame = chartFrame(doc, series);
  const count = series.values.length;
  const step = frame.width / Math.max(count, 1);
  const points = series.values.map((value, i) => [frame.left + (i + 0.5) * step, frame.yOf(value)] as const);
  points.forEach(([x, y], i) => {
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  if (points.length > 1) doc.lineWidth(1.5).strokeColor(COLORS.accent).stroke();
  for (const [x, y] of points) doc.circle(x, y, 2.2).fill(COLORS.accent);
  xLabels(doc, series.labels, frame.left, step, frame.bottom);
  doc.y = frame.bottom + 22;
}

interface Frame {
  left: number;
  width: number;
  bottom: number;
  yOf: (value: number) => number;
}

/** Title, value axis with four gridlines, and the mapping from value to y. */
function chartFrame(doc: Doc, series: Series): Frame {
  ensureSpace(doc, CHART_HEIGHT + 50);
  const margin = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(9).fillColor(COLORS.text);
  doc.text(series.title, margin, doc.y + 4, { width: contentWidth(doc) });
  const top = doc.y + 8;
  const bottom = top + CHART_HEIGHT;
  const left = margin + AXIS_WIDTH;
  const width = contentWidth(doc) - AXIS_WIDTH;
  const min = series.min ?? 0;
  const max = series.max ?? axisMax(Math.max(...series.values, min + 1), min, series.integer === true);
  const yOf = (value: number) => bottom - ((value - min) / (max - min)) * CHART_HEIGHT;
  doc.font(FONT).fontSize(7).fillColor(COLORS.muted);
  for (let i = 0; i <= 4; i++) {
    const value = min + ((max - min) * i) / 4;
    const y = yOf(value);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.4)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.text(series.format(value), margin, y - 4, {
      width: AXIS_WIDTH - 6,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fillColor(COLORS.text);
  return { left, width, bottom, yOf };
}

/** The top of the value axis: four steps of 1, 2, 2.5 or 5 × 10^n, so the gridlines fall on round numbers. */
function axisMax(max: number, min: number, integer: boolean): number {
  const rough = (max - min) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factors = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = (factors.find((f) => f * power >= rough) ?? 10) * power;
  return min + 4 * (integer ? Math.max(1, Math.round(step)) : step);
}

/** The category labels under the axis; only every n-th one when they would crowd. */
function xLabels(doc: Doc, labels: readonly string[], left: number, step: number, bottom: number): void {
  doc.font(FONT).fontSize(7).fillColor(COLORS.muted);
  const every = Math.max(1, Math.ceil(34 / step));
  labels.forEach((label, i) => {
    if (i % every !== 0) return;
    doc.text(label, left + i * step - 10, bottom + 4, {
      width: step + 20,
      align: 'center',
      lineBreak: false,
    });
  });
  doc.fillColor(COLORS.text);
}
