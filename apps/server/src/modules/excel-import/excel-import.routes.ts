import { endpoints, excelImport } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import { badParam } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { type ReceivedFile, receiveFile } from '../../platform/multipart.js';
import { requestLocale } from '../../platform/request-context.js';
import type { ExcelImportService } from './excel-import.service.js';
import { templateWorkbook } from './excel-import.template.js';

const e = endpoints.excelImport;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerExcelImportRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: ExcelImportService,
) {
  bindEndpoint(app, gate, e.template, async (ctx) => {
    const locale = requestLocale(ctx.req);
    const workbook = await templateWorkbook(ctx.query.kind, locale);
    const name = `${excelImport.EXCEL_IMPORT_KIND_LABELS[ctx.query.kind][locale]}-template.xlsx`;
    ctx.reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', contentDisposition(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(workbook);
    return null;
  });
  bindEndpoint(app, gate, e.importFile, async (ctx) => {
    // The kind and mode fields come before the file.
    const upload = await receiveFile(ctx.req);
    const kind = choiceField(upload, 'kind', excelImport.zExcelImportKind, excelImport.EXCEL_IMPORT_KINDS);
    const mode = choiceField(upload, 'mode', excelImport.zExcelImportMode, excelImport.EXCEL_IMPORT_MODES);
    return service.importFile({ kind, mode, file: upload.file, locale: requestLocale(ctx.req) });
  });
}

/** A text field of the upload that must be one of a few values; the file is left unread when it is not. */
function choiceField<T extends string>(
  upload: ReceivedFile,
  name: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  values: readonly string[],
): T {
  const value = upload.field(name);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  upload.file.resume();
  throw value === '' ? badParam(name, 'required') : badParam(name, 'oneOfValues', { n: values.join(', ') });
}
