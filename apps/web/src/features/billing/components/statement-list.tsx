import { billing, enumLabel, enumValues, formatMoney } from '@datamall/contract';
import { Button, Card, Form, Select, Space, type TableProps, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  downloadUserInvoice,
  exportStatements,
  type StatementFilter,
  type StatementParty,
  statementPageFetcher,
  statementsKey,
  useStatementTransition,
  useUploadUserInvoice,
} from '../api/statements';
import { billingPaths } from '../paths';
import { type BillingViewer, ExportButton } from './bits';
import { GenerateStatements } from './generate-statements';
import { MonthInput } from './month-filter';
import { PdfUploadButton } from './pdf-upload-button';

type Transition = 'onAccount' | 'settle' | 'confirm' | 'pay';

/** The transitions a viewer may start from a status (the contract's tables, filtered by who takes each step). */
export function statementActions(party: StatementParty, viewer: BillingViewer, status: number): Transition[] {
  if (party === 'consumer') {
    if (viewer !== 'operator') return [];
    return billing.CUSTOMER_STATEMENT_TRANSITIONS.filter(
      (t) => t.from === status && (t.action === 'onAccount' || t.action === 'settle'),
    ).map((t) => t.action as Transition);
  }
  const mine: readonly billing.UserStatementAction[] =
    viewer === 'operator' ? ['onAccount', 'pay'] : viewer === 'seller' ? ['confirm'] : [];
  return billing.USER_STATEMENT_TRANSITIONS.filter((t) => t.from === status && mine.includes(t.action)).map(
    (t) => t.action as Transition,
  );
}

export const statusDict = (party: StatementParty) =>
  party === 'consumer' ? 'customer_bill_status' : 'userBillType';

/** Starts a statement transition after a confirmation naming the statement and its amount. */
export function useConfirmTransition(party: StatementParty) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const transition = useStatementTransition(party);
  return (row: billing.Statement, action: Transition, after?: () => void) =>
    notify.confirm({
      title: t('statements.confirmTitle', { action: billing.BILLING_LABELS.statementAction[action][locale] }),
      content: t(`statements.confirm.${action}`, {
        month: row.month,
        user: row.userName,
        amount: `¥${formatMoney(BigInt(row.amount))}`,
      }),
      okText: billing.BILLING_LABELS.statementAction[action][locale],
      okTestId: `confirm-statement-${action}`,
      onOk: () =>
        transition
          .mutateAsync({ id: row.id, action })
          .then(() => {
            notify.success(t('statements.done'));
            after?.();
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });
}

export interface StatementListProps {
  party: StatementParty;
  viewer: BillingViewer;
  testId?: string;
  /** Card title; none inside a tab. */
  title?: string;
}

/**
 * Monthly statements with their status and the steps the viewer may take now: the operator puts on account,
 * settles and pays; a consumer applies for an invoice over settled ones and opens it; a seller confirms and
 * uploads its invoice.
 */
export function StatementList({ party, viewer, title, testId = `statements-${party}` }: StatementListProps) {
  const { t } = useTranslation(['billing', 'table']);
  const locale = useLocale();
  const navigate = useNavigate();
  const table = usePageTable<billing.Statement, StatementFilter>({
    queryKey: [...statementsKey, 'page', party],
    fetcher: statementPageFetcher(party),
  });
  const confirmTransition = useConfirmTransition(party);
  const upload = useUploadUserInvoice();
  const [selected, setSelected] = useState<Key[]>([]);
  const dict = statusDict(party);
  const isOperator = viewer === 'operator';
  const canApply = party === 'consumer' && viewer === 'consumer';

  const handleDownload = (row: billing.Statement) =>
    downloadUserInvoice(row).catch((error: unknown) => {
      const text = errorText(error);
      if (text) notify.error(text);
    });

  const columns: TableProps<billing.Statement>['columns'] = [
    {
      key: 'month',
      title: t('fields.month'),
      dataIndex: 'month',
      width: 100,
      render: (value: string, row) => (
        <Link to={billingPaths.statement(party, row.id, isOperator)} data-testid={`statement-link-${row.id}`}>
          {value}
        </Link>
      ),
    },
    ...(isOperator
      ? [{ key: 'userName', title: t('fields.user'), dataIndex: 'userName' as const, width: 140 }]
      : []),
    {
      key: 'amount',
      title: party === 'consumer' ? t('fields.charge') : t('fields.netIncome'),
      dataIndex: 'amount',
      align: 'right',
      width: 140,
      render: (value: string) => <MoneyText value={value} />,
    },
    { key: 'lineCount', title: t('fields.lineCount'), dataIndex: 'lineCount', align: 'right', width: 90 },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 130,
      render: (value: number) => <StatusTag dictType={dict} value={value} />,
    },
    {
      key: 'updateDate',
      title: t('fields.updateDate'),
      dataIndex: 'updateDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      width: 260,
      render: (_v, row) => (
        <Space size={4} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(billingPaths.statement(party, row.id, isOperator))}
          >
            {t('actions.detail')}
          </Button>
          {statementActions(party, viewer, row.status).map((action) => (
            <Button
              key={action}
              type="link"
              size="small"
              onClick={() => confirmTransition(row, action, table.reload)}
              data-testid={`statement-${action}-${row.id}`}
            >
              {billing.BILLING_LABELS.statementAction[action][locale]}
            </Button>
          ))}
          {canApply && row.status === billing.CustomerBillStatus.SETTLED ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(billingPaths.applyInvoice([row.id]))}
              data-testid={`statement-apply-invoice-${row.id}`}
            >
              {t('invoices.apply')}
            </Button>
          ) : null}
          {party === 'consumer' && row.invoiceId ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(billingPaths.invoice(row.invoiceId ?? ''))}
              data-testid={`statement-invoice-${row.id}`}
            >
              {t('invoices.view')}
            </Button>
          ) : null}
          {party === 'seller' && viewer === 'seller' && row.status === billing.UserBillType.CONFIRMED ? (
            <PdfUploadButton
              size="small"
              type="link"
              testId={`statement-upload-${row.id}`}
              confirmContent={t('upload.confirmStatement', { month: row.month })}
              onUpload={(file) => upload.mutateAsync({ id: row.id, file }).then(table.reload)}
            />
          ) : null}
          {party === 'seller' && row.hasUserInvoice ? (
            <Button
              type="link"
              size="small"
              onClick={() => void handleDownload(row)}
              data-testid={`statement-invoice-download-${row.id}`}
            >
              {t('invoices.download')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const body = (
    <>
      {isOperator ? <GenerateStatements onDone={table.reload} /> : null}
      <ListFiltersBar<StatementFilter> testId={`${testId}-filters`} onSearch={table.search}>
        <Form.Item name="month" label={t('fields.month')}>
          <MonthInput style={{ width: 130 }} testId={`${testId}-filter-month`} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 150 }}
            options={enumValues(dict).map((v) => ({ value: Number(v), label: enumLabel(dict, v, locale) }))}
            data-testid={`${testId}-filter-status`}
          />
        </Form.Item>
      </ListFiltersBar>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        {canApply ? (
          <Button
            type="primary"
            disabled={selected.length === 0}
            onClick={() => navigate(billingPaths.applyInvoice(selected.map(String)))}
            data-testid="statements-apply-invoice"
          >
            {t('invoices.applySelected', { count: selected.length })}
          </Button>
        ) : (
          <span />
        )}
        <ExportButton testId={`${testId}-export`} onExport={() => exportStatements(party, table.filters)} />
      </Space>
      <PageTable<billing.Statement, StatementFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        rowSelection={
          canApply
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                getCheckboxProps: (row) => ({ disabled: row.status !== billing.CustomerBillStatus.SETTLED }),
              }
            : undefined
        }
        locale={{ emptyText: t('statements.empty') }}
        data-testid={`${testId}-table`}
      />
    </>
  );
  if (!title) return <div data-testid={testId}>{body}</div>;
  return (
    <Card data-testid={testId}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {body}
    </Card>
  );
}
