import { billing, enumLabel, enumValues } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Statistic,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type BillFilter, type BillScope, billingKey, billPageFetcher, exportBills } from '../api/bills';
import { commissionOf } from '../money';
import { billingPaths } from '../paths';
import { AdjustModal } from './adjust-modal';
import { ExportButton, formatRate, partyLabel, SignedMoney } from './bits';
import { MonthInput } from './month-filter';

export interface BillLineListProps {
  scope: BillScope;
  /** Only the lines of one statement (its detail page): no statement filter shown. */
  statementId?: string;
  /** Card title; none inside a tab. */
  title?: string;
  testId?: string;
}

/** The dictionary of a line's orderType: consumer lines customer_bill_order_type, the others bill_order_type. */
const orderTypeDict = (party: billing.BillParty) =>
  party === 'consumer' ? 'customer_bill_order_type' : 'bill_order_type';

/**
 * Bill lines of one viewer: the consumer's charges, a seller's income (gross, commission, net) or every line
 * (operator, with adjustments). Filters by month, type, use or purchase, order; the sum over every matching
 * line; the Excel export of the same filters.
 */
export function BillLineList({ scope, statementId, title, testId = 'bill-lines' }: BillLineListProps) {
  const { t } = useTranslation(['billing', 'table']);
  const locale = useLocale();
  const queryKey = [...billingKey, 'lines', scope, statementId ?? ''];
  const fetcher = billPageFetcher(scope);
  const table = usePageTable<billing.BillLine, BillFilter>({
    queryKey,
    fetcher,
    initialFilters: statementId ? { statementId } : {},
  });
  // The same cache entry as the table's query: read the page's `sum`, which the table keeps no copy of.
  const pageQuery = useQuery({
    queryKey: [...queryKey, { page: table.page, limit: table.limit, ...table.sort, ...table.filters }],
    queryFn: ({ signal }) =>
      fetcher({ ...table.filters, ...table.sort, page: table.page, limit: table.limit }, signal),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silentError: true },
  });
  const sum = pageQuery.isError ? undefined : pageQuery.data?.sum;
  const [adjusting, setAdjusting] = useState<billing.BillLine>();

  const isSeller = scope === 'user';
  const isOperator = scope === 'operate';
  const buyer = scope === 'customer';

  const orderTypeOptions = (
    scope === 'customer'
      ? enumValues('customer_bill_order_type').map((v) => ({
          value: Number(v),
          label: enumLabel('customer_bill_order_type', v, locale),
        }))
      : scope === 'user'
        ? enumValues('bill_order_type').map((v) => ({
            value: Number(v),
            label: enumLabel('bill_order_type', v, locale),
          }))
        : [
            { value: 1, label: enumLabel('customer_bill_order_type', 1, locale) },
            ...enumValues('bill_order_type').map((v) => ({
              value: Number(v),
              label: enumLabel('bill_order_type', v, locale),
            })),
          ]
  ).sort((a, b) => a.value - b.value);

  const columns: TableProps<billing.BillLine>['columns'] = [
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'month', title: t('fields.month'), dataIndex: 'month', width: 90 },
    ...(isOperator
      ? [
          {
            key: 'party',
            title: t('fields.party'),
            dataIndex: 'party' as const,
            width: 130,
            render: (value: billing.BillParty) => partyLabel(value, locale),
          },
          {
            key: 'userName',
            title: t('fields.user'),
            dataIndex: 'userName' as const,
            width: 120,
            render: (value: string) => value || '-',
          },
        ]
      : []),
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      render: (value: string, row) =>
        row.orderId ? <Link to={billingPaths.order(row.orderId, buyer)}>{value}</Link> : value || '-',
    },
    {
      key: 'itemName',
      title: t('fields.item'),
      dataIndex: 'itemName',
      ellipsis: true,
      render: (value: string, row) => (row.skuName ? `${value} · ${row.skuName}` : value),
    },
    {
      key: 'orderType',
      title: t('fields.orderType'),
      dataIndex: 'orderType',
      width: 110,
      render: (value: number, row) => (
        <span data-testid="bill-order-type">{enumLabel(orderTypeDict(row.party), value, locale)}</span>
      ),
    },
    {
      key: 'detailType',
      title: t('fields.detailType'),
      dataIndex: 'detailType',
      width: 90,
      render: (value: number, row) =>
        value === billing.DetailType.USE ? (
          <Link to={billingPaths.usage(row.orderId)}>{enumLabel('detail_type', value, locale)}</Link>
        ) : (
          enumLabel('detail_type', value, locale)
        ),
    },
    ...(isSeller || isOperator
      ? [
          {
            key: 'grossAmount',
            title: t('fields.grossAmount'),
            dataIndex: 'grossAmount' as const,
            align: 'right' as const,
            width: 130,
            render: (value: string) => <SignedMoney value={value} />,
          },
          {
            key: 'commissionRate',
            title: t('fields.commissionRate'),
            dataIndex: 'commissionRate' as const,
            align: 'right' as const,
            width: 100,
            render: (value: number, row: billing.BillLine) =>
              row.party === 'consumer' ? '-' : formatRate(value),
          },
        ]
      : []),
    ...(isSeller
      ? [
          {
            key: 'commission',
            title: t('fields.commission'),
            align: 'right' as const,
            width: 120,
            render: (_v: unknown, row: billing.BillLine) => (
              <SignedMoney value={commissionOf(row)} testId="bill-commission" />
            ),
          },
        ]
      : []),
    {
      key: 'amount',
      title: isSeller ? t('fields.netIncome') : buyer ? t('fields.charge') : t('fields.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (value: string) => <SignedMoney value={value} testId="bill-amount" />,
    },
    {
      key: 'reason',
      title: t('fields.reason'),
      dataIndex: 'reason',
      ellipsis: { showTitle: false },
      width: 160,
      render: (value: string) =>
        value ? (
          <Tooltip title={value} placement="topLeft">
            <span>{value}</span>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    ...(isOperator
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            width: 90,
            render: (_v: unknown, row: billing.BillLine) =>
              row.party === 'consumer' && row.orderId ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setAdjusting(row)}
                  data-testid={`bill-adjust-${row.id}`}
                >
                  {t('adjust.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const body = (
    <>
      <ListFiltersBar<BillFilter>
        testId={`${testId}-filters`}
        onSearch={(values) => table.search(statementId ? { ...values, statementId } : values)}
      >
        <Form.Item name="month" label={t('fields.month')}>
          <MonthInput style={{ width: 130 }} testId={`${testId}-filter-month`} />
        </Form.Item>
        <Form.Item name="orderNo" label={t('fields.orderNo')}>
          <Input allowClear maxLength={40} style={{ width: 170 }} data-testid={`${testId}-filter-order-no`} />
        </Form.Item>
        <Form.Item name="itemName" label={t('fields.item')}>
          <Input allowClear maxLength={100} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="orderType" label={t('fields.orderType')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={orderTypeOptions}
            data-testid={`${testId}-filter-type`}
          />
        </Form.Item>
        <Form.Item name="detailType" label={t('fields.detailType')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={enumValues('detail_type').map((v) => ({
              value: Number(v),
              label: enumLabel('detail_type', v, locale),
            }))}
          />
        </Form.Item>
        {isOperator ? (
          <Form.Item name="party" label={t('fields.party')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={billing.BILL_PARTIES.map((p) => ({ value: p, label: partyLabel(p, locale) }))}
              data-testid={`${testId}-filter-party`}
            />
          </Form.Item>
        ) : null}
      </ListFiltersBar>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Statistic
          title={t('lines.sum')}
          valueRender={() => (sum === undefined ? <span>-</span> : <SignedMoney value={sum} />)}
          data-testid={`${testId}-sum`}
        />
        <ExportButton testId={`${testId}-export`} onExport={() => exportBills(scope, table.filters)} />
      </Space>
      <PageTable<billing.BillLine, BillFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: isOperator ? 1500 : 1250 }}
        locale={{ emptyText: t('lines.empty') }}
        data-testid={`${testId}-table`}
      />
      {adjusting ? (
        <AdjustModal line={adjusting} onClose={() => setAdjusting(undefined)} onDone={table.reload} />
      ) : null}
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
