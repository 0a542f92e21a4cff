import { excelImport, type Locale, type Localized } from '@datamall/contract';
import ExcelJS from 'exceljs';

const NOTES_HEADERS: Localized[] = [
  { 'zh-CN': '列', 'zh-TW': '欄', 'en-US': 'Column' },
  { 'zh-CN': '是否必填', 'zh-TW': '是否必填', 'en-US': 'Required' },
  { 'zh-CN': '说明与允许的值', 'zh-TW': '說明與允許的值', 'en-US': 'Meaning and allowed values' },
];
const YES: Localized = { 'zh-CN': '必填', 'zh-TW': '必填', 'en-US': 'Required' };
const NO: Localized = { 'zh-CN': '选填', 'zh-TW': '選填', 'en-US': 'Optional' };
const NOTES_SHEET: Localized = { 'zh-CN': '填写说明', 'zh-TW': '填寫說明', 'en-US': 'Notes' };
const NOTES_FOOTER: Localized = {
  'zh-CN':
    '第 1 行为表头（带 * 为必填列），数据从第 2 行开始；空行会被忽略。导入前会逐行校验，错误报告给出行号、列和原因。',
  'zh-TW':
    '第 1 列為表頭（帶 * 為必填欄），資料從第 2 列開始；空列會被忽略。匯入前會逐列校驗，錯誤報告列出列號、欄和原因。',
  'en-US':
    'Row 1 is the header (* marks required columns); data starts on row 2 and blank rows are ignored. Every row is checked before anything is imported; the report gives the row, the column and the reason.',
};

/** Letters of a 1-based column number (1 → A). */
function columnLetter(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The template of a kind in the caller's language: the data sheet (header row, every cell formatted as text so
 * mobiles and codes keep their digits, drop-down lists on the columns with choices) and a notes sheet.
 */
export async function templateWorkbook(kind: excelImport.ExcelImportKind, locale: Locale): Promise<Buffer> {
  const columns = excelImport.EXCEL_IMPORT_COLUMNS[kind];
  const maxRow = excelImport.EXCEL_IMPORT_LIMITS.rows[kind] + 1;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'datamall';
  const sheet = workbook.addWorksheet(excelImport.EXCEL_IMPORT_KIND_LABELS[kind][locale], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.required ? `${c.header[locale]} *` : c.header[locale],
    key: c.key,
    width: Math.max(16, c.header[locale].length * 2 + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, i) => {
    const choices = excelImport.EXCEL_IMPORT_CHOICES[column.key];
    if (!choices) return;
    const letter = columnLetter(i + 1);
    const labels = Object.values(choices).map((label) => label[locale]);
    (sheet as unknown as DataValidationSheet).dataValidations.add(`${letter}2:${letter}${maxRow}`, {
      type: 'list',
      allowBlank: !column.required,
      formulae: [`"${labels.join(',')}"`],
      showErrorMessage: true,
      errorTitle: column.header[locale],
      error: column.rule[locale],
    });
  });
  addNotesSheet(workbook, columns, locale);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addNotesSheet(workbook: ExcelJS.Workbook, columns: excelImport.ImportColumn[], locale: Locale) {
  const notes = workbook.addWorksheet(NOTES_SHEET[locale]);
  notes.columns = [{ width: 18 }, { width: 10 }, { width: 90 }];
  notes.addRow(NOTES_HEADERS.map((h) => h[locale])).font = { bold: true };
  for (const column of columns) {
    notes.addRow([column.header[locale], (column.required ? YES : NO)[locale], column.rule[locale]]);
  }
  notes.addRow([]);
  notes.addRow([NOTES_FOOTER[locale]]);
}

/** exceljs 4.4 has worksheet.dataValidations at run time; its typings leave it out. */
interface DataValidationSheet {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}
