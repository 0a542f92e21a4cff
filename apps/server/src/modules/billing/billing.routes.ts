import { endpoints, type Localized } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import { badParam } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import { type Actor, requestLocale } from '../../platform/request-context.js';
import { type ExportColumn, streamXlsx, unitsToYuan } from './billing.export.js';
import {
  toBankCard,
  toInvoice,
  toLine,
  toLineTotals,
  toRefund,
  toStatement,
  toUsage,
} from './billing.presenter.js';
import type * as repo from './billing.repository.js';
import type { BillingService } from './billing.service.js';
import type { InvoiceService } from './billing-invoices.service.js';
import type { BillLineService } from './billing-lines.service.js';
import type { RefundService } from './billing-refunds.service.js';
import type { StatementService } from './billing-statements.service.js';

/** The first file of a multipart body and the numeric field sent before it. */
async function fileWithId(req: FastifyRequest, field: string) {
  const file = await receiveFile(req);
  const value = file.field(field);
  if (!/^[1-9]\d{0,15}$/.test(value)) {
    file.file.resume();
    throw badParam(field, 'idBeforeFile');
  }
  return { id: Number(value), stream: file.file };
}

const L = (zh: string, tw: string, en: string): Localized => ({ 'zh-CN': zh, 'zh-TW': tw, 'en-US': en });

const LINE_COLUMNS = (names: Map<number, string>): ExportColumn<repo.LineRow>[] => [
  { header: L('编号', '編號', 'ID'), width: 10, value: (r) => r.id },
  { header: L('月份', '月份', 'Month'), width: 10, value: (r) => r.month },
  { header: L('订单号', '訂單號', 'Order no.'), width: 22, value: (r) => r.orderNo },
  { header: L('商品', '商品', 'Goods'), width: 30, value: (r) => r.itemName },
  { header: L('对象', '對象', 'Party'), width: 12, value: (r) => r.party },
  {
    header: L('用户', '使用者', 'User'),
    value: (r) =>
      r.party === 'consumer' ? r.consumerName : r.party === 'seller' ? (names.get(r.userId) ?? '') : '',
  },
  { header: L('账单类型', '帳單類型', 'Bill type'), width: 10, value: (r) => r.billType },
  { header: L('业务类型', '業務類型', 'Order type'), width: 10, value: (r) => r.orderType },
  { header: L('明细类型', '明細類型', 'Detail type'), width: 10, value: (r) => r.detailType },
  { header: L('金额（元）', '金額（元）', 'Amount (yuan)'), value: (r) => unitsToYuan(r.amount) },
  { header: L('原始金额（元）', '原始金額（元）', 'Gross (yuan)'), value: (r) => unitsToYuan(r.grossAmount) },
  {
    header: L('佣金费率（‱）', '佣金費率（‱）', 'Commission (bp)'),
    width: 12,
    value: (r) => r.commissionRate,
  },
  { header: L('原因', '原因', 'Reason'), width: 30, value: (r) => r.reason },
  { header: L('时间', '時間', 'Time'), width: 24, value: (r) => r.createdAt.toISOString() },
];

const STATEMENT_COLUMNS = (names: Map<number, string>): ExportColumn<repo.StatementRow>[] => [
  { header: L('编号', '編號', 'ID'), width: 10, value: (r) => r.id },
  { header: L('月份', '月份', 'Month'), width: 10, value: (r) => r.month },
  { header: L('用户', '使用者', 'User'), value: (r) => names.get(r.userId) ?? String(r.userId) },
  { header: L('状态', '狀態', 'Status'), width: 8, value: (r) => r.status },
  { header: L('金额（元）', '金額（元）', 'Amount (yuan)'), value: (r) => unitsToYuan(r.amount) },
  { header: L('明细数', '明細數', 'Lines'), width: 8, value: (r) => r.lineCount },
  { header: L('更新时间', '更新時間', 'Updated'), width: 24, value: (r) => r.updatedAt.toISOString() },
];

const USAGE_COLUMNS: ExportColumn<repo.UsageRow>[] = [
  { header: L('编号', '編號', 'ID'), width: 10, value: (r) => r.id },
  { header: L('月份', '月份', 'Month'), width: 10, value: (r) => r.month },
  { header: L('订单号', '訂單號', 'Order no.'), width: 22, value: (r) => r.orderNo },
  { header: L('商品', '商品', 'Goods'), width: 30, value: (r) => r.itemName },
  { header: L('消费者', '消費者', 'Consumer'), value: (r) => r.consumerName },
  { header: L('来源', '來源', 'Source'), width: 10, value: (r) => r.source },
  { header: L('引用', '引用', 'Reference'), width: 24, value: (r) => r.reference },
  { header: L('次数', '次數', 'Uses'), width: 8, value: (r) => r.uses },
  { header: L('金额（元）', '金額（元）', 'Amount (yuan)'), value: (r) => unitsToYuan(r.amount) },
  { header: L('佣金（元）', '佣金（元）', 'Commission (yuan)'), value: (r) => unitsToYuan(r.commission) },
  {
    header: L('卖方收入（元）', '賣方收入（元）', 'Seller income (yuan)'),
    value: (r) => unitsToYuan(r.sellerIncome),
  },
  { header: L('时间', '時間', 'Time'), width: 24, value: (r) => r.createdAt.toISOString() },
];

const e = endpoints.billing;

type Reply = import('fastify').FastifyReply;
type ExportContext<Q> = { actor: Actor | null; req: FastifyRequest; reply: Reply; query: Q };
type Names = (rows: { party?: string; userId: number }[]) => Promise<Map<number, string>>;

/** Bill lines, usage, commission, statements, invoices, bank cards, refunds, summary. */
export function registerBillingRoutes(app: FastifyInstance, gate: Gatekeeper, billing: BillingService) {
  const { lines } = billing;
  const sellerNames: Names = (rows) =>
    lines.usernames(rows.filter((r) => r.party !== 'platform').map((r) => r.userId));
  const presentStatement = async (row: repo.StatementRow) =>
    toStatement(row, await lines.usernames([row.userId]));
  registerLineRoutes(app, gate, lines, sellerNames);
  registerUsageRoutes(app, gate, lines);
  registerStatementRoutes(app, gate, billing.statements, (rows) =>
    lines.usernames(rows.map((r) => r.userId)),
  );
  registerSellerInvoiceRoutes(app, gate, billing.invoices, presentStatement);
  bindEndpoint(app, gate, e.orderSummary, async (ctx) => lines.summary(requireActor(ctx), ctx.body));
  registerInvoiceRoutes(app, gate, billing.invoices);
  registerRefundRoutes(app, gate, billing.refunds, billing.statements);
}

function registerLineRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: BillLineService,
  sellerNames: Names,
) {
  const linePage = async (actor: Actor, body: { page: number; limit: number } & Record<string, unknown>) => {
    const { page, limit, ...filter } = body;
    const result = await service.pageLines(actor, { page, limit }, filter);
    const names = await sellerNames(result.list);
    return {
      list: result.list.map((r) => toLine(r, names)),
      total: result.total,
      sum: result.sum.toString(),
      totals: result.totals && toLineTotals(result.totals),
    };
  };
  bindEndpoint(app, gate, e.customerBillPage, async (ctx) => linePage(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.userBillPage, async (ctx) => linePage(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.operateBillPage, async (ctx) => linePage(requireActor(ctx), ctx.body));

  const lineExport = async (ctx: ExportContext<Record<string, unknown>>, name: string) => {
    const actor = requireActor(ctx);
    const { access_token: _, ...filter } = ctx.query;
    const scoped = service.scopedLineFilter(actor, filter);
    const names = new Map<number, string>();
    await streamXlsx(ctx.reply, {
      filename: `${name}.xlsx`,
      sheet: 'bills',
      locale: requestLocale(ctx.req),
      columns: LINE_COLUMNS(names),
      fetch: (afterId, limit) => service.linesAfter(scoped, afterId, limit),
      prepare: async (rows) => {
        for (const [k, v] of await sellerNames(rows)) names.set(k, v);
      },
    });
    return null;
  };
  bindEndpoint(app, gate, e.customerBillExport, async (ctx) => lineExport(ctx, 'customer-bills'));
  bindEndpoint(app, gate, e.userBillExport, async (ctx) => lineExport(ctx, 'income-bills'));
  bindEndpoint(app, gate, e.operateBillExport, async (ctx) => lineExport(ctx, 'bills'));

  bindEndpoint(app, gate, e.adjust, async (ctx) => {
    const lines = await service.adjust(ctx.body.orderId, BigInt(ctx.body.amount), ctx.body.reason);
    const names = await sellerNames(lines);
    return lines.map((r) => toLine(r, names));
  });
}

/** Usage records and commission rates. */
function registerUsageRoutes(app: FastifyInstance, gate: Gatekeeper, service: BillLineService) {
  bindEndpoint(app, gate, e.usagePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    const result = await service.pageUsage(requireActor(ctx), { page, limit }, filter);
    return { list: result.list.map(toUsage), total: result.total };
  });
  bindEndpoint(app, gate, e.usageExport, async (ctx) => {
    const { access_token: _, ...filter } = ctx.query;
    const scoped = service.scopedUsageFilter(requireActor(ctx), filter);
    await streamXlsx(ctx.reply, {
      filename: 'usage.xlsx',
      sheet: 'usage',
      locale: requestLocale(ctx.req),
      columns: USAGE_COLUMNS,
      fetch: (afterId, limit) => service.usageAfter(scoped, afterId, limit),
    });
    return null;
  });

  // commission
  bindEndpoint(app, gate, e.commissionConfig, async () => service.commissionConfig());
  bindEndpoint(app, gate, e.setCommission, async (ctx) =>
    service.setCommission(ctx.body.classificationId, ctx.body.rate),
  );
  bindEndpoint(app, gate, e.deleteCommission, async (ctx) =>
    service.deleteCommission(ctx.body.classificationId),
  );
}

type StatementQuery = {
  month?: string | undefined;
  status?: number | undefined;
  userId?: number | undefined;
};

function registerStatementRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: StatementService,
  statementNames: (rows: repo.StatementRow[]) => Promise<Map<number, string>>,
) {
  const presentStatement = async (row: repo.StatementRow) => toStatement(row, await statementNames([row]));
  const statementPage = async (
    actor: Actor,
    party: 'consumer' | 'seller',
    body: { page: number; limit: number } & StatementQuery,
  ) => {
    const { page, limit, ...filter } = body;
    const result = await service.pageStatements(actor, party, { page, limit }, filter);
    const names = await statementNames(result.list);
    return { list: result.list.map((r) => toStatement(r, names)), total: result.total };
  };
  bindEndpoint(app, gate, e.customerStatementPage, async (ctx) =>
    statementPage(requireActor(ctx), 'consumer', ctx.body),
  );
  bindEndpoint(app, gate, e.userStatementPage, async (ctx) =>
    statementPage(requireActor(ctx), 'seller', ctx.body),
  );
  bindEndpoint(app, gate, withFastifyParams(e.customerStatementDetail), async (ctx) =>
    presentStatement(await service.customerStatement(requireActor(ctx), pathId(ctx.req))),
  );
  bindEndpoint(app, gate, withFastifyParams(e.userStatementDetail), async (ctx) => {
    const { row, bankCard } = await service.userStatement(requireActor(ctx), pathId(ctx.req));
    return { ...(await presentStatement(row)), bankCard: bankCard ? toBankCard(bankCard) : null };
  });
  bindEndpoint(app, gate, e.customerStatementTransition, async (ctx) =>
    presentStatement(await service.customerTransition(ctx.body.id, ctx.body.action)),
  );
  bindEndpoint(app, gate, e.userStatementTransition, async (ctx) =>
    presentStatement(await service.userTransition(requireActor(ctx), ctx.body.id, ctx.body.action)),
  );
  const statementExport = (ctx: ExportContext<StatementQuery>, party: 'consumer' | 'seller') =>
    exportStatements(ctx, party, service, statementNames);
  bindEndpoint(app, gate, e.customerStatementExport, async (ctx) => statementExport(ctx, 'consumer'));
  bindEndpoint(app, gate, e.userStatementExport, async (ctx) => statementExport(ctx, 'seller'));
  bindEndpoint(app, gate, e.generateStatements, async (ctx) => service.generateStatements(ctx.body.month));
}

async function exportStatements(
  ctx: ExportContext<StatementQuery>,
  party: 'consumer' | 'seller',
  service: StatementService,
  statementNames: (rows: repo.StatementRow[]) => Promise<Map<number, string>>,
) {
  const filter = service.scopedStatementFilter(requireActor(ctx), party, ctx.query);
  const names = new Map<number, string>();
  await streamXlsx(ctx.reply, {
    filename: `${party}-statements.xlsx`,
    sheet: 'statements',
    locale: requestLocale(ctx.req),
    columns: STATEMENT_COLUMNS(names),
    fetch: (afterId, limit) => service.statementsAfter(filter, afterId, limit),
    prepare: async (rows) => {
      for (const [k, v] of await statementNames(rows)) names.set(k, v);
    },
  });
  return null;
}

function sendPdf(reply: Reply, file: { stream: NodeJS.ReadableStream; name: string }) {
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

/** Sellers' invoices of their statements. */
function registerSellerInvoiceRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: InvoiceService,
  presentStatement: (row: repo.StatementRow) => Promise<ReturnType<typeof toStatement>>,
) {
  bindEndpoint(app, gate, e.uploadUserInvoice, async (ctx) => {
    const { id, stream } = await fileWithId(ctx.req, 'statementId');
    return presentStatement(await service.uploadUserInvoice(requireActor(ctx), id, stream));
  });
  bindEndpoint(app, gate, e.userInvoiceFile, async (ctx) => {
    sendPdf(ctx.reply, await service.userInvoiceFile(requireActor(ctx), ctx.query.id));
    return null;
  });
}

/** Consumers' invoices: applications and the issued PDFs. */
function registerInvoiceRoutes(app: FastifyInstance, gate: Gatekeeper, service: InvoiceService) {
  bindEndpoint(app, gate, e.applyInvoice, async (ctx) =>
    toInvoice(await service.applyInvoice(requireActor(ctx), ctx.body)),
  );
  bindEndpoint(app, gate, e.invoicePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    const result = await service.pageInvoices(requireActor(ctx), { page, limit }, filter);
    return { list: result.list.map(toInvoice), total: result.total };
  });
  bindEndpoint(app, gate, withFastifyParams(e.invoiceDetail), async (ctx) =>
    toInvoice(await service.invoice(requireActor(ctx), pathId(ctx.req))),
  );
  bindEndpoint(app, gate, e.uploadInvoice, async (ctx) => {
    const { id, stream } = await fileWithId(ctx.req, 'invoiceId');
    return toInvoice(await service.uploadInvoice(id, stream));
  });
  bindEndpoint(app, gate, e.invoiceFile, async (ctx) => {
    sendPdf(ctx.reply, await service.invoiceFile(requireActor(ctx), ctx.query.id));
    return null;
  });
}

/** Refunds, and the bank cards sellers are paid to (kept with their statements). */
function registerRefundRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: RefundService,
  statements: StatementService,
) {
  // bank cards
  bindEndpoint(app, gate, e.bankCardInfo, async (ctx) => {
    const row = await statements.bankCard(requireActor(ctx).userId);
    return row ? toBankCard(row) : null;
  });
  bindEndpoint(app, gate, e.bankCardSave, async (ctx) =>
    toBankCard(await statements.saveBankCard(requireActor(ctx).userId, ctx.body)),
  );

  // refunds
  bindEndpoint(app, gate, e.refundApply, async (ctx) =>
    toRefund(await service.requestRefund(requireActor(ctx), ctx.body)),
  );
  bindEndpoint(app, gate, e.refundPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    const result = await service.pageRefunds(requireActor(ctx), { page, limit }, filter);
    return { list: result.list.map(toRefund), total: result.total };
  });
  bindEndpoint(app, gate, withFastifyParams(e.refundDetail), async (ctx) =>
    toRefund(await service.refund(requireActor(ctx), pathId(ctx.req))),
  );
}
