import type { evidence } from '@datamall/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes } from '../../shared/format';
import { i18n, setLocale } from '../../shared/i18n';
import { entryDetails, eventName, readableEntry, receiptDocument, receiptMoney } from './receipt-format';

const paid: evidence.EvidenceEntry = {
  seq: '12',
  entryType: 'order.paid',
  orderId: '5',
  payload:
    '{"amount":"1234500","consumerId":"3","orderNo":"DM001","paidAt":"2026-03-01T02:03:04.000Z","payMethod":"VIRTUAL_COIN_PAY"}',
  createdAt: '2026-03-01T02:03:04.000Z',
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  blockNo: '1',
};

const receipt: evidence.Receipt = {
  orderId: '5',
  orderNo: 'DM001',
  itemName: 'Sensors',
  skuName: 'Full set',
  amount: '1234500',
  amountYuan: '123.45',
  consumerName: 'consumer',
  hashAlgorithm: 'SHA-256',
  hashFormula: 'hash = SHA-256(...)',
  entries: [paid],
  blocks: [],
  signingFormula: 'signature = …',
  verification: {
    orderId: '5',
    orderValid: true,
    orderEntries: 1,
    chainValid: true,
    chainEntries: 1,
    brokenSeqs: [],
    brokenBlocks: [],
    headHash: 'b'.repeat(64),
    verifiedAt: '2026-03-01T02:03:05.000Z',
  },
  issuedAt: '2026-03-01T02:03:05.000Z',
};

const fixed = (locale: 'zh-CN' | 'zh-TW' | 'en-US') => i18n.getFixedT(locale, 'delivery');
const local = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

describe('receipt-format', () => {
  afterEach(async () => setLocale('zh-CN'));

  it('shows money in yuan with two decimals, times formatted and event names localized', async () => {
    await setLocale('zh-CN');
    const entry = readableEntry(paid, fixed('zh-CN'), 'zh-CN');
    expect(entry.event).toBe('订单支付');
    expect(entry.time).toBe(local(paid.createdAt));
    expect(entry.details.map((d) => d.key)).toEqual([
      'orderNo',
      'amount',
      'payMethod',
      'paidAt',
      'consumerId',
    ]);
    expect(Object.fromEntries(entry.details.map((d) => [d.label, d.value]))).toEqual({
      金额: '¥123.45',
      '买家 ID': '3',
      订单号: 'DM001',
      支付时间: local('2026-03-01T02:03:04.000Z'),
      支付方式: '信用额度',
    });
  });

  it.each([
    ['zh-TW', '訂單付款', '金額'],
    ['en-US', 'Order paid', 'Amount'],
  ] as const)('%s: event and field names', async (locale, event, amount) => {
    await setLocale(locale);
    expect(eventName('order.paid', fixed(locale))).toBe(event);
    const details = entryDetails(paid.payload, fixed(locale), locale);
    expect(details.find((d) => d.key === 'amount')).toEqual({
      key: 'amount',
      label: amount,
      value: '¥123.45',
    });
  });

  it('an unknown event or field is shown as it is', async () => {
    await setLocale('zh-CN');
    const tt = fixed('zh-CN');
    expect(eventName('future.kind', tt)).toBe('future.kind');
    expect(entryDetails('{"novel":"x"}', tt, 'zh-CN')).toEqual([
      { key: 'novel', label: 'novel', value: 'x' },
    ]);
    expect(entryDetails('not json', tt, 'zh-CN')[0]!.value).toBe('not json');
  });

  it('the downloaded document keeps the ledger exactly as answered, to verify it with', async () => {
    await setLocale('en-US');
    const doc = receiptDocument(receipt, fixed('en-US'), 'en-US');
    const { readable: _readable, ...ledger } = doc;
    expect(ledger).toEqual(receipt);
    expect(doc.entries[0]!.payload).toBe(paid.payload);
    expect(Object.keys(doc)[0]).toBe('readable');
    expect(doc.readable.Amount).toBe('¥123.45');
    const [row] = doc.readable['Ledger entries'] as Record<string, string>[];
    expect(row).toMatchObject({ Entry: 'Order paid', Amount: '¥123.45', Hash: 'b'.repeat(64) });
  });

  it('writes a file size and an amount the way the rest of the order page does', () => {
    const [size] = entryDetails('{"size":1572864}', fixed('en-US'), 'en-US');
    expect(size?.value).toBe(formatBytes(1572864));
    expect(size?.value).toBe('1.5 MB');
    expect(receiptMoney('1234500')).toBe('¥123.45');
  });
});
