import { billing, enumLabel } from '@datamall/contract';
import { Form, Input, Select, type TableProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type RefundFilter, refundPageFetcher, refundsKey } from '../api/refunds';
import { billingPaths } from '../paths';
import { type BillingViewer, RefundStatusTag } from './bits';

/** Refund requests and their status: a consumer's own, a seller's goods', or all (operator). */
export function RefundList({ viewer }: { viewer: BillingViewer }) {
  const { t } = useTranslation(['billing', 'table']);
  const locale = useLocale();
  const table = usePageTable<billing.Refund, RefundFilter>({
    queryKey: [...refundsKey, 'page'],
    fetcher: refundPageFetcher,
  });
  const columns: TableProps<billing.Refund>['columns'] = [
    {
      key: 'createDate',
      title: t('refund.requestedAt'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      render: (value: string, row) => (
        <Link to={billingPaths.order(row.orderId, viewer === 'consumer')}>{value}</Link>
      ),
    },
    { key: 'itemName', title: t('fields.item'), dataIndex: 'itemName', ellipsis: true },
    ...(viewer === 'consumer'
      ? []
      : [
          {
            key: 'consumerName',
            title: t('fields.consumer'),
            dataIndex: 'consumerName' as const,
            width: 120,
          },
        ]),
    {
      key: 'amount',
      title: t('refund.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (value: string) => <MoneyText value={value} />,
    },
    {
      key: 'reasonType',
      title: t('refund.reasonType'),
      dataIndex: 'reasonType',
      width: 150,
      render: (value: number, row) => (
        <Tooltip title={row.reason || undefined}>
          <span>{enumLabel('reasonType', value, locale)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: number) => <RefundStatusTag status={value} />,
    },
    {
      key: 'decision',
      title: t('refund.decision'),
      dataIndex: 'decisionComment',
      ellipsis: true,
      width: 180,
      render: (value: string, row) =>
        row.decidedDate ? `${formatDateTime(row.decidedDate)} ${value}`.trim() : '-',
    },
  ];
  return (
    <div data-testid="refund-list">
      <ListFiltersBar<RefundFilter> testId="refund-filters" onSearch={table.search}>
        <Form.Item name="orderNo" label={t('fields.orderNo')}>
          <Input allowClear maxLength={zodMaxLength(billing.refundPage, 'orderNo')} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={[0, 1, 2].map((value) => ({ value, label: <RefundStatusTag status={value} /> }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<billing.Refund, RefundFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1200 }}
        locale={{ emptyText: t('refund.empty') }}
        data-testid="refund-table"
      />
    </div>
  );
}
