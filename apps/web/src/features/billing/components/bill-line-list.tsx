import { billing, enumLabel, enumValues } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Statistic, type TableProps, Typography } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
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

/** The goods column takes the room the fixed-width columns leave, and at least this much. */
const ITEM_MIN_WIDTH = 200;

/** The second line of a cell or header: the lesser value, in a smaller type. */
const SECONDARY: CSSProperties = { display: 'block', fontSize: 12, fontWeight: 'normal' };

/**
 * The totals of a seller's or the operator's list: the traded total of the trades the matching lines belong to
 * (what consumers were charged), then its parts, seller income and platform commission, which add up to it.
 */
function LineTotals({
  totals,
  isSeller,
  testId,
}: {
  totals: billing.BillLineTotals | undefined;
  isSeller: boolean;
  testId: string;
}) {
  const { t } = useTranslation('billing');
  const money = (value: string | undefined, id: string) => () =>
    value === undefined ? <span>-</span> : <SignedMoney value={value} testId={`${testId}-${id}`} />;
  const sign = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 20 }} aria-hidden>
      {text}
    </Typography.Text>
  );
  return (
    <Space direction="vertical" size={0} data-testid={testId}>
      <Space size={16} align="end" wrap>
        <Statistic title={t('totals.traded')} valueRender={money(totals?.traded, 'traded')} />
        {sign('=')}
        <Statistic
          title={isSeller ? t('fields.netIncome') : t('totals.sellerIncome')}
          valueRender={money(totals?.sellerIncome, 'seller-income')}
        />
        {sign('+')}
        <Statistic title={t('fields.commission')} valueRender={money(totals?.commission, 'commission')} />
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('totals.hint')}
      </Typography.Text>
    </Space>
  );
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
    meta: { silentError: true },
  });
  const sum = pageQuery.isError ? undefined : pageQuery.data?.sum;
  const totals = pageQuery.isError ? undefined : (pageQuery.data?.totals ?? undefined);
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

  /** A header of two lines for a cell of two lines (main value, then a secondary one). */
  const twoLines = (main: string, secondary: string) => (
    <span>
      {main}
      <Typography.Text type="secondary" style={SECONDARY}>
        {secondary}
      </Typography.Text>
    </span>
  );

  // Widths fit the card at 1366 px with the side menu open (about 1060 px): the goods column takes what is
  // left (at least ITEM_MIN_WIDTH) and nothing lies under the fixed actions column; narrower, the table scrolls.
  const columns: TableProps<billing.BillLine>['columns'] = [
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'month', title: t('fields.month'), dataIndex: 'month', width: 80 },
    ...(isOperator
      ? [
          {
            key: 'party',
            title: twoLines(t('fields.party'), t('fields.user')),
            dataIndex: 'party' as const,
            width: 120,
            render: (value: billing.BillParty, row: billing.BillLine) => (
              <span>
                {partyLabel(value, locale)}
                {row.userName ? (
                  <Typography.Text type="secondary" style={SECONDARY} ellipsis={{ tooltip: row.userName }}>
                    {row.userName}
                  </Typography.Text>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      width: COLUMN_WIDTH.orderNo,
      render: (value: string, row) =>
        row.orderId ? <Link to={billingPaths.order(row.orderId, buyer)}>{value}</Link> : value || '-',
    },
    {
      key: 'itemName',
      title: t('fields.item'),
      dataIndex: 'itemName',
      render: (value: string, row) => {
        const name = row.skuName ? `${value} · ${row.skuName}` : value;
        const reason = row.reason ? t('lines.reason', { reason: row.reason }) : '';
        return (
          <div style={{ minWidth: 0 }} data-testid="bill-item">
            <Typography.Text ellipsis={{ tooltip: name }} style={{ display: 'block' }}>
              {name || '-'}
            </Typography.Text>
            {reason ? (
              <Typography.Text type="secondary" style={SECONDARY} ellipsis={{ tooltip: reason }}>
                {reason}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'orderType',
      title: twoLines(t('fields.orderType'), t('fields.detailType')),
      dataIndex: 'orderType',
      // "Consumption" and "Adjustment" on one line.
      width: 112,
      render: (value: number, row) => (
        <span>
          <span data-testid="bill-order-type">{enumLabel(orderTypeDict(row.party), value, locale)}</span>
          <Typography.Text type="secondary" style={SECONDARY}>
            {row.detailType === billing.DetailType.USE ? (
              <Link to={billingPaths.usage(row.orderId)}>
                {enumLabel('detail_type', row.detailType, locale)}
              </Link>
            ) : (
              enumLabel('detail_type', row.detailType, locale)
            )}
          </Typography.Text>
        </span>
      ),
    },
    ...(isSeller || isOperator
      ? [
          {
            key: 'grossAmount',
            title: twoLines(t('fields.grossAmount'), t('fields.commissionRate')),
            dataIndex: 'grossAmount' as const,
            align: 'right' as const,
            width: COLUMN_WIDTH.money,
            render: (value: string, row: billing.BillLine) => (
              <span>
                <SignedMoney value={value} />
                {row.party === 'consumer' ? null : (
                  <Typography.Text type="secondary" style={SECONDARY}>
                    {formatRate(row.commissionRate)}
                  </Typography.Text>
                )}
              </span>
            ),
          },
        ]
      : []),
    ...(isSeller
      ? [
          {
            key: 'commission',
            title: t('fields.commission'),
            align: 'right' as const,
            width: COLUMN_WIDTH.money,
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
      width: COLUMN_WIDTH.money,
      render: (value: string) => <SignedMoney value={value} testId="bill-amount" />,
    },
    ...(isOperator
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            width: 80,
            render: (_v: unknown, row: billing.BillLine) =>
              row.party === 'consumer' && row.orderId ? (
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
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
          <Input
            allowClear
            maxLength={zodMaxLength(billing.zBillLineFilter, 'orderNo')}
            style={{ width: 170 }}
            data-testid={`${testId}-filter-order-no`}
          />
        </Form.Item>
        <Form.Item name="itemName" label={t('fields.item')}>
          <Input
            allowClear
            maxLength={zodMaxLength(billing.zBillLineFilter, 'itemName')}
            style={{ width: 150 }}
          />
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
        {buyer ? (
          <Statistic
            title={t('lines.sum')}
            valueRender={() => (sum === undefined ? <span>-</span> : <SignedMoney value={sum} />)}
            data-testid={`${testId}-sum`}
          />
        ) : (
          <LineTotals totals={totals} isSeller={isSeller} testId={`${testId}-totals`} />
        )}
        <ExportButton testId={`${testId}-export`} onExport={() => exportBills(scope, table.filters)} />
      </Space>
      <PageTable<billing.BillLine, BillFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: tableScrollX(columns, ITEM_MIN_WIDTH) }}
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
