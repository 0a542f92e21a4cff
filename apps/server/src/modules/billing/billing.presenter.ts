import type { billing } from '@datamall/contract';
import type * as repo from './billing.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLine(row: repo.LineRow, names: Map<number, string>): billing.BillLine {
  return {
    id: String(row.id),
    party: row.party as billing.BillParty,
    userId: String(row.userId),
    userName:
      row.party === 'consumer'
        ? row.consumerName
        : row.party === 'seller'
          ? (names.get(row.userId) ?? '')
          : '',
    orderId: String(row.orderId),
    orderNo: row.orderNo,
    itemId: String(row.itemId),
    itemName: row.itemName,
    skuName: row.skuName,
    billType: row.billType,
    orderType: row.orderType,
    detailType: row.detailType,
    cannal: row.cannal,
    payType: row.payType,
    amount: row.amount.toString(),
    grossAmount: row.grossAmount.toString(),
    commissionRate: row.commissionRate,
    month: row.month,
    statementId: row.statementId === null ? null : String(row.statementId),
    usageId: row.usageId === null ? null : String(row.usageId),
    refundId: row.refundId === null ? null : String(row.refundId),
    reason: row.reason,
    createDate: row.createdAt.toISOString(),
  };
}

/** The traded total and its split, as money text. */
export function toLineTotals(totals: {
  traded: bigint;
  sellerIncome: bigint;
  commission: bigint;
}): billing.BillLineTotals {
  return {
    traded: totals.traded.toString(),
    sellerIncome: totals.sellerIncome.toString(),
    commission: totals.commission.toString(),
  };
}

export function toStatement(row: repo.StatementRow, names: Map<number, string>): billing.Statement {
  return {
    id: String(row.id),
    party: row.party as 'consumer' | 'seller',
    userId: String(row.userId),
    userName: names.get(row.userId) ?? '',
    month: row.month,
    status: row.status,
    amount: row.amount.toString(),
    lineCount: row.lineCount,
    invoiceId: row.invoiceId === null ? null : String(row.invoiceId),
    hasUserInvoice: row.userInvoiceKey !== null,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toBankCard(row: repo.BankCardRow): billing.BankCard {
  return {
    accountName: row.accountName,
    bankName: row.bankName,
    branchName: row.branchName,
    cardNumber: row.cardNumber,
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toUsage(row: repo.UsageRow): billing.UsageRecord {
  return {
    id: String(row.id),
    orderId: String(row.orderId),
    orderNo: row.orderNo,
    consumerId: String(row.consumerId),
    consumerName: row.consumerName,
    sellerId: String(row.sellerId),
    itemId: String(row.itemId),
    itemName: row.itemName,
    source: row.source,
    reference: row.reference,
    buyType: 1,
    detailType: 2,
    uses: row.uses,
    unitPrice: row.unitPrice.toString(),
    amount: row.amount.toString(),
    commission: row.commission.toString(),
    sellerIncome: row.sellerIncome.toString(),
    commissionRate: row.commissionRate,
    month: row.month,
    createDate: row.createdAt.toISOString(),
  };
}

export function toInvoice(row: repo.InvoiceRow): billing.Invoice {
  return {
    id: String(row.id),
    consumerId: String(row.consumerId),
    consumerName: row.consumerName,
    statementIds: row.statementIds.map(String),
    months: row.months,
    amount: row.amount.toString(),
    title: row.title,
    taxNumber: row.taxNumber,
    address: row.address,
    phone: row.phone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    email: row.email,
    status: row.status,
    hasFile: row.fileKey !== null,
    issuedDate: iso(row.issuedAt),
    createDate: row.createdAt.toISOString(),
  };
}

export function toRefund(row: repo.RefundRow): billing.Refund {
  return {
    id: String(row.id),
    orderId: String(row.orderId),
    orderNo: row.orderNo,
    itemName: row.itemName,
    consumerId: String(row.consumerId),
    consumerName: row.consumerName,
    sellerId: String(row.sellerId),
    amount: row.amount.toString(),
    reasonType: row.reasonType,
    reason: row.reason,
    status: row.status,
    processInstanceId: row.processInstanceId === null ? null : String(row.processInstanceId),
    decisionComment: row.decisionComment,
    decidedDate: iso(row.decidedAt),
    createDate: row.createdAt.toISOString(),
  };
}
