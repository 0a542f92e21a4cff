import type { Readable } from 'node:stream';
import { billing, ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import { isValidCreditCode } from '../../platform/credit-code.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { FileStorage } from '../../platform/storage.js';
import { isOperator } from './billing.policy.js';
import * as repo from './billing.repository.js';
import type { StatementService } from './billing-statements.service.js';

const { CustomerBillStatus, InvoiceStatus } = billing;

const INVOICE_MAX_BYTES = billing.INVOICE_FILE_MAX_MB * 1024 * 1024;

export interface InvoiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** The seller's statement an uploaded invoice belongs to. */
  statements: Pick<StatementService, 'readable'>;
}

/** What a consumer's invoice application states, besides the statements it covers. */
interface InvoiceFields {
  title: string;
  taxNumber: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  email?: string | undefined;
}

/**
 * Invoices: consumers apply for one over settled statements and the operator uploads the issued PDF; sellers
 * upload the PDF of their invoice for a confirmed statement. The PDFs are kept in the file storage.
 */
export class InvoiceService {
  constructor(private readonly deps: InvoiceDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  // --- consumer invoices --------------------------------------------------------------------------------------

  /** Applies for one invoice over settled statements of the consumer (settled -> invoice applied). */
  async applyInvoice(actor: Actor, input: InvoiceFields & { statementIds: number[] }) {
    if (input.taxNumber.length === 18 && !isValidCreditCode(input.taxNumber)) {
      throw badParam('taxNumber', 'taxNumberInvalid');
    }
    const ids = [...new Set(input.statementIds)];
    return this.deps.db.transaction(async (tx) => {
      const rows = await this.lockInvoiceable(tx, actor, ids);
      const now = this.now();
      const invoice = await repo.insertInvoice(tx, {
        consumerId: actor.userId,
        consumerName: actor.username,
        statementIds: ids,
        months: rows.map((r) => r.month),
        amount: rows.reduce((s, r) => s + r.amount, 0n),
        title: input.title,
        taxNumber: input.taxNumber,
        address: input.address,
        phone: input.phone,
        bankName: input.bankName,
        bankAccount: input.bankAccount,
        email: input.email ?? '',
        status: InvoiceStatus.APPLIED,
        createdAt: now,
      });
      for (const r of rows) {
        await repo.updateStatement(tx, r.id, {
          status: CustomerBillStatus.INVOICE_APPLIED,
          invoiceId: invoice.id,
          updatedAt: now,
        });
      }
      return invoice;
    });
  }

  /** The consumer's own statements, locked; any other: 404; one that may not be invoiced now: 409. */
  private async lockInvoiceable(tx: DbOrTx, actor: Actor, ids: number[]) {
    const rows = await repo.lockStatements(tx, ids);
    if (rows.length !== ids.length || rows.some((r) => r.party !== 'consumer' || r.userId !== actor.userId)) {
      throw notFound();
    }
    if (rows.some((r) => billing.customerStatementNext(r.status, 'applyInvoice') === null))
      throw illegalState();
    return rows;
  }

  async invoice(actor: Actor, id: number) {
    const row = await repo.findInvoice(this.deps.db, id);
    if (!row || (!isOperator(actor) && row.consumerId !== actor.userId)) throw notFound();
    return row;
  }

  pageInvoices(
    actor: Actor,
    page: PageRequest,
    f: { status?: number | undefined; userId?: number | undefined },
  ) {
    return repo.pageInvoices(this.deps.db, page, {
      status: f.status,
      consumerId: isOperator(actor) ? f.userId : actor.userId,
    });
  }

  /** The operator uploads the invoice PDF: the application is issued and its statements invoiced. */
  async uploadInvoice(invoiceId: number, file: Readable) {
    const before = await repo.findInvoice(this.deps.db, invoiceId);
    if (!before) {
      file.resume();
      throw notFound();
    }
    if (before.status !== InvoiceStatus.APPLIED) {
      file.resume();
      throw illegalState();
    }
    return this.withPdf(file, 'bill-invoice', (tx, key) => this.issue(tx, invoiceId, key));
  }

  /** Issues an applied invoice with its stored PDF and moves its statements to invoiced. */
  private async issue(tx: DbOrTx, invoiceId: number, key: string) {
    const row = await repo.findInvoice(tx, invoiceId, true);
    if (!row || row.status !== InvoiceStatus.APPLIED) throw illegalState();
    const now = this.now();
    const statements = await repo.lockStatements(tx, row.statementIds);
    for (const s of statements) {
      const to = billing.customerStatementNext(s.status, 'issueInvoice');
      if (to === null) throw illegalState();
      await repo.updateStatement(tx, s.id, { status: to, updatedAt: now });
    }
    return repo.updateInvoice(tx, invoiceId, {
      status: InvoiceStatus.ISSUED,
      fileKey: key,
      issuedAt: now,
    });
  }

  async invoiceFile(actor: Actor, id: number) {
    const row = await this.invoice(actor, id);
    if (!row.fileKey) throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    return { stream: this.deps.storage.open(row.fileKey), name: `invoice-${row.id}.pdf` };
  }

  // --- seller invoices ------------------------------------------------------------------------------------------

  /** The seller uploads its invoice PDF for a confirmed statement (confirmed -> invoice uploaded). */
  async uploadUserInvoice(actor: Actor, statementId: number, file: Readable) {
    const before = await this.deps.statements.readable(actor, statementId, 'seller');
    if (billing.userStatementNext(before.status, 'uploadInvoice') === null) {
      file.resume();
      throw illegalState();
    }
    return this.withPdf(file, 'bill-user-invoice', async (tx, key) => {
      const row = await repo.findStatement(tx, statementId, true);
      const to = row && billing.userStatementNext(row.status, 'uploadInvoice');
      if (!row || to === null || to === undefined) throw illegalState();
      return repo.updateStatement(tx, statementId, {
        status: to,
        userInvoiceKey: key,
        updatedAt: this.now(),
      });
    });
  }

  async userInvoiceFile(actor: Actor, statementId: number) {
    const row = await this.deps.statements.readable(actor, statementId, 'seller');
    if (!row.userInvoiceKey) throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    return {
      stream: this.deps.storage.open(row.userInvoiceKey),
      name: `statement-${row.month}-${row.id}.pdf`,
    };
  }

  // --- files ------------------------------------------------------------------------------------------------------

  /** Stores the PDF, then records it in one transaction; the file is removed again when that fails. */
  private async withPdf<T>(file: Readable, folder: string, record: (tx: DbOrTx, key: string) => Promise<T>) {
    const key = await this.savePdf(file, folder);
    try {
      return await this.deps.db.transaction((tx) => record(tx, key));
    } catch (error) {
      await this.deps.storage.remove(key).catch(() => undefined);
      throw error;
    }
  }

  private async savePdf(file: Readable, folder: string): Promise<string> {
    try {
      const stored = await this.deps.storage.save(file, {
        folder,
        maxBytes: INVOICE_MAX_BYTES,
        accept: ['application/pdf'],
      });
      return stored.key;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.FILE_TYPE_REFUSED) {
        throw new AppError(ErrorCode.INVOICE_FILE_NOT_PDF);
      }
      throw error;
    }
  }
}
