import { DownloadOutlined } from '@ant-design/icons';
import { billing, formatMoney, RoleType } from '@datamall/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { session } from '../../../shared/session';

/** Who is looking: the operator sees everything, a consumer its charges, a seller (supplier/developer) its income. */
export type BillingViewer = 'operator' | 'consumer' | 'seller';

export function currentViewer(): BillingViewer {
  const role = session.getRoleType();
  if (role === RoleType.OPERATOR) return 'operator';
  if (role === RoleType.CONSUMER) return 'consumer';
  return 'seller';
}

/** A signed amount: + green, - red, 0 grey (BigInt, so every digit is kept). */
export function SignedMoney({ value, testId }: { value: string; testId?: string }) {
  if (!/^-?\d+$/.test(value)) return <span>-</span>;
  const amount = BigInt(value);
  const sign = amount < 0n ? '-' : '';
  const color = amount > 0n ? undefined : amount < 0n ? '#dc2626' : '#94a3b8';
  return (
    <span style={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {sign}¥{formatMoney(amount < 0n ? -amount : amount)}
    </span>
  );
}

/** basis points -> "10.00%". */
export function formatRate(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

const INVOICE_COLOR: Record<number, string> = { 1: 'processing', 2: 'success' };
const REFUND_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const REFUND_TONE: Record<number, string> = { 0: 'pending', 1: 'positive', 2: 'error' };

/** Status of an invoice application (designed labels of the contract). */
export function InvoiceStatusTag({ status }: { status: number }) {
  const locale = useLocale();
  const label = billing.BILLING_LABELS.invoiceStatus[status as 1 | 2]?.[locale] ?? String(status);
  return (
    <Tag color={INVOICE_COLOR[status] ?? 'default'} data-tone={status === 2 ? 'positive' : 'pending'}>
      {label}
    </Tag>
  );
}

export function RefundStatusTag({ status }: { status: number }) {
  const locale = useLocale();
  const label = billing.BILLING_LABELS.refundStatus[status as 0 | 1 | 2]?.[locale] ?? String(status);
  return (
    <Tag color={REFUND_COLOR[status] ?? 'default'} data-tone={REFUND_TONE[status] ?? 'none'}>
      {label}
    </Tag>
  );
}

export function partyLabel(party: billing.BillParty, locale: ReturnType<typeof useLocale>): string {
  return billing.BILLING_LABELS.party[party][locale];
}

/** "Export Excel": downloads what the list shows now (its filters), with the session's token. */
export function ExportButton({ onExport, testId }: { onExport: () => Promise<string>; testId: string }) {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      const name = await onExport();
      notify.success(t('export.done', { name }));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void handleClick()}
      data-testid={testId}
    >
      {t('export.excel')}
    </Button>
  );
}
