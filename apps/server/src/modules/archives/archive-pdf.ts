import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { archives, Locale } from '@datamall/contract';
import {
  ARCHIVE_QUERY_TITLES,
  type ArchiveAnswerOf,
  type ArchiveQueryName,
} from '@datamall/contract/vehicle-archive';
import PDFDocument from 'pdfkit';
import { COLORS, contentWidth, type Doc, FONT, FONT_BOLD, figures, heading } from './archive-pdf-layout.js';
import { SECTION_RENDERERS } from './archive-pdf-sections.js';
import { type Formatter, formatterFor } from './archive-pdf-text.js';

/**
 * The PDF of a stored archive report: A4 portrait, the platform's header with the report's identity and the
 * SHA-256 the evidence ledger recorded for its answer, a synthetic-data notice, the vehicle, then the query's
 * own figures, charts and tables; "page x / y" in every footer.
 *
 * The text is set in Source Han Sans SC from the `node-source-han-sans-sc` package (OFL-1.1), not a system
 * font: its region subset still covers the traditional characters zh-TW reports need, and Latin. pdfkit embeds
 * only the glyphs a document uses (a report is 70–160 KB, most of it the two font subsets) although each font
 * file is ~17 MB.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  [FONT]: 'node-source-han-sans-sc/SourceHanSansSC-Regular.otf',
  [FONT_BOLD]: 'node-source-han-sans-sc/SourceHanSansSC-Bold.otf',
};
const fontkit = require('fontkit') as { create(data: Buffer): object };
let loaded: Record<string, object> | undefined;

/**
 * Opened once per process and shared by every document: besides reading 35 MB, the first layout with a font
 * parses its OpenType tables (~150 ms), which the font object then keeps. pdfkit accepts a fontkit font as a source.
 */
function fonts(): Record<string, object> {
  loaded ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fontkit.create(fs.readFileSync(require.resolve(file))),
    ]),
  );
  return loaded;
}

type ArchiveReport = archives.ArchiveReport;

const MARGIN = { top: 62, bottom: 56, left: 48, right: 48 };

/** Throws when the report holds no found answer of its query (the service stores no other kind). */
export async function renderArchivePdf(report: ArchiveReport, locale: Locale): Promise<Buffer> {
  if (report.answer.found !== true || report.answer.query !== report.query) {
    throw new Error(`archive report ${report.id} holds no found answer of ${report.query}`);
  }
  const f = formatterFor(locale);
  const title = ARCHIVE_QUERY_TITLES[report.query][locale];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: MARGIN,
    bufferPages: true,
    lang: locale,
    info: {
      Title: `${f.t('reportTitle')} · ${title}`,
      Author: f.t('platform'),
      Subject: report.vin,
      Keywords: `SYNTHETIC ${report.id}`,
    },
  });
  const done = collect(doc);
  // @types/pdfkit does not list the fontkit font among the sources pdfkit 0.20 accepts.
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as Buffer);
  doc.on('pageAdded', () => runningHeader(doc, f, title, report.id));
  header(doc, f, title, report);
  syntheticNotice(doc, f);
  vehicleBlock(doc, f, report);
  renderSection(doc, report.query, report.answer, f);
  footers(doc, f);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function renderSection(
  doc: Doc,
  query: ArchiveQueryName,
  answer: Record<string, unknown>,
  f: Formatter,
): void {
  // The service stores only found answers, each the `ArchiveAnswerOf` of its own query.
  const render = SECTION_RENDERERS[query] as (
    doc: Doc,
    answer: ArchiveAnswerOf<typeof query>,
    f: Formatter,
  ) => void;
  render(doc, answer as unknown as ArchiveAnswerOf<typeof query>, f);
}

function header(doc: Doc, f: Formatter, title: string, report: ArchiveReport): void {
  const x = MARGIN.left;
  const width = contentWidth(doc);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(f.t('platform'), x, MARGIN.top - 30, { width });
  doc
    .font(FONT_BOLD)
    .fontSize(18)
    .fillColor(COLORS.text)
    .text(title, x, MARGIN.top - 14, { width });
  doc.font(FONT).fontSize(10).fillColor(COLORS.muted).text(f.t('reportTitle'), { width });
  doc.moveDown(0.4);
  const meta: [string, string][] = [
    [f.t('reportId'), report.id],
    [f.t('queriedAt'), f.dateTime(report.createdAt)],
    [f.t('sha256'), report.sha256],
  ];
  doc.fontSize(8.5);
  for (const [label, value] of meta) {
    doc.fillColor(COLORS.muted).text(`${label}${f.t('colon')}`, x, doc.y, { continued: true });
    doc.fillColor(COLORS.text).text(value, { width });
  }
  doc.moveDown(0.5);
}

function syntheticNotice(doc: Doc, f: Formatter): void {
  const x = MARGIN.left;
  const width = contentWidth(doc);
  doc.font(FONT_BOLD).fontSize(10);
  const height = doc.heightOfString(f.t('synthetic'), { width: width - 20 }) + 14;
  const top = doc.y;
  doc.rect(x, top, width, height).lineWidth(1).fillAndStroke(COLORS.warnFill, COLORS.warnText);
  doc.fillColor(COLORS.warnText).text(f.t('synthetic'), x + 10, top + 7, { width: width - 20 });
  doc.fillColor(COLORS.text);
  doc.y = top + height + 4;
}

function vehicleBlock(doc: Doc, f: Formatter, report: ArchiveReport): void {
  const answer = report.answer as unknown as ArchiveAnswerOf<ArchiveQueryName>;
  const v = answer.vehicle;
  heading(doc, f.t('vehicleSection'));
  const label = f.label;
  figures(doc, [
    { label: label('vin'), value: answer.vin },
    { label: label('plate'), value: answer.plateMasked },
    { label: label('city'), value: v.city },
    { label: label('brand'), value: v.brand },
    { label: label('series'), value: v.series },
    { label: label('modelYear'), value: String(v.modelYear) },
    { label: label('modelName'), value: v.modelName },
    { label: label('asOf'), value: f.date(answer.asOf) },
  ]);
  heading(doc, f.t('summary'));
}

/** The platform and report id at the top of every page after the first, where the cursor then starts. */
function runningHeader(doc: Doc, f: Formatter, title: string, reportId: string): void {
  const x = MARGIN.left;
  const y = MARGIN.top - 28;
  doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
  doc.text(`${f.t('platform')} · ${title} · ${reportId}`, x, y, {
    width: contentWidth(doc),
    lineBreak: false,
  });
  doc
    .moveTo(x, y + 14)
    .lineTo(x + contentWidth(doc), y + 14)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.fillColor(COLORS.text).font(FONT).fontSize(9);
  doc.x = x;
  doc.y = MARGIN.top;
}

function footers(doc: Doc, f: Formatter): void {
  const range = doc.bufferedPageRange();
  const pages = range.count;
  for (let i = range.start; i < range.start + pages; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(COLORS.muted);
    const y = doc.page.height - 34;
    doc.text(f.t('syntheticShort'), MARGIN.left, y, { width: 200, lineBreak: false });
    doc.text(f.t('page', { page: i + 1, pages }), MARGIN.left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
