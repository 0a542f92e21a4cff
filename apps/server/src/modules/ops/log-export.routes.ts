import { endpoints, enumLabel, LOG_EXPORT_MAX_ROWS, type Locale, type Localized } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { CST_OFFSET_MS } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import { type ExportColumn, streamXlsx } from '../billing/billing.export.js';
import { type OperationLogRow, operationLogBefore } from './log-export.repository.js';

/** A login log row as the export writes it. */
interface LoginLogRow {
  id: number;
  createdAt: Date;
  username: string;
  operation: number;
  status: number;
  ip: string;
  userAgent: string;
}

/** What the export uses of the accounts module, which owns the login log. */
export interface LoginLogSource {
  /** The next `limit` rows older than `beforeId` (0: the newest), with the login log page's filters. */
  loginLogBefore(
    filter: { username?: string; status?: number },
    beforeId: number,
    limit: number,
  ): Promise<LoginLogRow[]>;
}

const L = (zhCN: string, zhTW: string, enUS: string): Localized => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

/** China Standard Time, as the console shows it: 2026-11-29 18:30:05. */
const chinaTime = (at: Date) =>
  new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

const TIME = { header: L('时间（北京时间）', '時間（北京時間）', 'Time (China)'), width: 20 };
const USERNAME = { header: L('用户名', '使用者名稱', 'Username'), width: 16 };
const IP = { header: L('IP 地址', 'IP 位址', 'IP address'), width: 16 };

function loginColumns(locale: Locale): ExportColumn<LoginLogRow>[] {
  return [
    { ...TIME, value: (r) => chinaTime(r.createdAt) },
    { ...USERNAME, value: (r) => r.username },
    {
      header: L('操作', '操作', 'Operation'),
      width: 10,
      value: (r) => enumLabel('login_operation', r.operation, locale),
    },
    {
      header: L('状态', '狀態', 'Status'),
      width: 12,
      value: (r) => enumLabel('login_status', r.status, locale),
    },
    { ...IP, value: (r) => r.ip },
    { header: L('浏览器', '瀏覽器', 'User agent'), width: 60, value: (r) => r.userAgent },
  ];
}

const OPERATION_COLUMNS: ExportColumn<OperationLogRow>[] = [
  { ...TIME, value: (r) => chinaTime(r.createdAt) },
  { ...USERNAME, value: (r) => r.username },
  { header: L('操作', '操作', 'Operation'), width: 28, value: (r) => r.operation },
  { header: L('请求方法', '請求方法', 'Method'), width: 8, value: (r) => r.method },
  { header: L('请求路径', '請求路徑', 'Path'), width: 36, value: (r) => r.path },
  { header: L('请求参数', '請求參數', 'Parameters'), width: 60, value: (r) => r.params },
  { header: L('结果', '結果', 'Result'), width: 8, value: (r) => r.status },
  { header: L('结果码', '結果碼', 'Result code'), width: 10, value: (r) => r.resultCode },
  { header: L('耗时（毫秒）', '耗時（毫秒）', 'Duration (ms)'), width: 12, value: (r) => r.durationMs },
  { ...IP, value: (r) => r.ip },
];

/**
 * Stops an export at LOG_EXPORT_MAX_ROWS: streamXlsx asks for rows after the last id it wrote, which for these
 * newest-first logs means older than it.
 */
function capped<T>(fetch: (beforeId: number, limit: number) => Promise<T[]>) {
  let sent = 0;
  return async (beforeId: number, limit: number) => {
    const room = LOG_EXPORT_MAX_ROWS - sent;
    if (room <= 0) return [];
    const rows = await fetch(beforeId, Math.min(limit, room));
    sent += rows.length;
    return rows;
  };
}

/** Excel exports of the login and operation logs, with the filters of their pages. */
export function registerLogExportRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  db: Db,
  loginLog: LoginLogSource,
) {
  bindEndpoint(app, gate, endpoints.ops.loginLogExport, async (ctx) => {
    const locale = requestLocale(ctx.req);
    await streamXlsx(ctx.reply, {
      filename: 'login-log.xlsx',
      sheet: 'login-log',
      locale,
      columns: loginColumns(locale),
      fetch: capped((beforeId, limit) => loginLog.loginLogBefore(ctx.query, beforeId, limit)),
    });
    return null;
  });
  bindEndpoint(app, gate, endpoints.ops.operationLogExport, async (ctx) => {
    await streamXlsx(ctx.reply, {
      filename: 'operation-log.xlsx',
      sheet: 'operation-log',
      locale: requestLocale(ctx.req),
      columns: OPERATION_COLUMNS,
      fetch: capped((beforeId, limit) => operationLogBefore(db, ctx.query, beforeId, limit)),
    });
    return null;
  });
}
