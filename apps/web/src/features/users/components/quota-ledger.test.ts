import type { QuotaLedgerRow } from '@datamall/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ledgerReason } from './quota-ledger';

const t = ((key: string, options?: { orderNo?: string }) =>
  `${key}|${options?.orderNo ?? ''}`) as unknown as TFunction<['users', 'table']>;

const row = (changeType: string, reason: string, reference = ''): QuotaLedgerRow => ({
  id: '1',
  userId: '2',
  username: 'consumer',
  changeType,
  amount: '-10000',
  limitAfter: '0',
  availableAfter: '0',
  reason,
  reference,
  operatorName: '',
  createDate: '2026-11-24T00:00:00.000Z',
});

describe('ledgerReason', () => {
  it('words a payment and a refund in the reader’s language from the order number', () => {
    expect(ledgerReason(row('deduct', '2026112400000008', '2026112400000008'), t)).toBe(
      'ledger.reasons.orderPaid|2026112400000008',
    );
    expect(ledgerReason(row('restore', '2026112400000008', 'refund:3'), t)).toBe(
      'ledger.reasons.refund|2026112400000008',
    );
  });

  it('words the English reasons of earlier versions the same way', () => {
    expect(ledgerReason(row('deduct', 'Order 2026112400000008', '2026112400000008'), t)).toBe(
      'ledger.reasons.orderPaid|2026112400000008',
    );
    expect(ledgerReason(row('restore', 'refund of order 2026112400000008', 'refund:3'), t)).toBe(
      'ledger.reasons.refund|2026112400000008',
    );
  });

  it('words the credit moves of a pay-as-you-go API plan by their change type', () => {
    const ref = 'api:2026112400000009';
    expect(ledgerReason(row('hold', '2026112400000009', ref), t)).toBe(
      'ledger.reasons.apiHold|2026112400000009',
    );
    expect(ledgerReason(row('release', '2026112400000009', ref), t)).toBe(
      'ledger.reasons.apiRelease|2026112400000009',
    );
    expect(ledgerReason(row('deduct', '2026112400000009', ref), t)).toBe(
      'ledger.reasons.apiCalls|2026112400000009',
    );
  });

  it('shows the operator’s words for a new limit as written', () => {
    expect(ledgerReason(row('set-limit', '年度授信 2026'), t)).toBe('年度授信 2026');
  });
});
