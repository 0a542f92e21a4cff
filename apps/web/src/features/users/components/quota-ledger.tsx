import { formatMoney, type QuotaLedgerRow } from '@datamall/contract';
import { Alert, Button, Card, Empty, type TableProps, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchQuotaPage, type QuotaLedgerFilter, quotaPageKey } from '../api/query-quota-page';

const TYPE_COLOR: Record<string, string> = {
  'set-limit': 'blue',
  deduct: 'orange',
  restore: 'green',
  hold: 'gold',
  release: 'cyan',
};

/** A signed change of credit: +green, -red, 0 grey; BigInt so large amounts keep every digit. */
export function SignedMoney({ value }: { value: string }) {
  if (!/^-?\d+$/.test(value)) return <span>-</span>;
  const amount = BigInt(value);
  const sign = amount > 0n ? '+' : amount < 0n ? '-' : '';
  const color = amount > 0n ? '#16a34a' : amount < 0n ? '#dc2626' : '#94a3b8';
  return (
    <span
      style={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 500 }}
      data-testid="signed-money"
    >
      {sign}¥{formatMoney(amount < 0n ? -amount : amount)}
    </span>
  );
}

export interface QuotaLedgerProps {
  /** Operators: show one user's ledger (from the page's query string); undefined shows everyone's. */
  userId?: string;
  /** Operators see whose credit each row moved. */
  showUser: boolean;
  /** Operators: drop the user filter. */
  onClearUser?: () => void;
}

/** An order number in a system change's reason: the order number alone, or "Order …" as earlier versions wrote. */
const ORDER_NO = /\d{16}/;

/**
 * The reason of a ledger row in the reader's language: a payment, a refund or an API plan's credit move is worded
 * from its change type, reference and order number; the operator's own words for a new limit are shown as written.
 */
export function ledgerReason(row: QuotaLedgerRow, t: TFunction<['users', 'table']>): string {
  const orderNo = row.reason.match(ORDER_NO)?.[0];
  // Credit of a pay-as-you-go API plan: held for calls, given back unused, or charged for calls no hold covered.
  if (orderNo && row.reference.startsWith('api:')) {
    const key = { hold: 'apiHold', release: 'apiRelease' }[row.changeType] ?? 'apiCalls';
    return t(`ledger.reasons.${key}`, { orderNo });
  }
  if (orderNo && row.changeType === 'deduct') return t('ledger.reasons.orderPaid', { orderNo });
  if (orderNo && row.changeType === 'restore' && row.reference.startsWith('refund:')) {
    return t('ledger.reasons.refund', { orderNo });
  }
  return row.reason;
}

/** Credit ledger, newest first: change type, signed amount, limit and available after, reason, operator. */
export function QuotaLedger({ userId, showUser, onClearUser }: QuotaLedgerProps) {
  const { t } = useTranslation(['users', 'table']);
  const table = usePageTable<QuotaLedgerRow, QuotaLedgerFilter>({
    queryKey: quotaPageKey,
    fetcher: fetchQuotaPage,
    initialFilters: { userId },
  });
  const { search } = table;

  // The same page gets a new ?userId= when opened from another consumer's row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: search is recreated each render
  useEffect(() => {
    search({ userId });
  }, [userId]);

  const columns: TableProps<QuotaLedgerRow>['columns'] = [
    {
      key: 'createDate',
      title: t('ledger.time'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    ...(showUser && !userId
      ? [{ key: 'username', title: t('ledger.user'), dataIndex: 'username' as const, width: 130 }]
      : []),
    {
      key: 'changeType',
      title: t('ledger.changeType'),
      dataIndex: 'changeType',
      width: 110,
      render: (value: string) => (
        <Tag color={TYPE_COLOR[value] ?? 'default'} data-testid="ledger-type">
          {t(`ledger.types.${value}`, { defaultValue: value })}
        </Tag>
      ),
    },
    {
      key: 'amount',
      title: t('ledger.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      render: (value: string) => <SignedMoney value={value} />,
    },
    {
      key: 'limitAfter',
      title: t('ledger.limitAfter'),
      dataIndex: 'limitAfter',
      align: 'right',
      width: 150,
      render: (value: string) => <MoneyText value={value} />,
    },
    {
      key: 'availableAfter',
      title: t('ledger.availableAfter'),
      dataIndex: 'availableAfter',
      align: 'right',
      width: 150,
      render: (value: string) => <MoneyText value={value} />,
    },
    {
      key: 'reason',
      title: t('ledger.reason'),
      dataIndex: 'reason',
      ellipsis: { showTitle: false },
      render: (_: string, row) => {
        const reason = ledgerReason(row, t);
        return reason ? (
          <Tooltip title={reason} placement="topLeft">
            <span>{reason}</span>
          </Tooltip>
        ) : (
          '-'
        );
      },
    },
    {
      key: 'operatorName',
      title: t('ledger.operator'),
      dataIndex: 'operatorName',
      width: 120,
      render: (value: string) => value || '-',
    },
  ];

  const filteredName = table.list[0]?.username || (userId ? `#${userId}` : '');
  return (
    <Card data-testid="quota-ledger">
      {showUser && userId ? (
        <Alert
          showIcon
          type="info"
          style={{ marginBottom: 16 }}
          data-testid="quota-ledger-filter"
          message={t('ledger.filteredBy', { user: filteredName })}
          action={
            onClearUser ? (
              <Button size="small" onClick={onClearUser}>
                {t('ledger.showAll')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <PageTable<QuotaLedgerRow, QuotaLedgerFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.empty')} /> }}
        data-testid="quota-ledger-table"
      />
    </Card>
  );
}
