import { enumLabel, type evidence, type Locale } from '@datamall/contract';
import type { TFunction } from 'i18next';
import { formatBytes, formatDateTime, formatMoney } from '../../shared/format';

/**
 * The buyer's evidence receipt made readable: event names in the user's language, money in yuan with two
 * decimals, times formatted. The ledger entries themselves are never changed: `payload` stays the exact
 * canonical JSON that was hashed, so the receipt remains verifiable.
 */

/** Payload fields holding money (1/10000 yuan, as integers in text). */
const MONEY_KEYS = new Set(['amount', 'unitPrice']);
/** Payload fields holding an instant. */
const TIME_KEYS = /(At|^validFrom|^validUntil)$/;
/** Any other value that is an ISO 8601 instant (e.g. `itemVersion`, the good's version stamp). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Payload fields holding a day (YYYY-MM-DD, China time). */
const DAY_KEYS = new Set(['startDate', 'endDate']);

/** Reading order of the payload fields (the payload itself keeps its canonical, sorted order). */
const FIELD_ORDER = [
  'orderNo',
  'name',
  'fileIndex',
  'size',
  'sha256',
  'files',
  'quantity',
  'unitPrice',
  'amount',
  'payMethod',
  'paidAt',
  'quotaTotal',
  'validFrom',
  'validUntil',
  'startDate',
  'endDate',
  'confirmedAt',
  'auto',
  'afterDays',
];
const rank = (key: string) => {
  const i = FIELD_ORDER.indexOf(key);
  return i === -1 ? FIELD_ORDER.length : i;
};

export interface ReceiptDetail {
  key: string;
  label: string;
  value: string;
}

export interface ReadableEntry {
  seq: string;
  event: string;
  time: string;
  details: ReceiptDetail[];
}

/**
 * An amount of the receipt (1/10000 yuan as an integer string) in yuan: the one way the receipt view, its print
 * and its download write money. `amountYuan` is left to tools that read the downloaded receipt.
 */
export function receiptMoney(value: unknown): string {
  const text = String(value);
  return /^-?\d+$/.test(text) ? `¥${formatMoney(BigInt(text))}` : text;
}

function bytes(value: unknown): string {
  const n = Number(value);
  return Number.isFinite(n) ? formatBytes(n) : String(value);
}

function valueText(key: string, value: unknown, t: TFunction, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY_KEYS.has(key)) return receiptMoney(value);
  if (TIME_KEYS.test(key) || (typeof value === 'string' && ISO_INSTANT.test(value)))
    return formatDateTime(String(value));
  if (DAY_KEYS.has(key)) return String(value);
  if (key === 'size') return bytes(value);
  if (key === 'payMethod') return enumLabel('pay_method', String(value), locale);
  if (key === 'reasonType') return enumLabel('reasonType', String(value), locale);
  if (key === 'result') return t(`receipt.runResult.${String(value)}`, { defaultValue: String(value) });
  if (typeof value === 'boolean') return value ? t('receipt.yes') : t('receipt.no');
  if (key === 'files' && Array.isArray(value))
    return value
      .map((f: { name?: unknown; sha256?: unknown }) => `${String(f.name)} (SHA-256 ${String(f.sha256)})`)
      .join('; ');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields of an entry's payload, labelled and formatted; an unreadable payload is shown as it is. */
export function entryDetails(payload: string, t: TFunction, locale: Locale): ReceiptDetail[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [{ key: 'payload', label: t('receipt.payload'), value: payload }];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return [{ key: 'payload', label: t('receipt.payload'), value: payload }];
  return Object.entries(parsed as Record<string, unknown>)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({
      key,
      label: t(`receipt.field.${key}`, { defaultValue: key }),
      value: valueText(key, value, t, locale),
    }));
}

export function eventName(entryType: string, t: TFunction): string {
  // Locale keys spell the entry type with `_` (`order.paid` -> `order_paid`): dots nest keys.
  return t(`receipt.event.${entryType.replace(/\./g, '_')}`, { defaultValue: entryType });
}

export function readableEntry(entry: evidence.EvidenceEntry, t: TFunction, locale: Locale): ReadableEntry {
  return {
    seq: entry.seq,
    event: eventName(entry.entryType, t),
    time: formatDateTime(entry.createdAt),
    details: entryDetails(entry.payload, t, locale),
  };
}

/**
 * The downloaded receipt: a readable part in the user's language first, then the receipt exactly as the server
 * answered it (entries with their canonical payloads, hashes, blocks and formula) to verify it with; tools that
 * read the server's receipt read the file unchanged.
 */
export function receiptDocument(receipt: evidence.Receipt, t: TFunction, locale: Locale) {
  const valid = receipt.verification.orderValid && receipt.verification.chainValid;
  return {
    readable: {
      title: t('receipt.title'),
      [t('receipt.order')]: receipt.orderNo,
      [t('receipt.goods')]: `${receipt.itemName} / ${receipt.skuName}`,
      [t('receipt.amount')]: receiptMoney(receipt.amount),
      [t('receipt.buyer')]: receipt.consumerName,
      [t('receipt.verification')]: valid ? t('evidence.valid') : t('evidence.invalid'),
      [t('receipt.issued')]: formatDateTime(receipt.issuedAt),
      [t('receipt.events')]: receipt.entries.map((e) => {
        const r = readableEntry(e, t, locale);
        return {
          '#': r.seq,
          [t('receipt.type')]: r.event,
          [t('receipt.time')]: r.time,
          ...Object.fromEntries(r.details.map((d) => [d.label, d.value])),
          [t('receipt.hash')]: e.hash,
        };
      }),
      note: t('receipt.ledgerNote'),
    },
    ...receipt,
  };
}
