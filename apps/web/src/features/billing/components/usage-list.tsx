import { billing, enumLabel } from '@datamall/contract';
import { Card, Form, Input, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { billingKey } from '../api/bills';
import { exportUsage, type UsageFilter, usagePageFetcher } from '../api/usage';
import { type BillingViewer, ExportButton, formatRate } from './bits';
import { MonthInput } from './month-filter';

/** Per-use records rated into bill lines (order/zqordertimesprofit): one row per run or call batch. */
export function UsageList({ viewer, orderId }: { viewer: BillingViewer; orderId?: string }) {
  const { t } = useTranslation(['billing', 'table']);
  const locale = useLocale();
  const table = usePageTable<billing.UsageRecord, UsageFilter>({
    queryKey: [...billingKey, 'usage', orderId ?? ''],
    fetcher: usagePageFetcher,
    initialFilters: orderId ? { orderId } : {},
  });
  const showMoneySplit = viewer !== 'consumer';

  const columns: TableProps<billing.UsageRecord>['columns'] = [
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', width: 170 },
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
      key: 'source',
      title: t('usage.source'),
      dataIndex: 'source',
      width: 150,
      render: (value: string, row) => (
        <span title={row.reference}>
          {t(`usage.sources.${value}`, { defaultValue: value })}
          {row.reference ? ` · ${row.reference.slice(0, 12)}` : ''}
        </span>
      ),
    },
    {
      key: 'buyType',
      title: t('usage.buyType'),
      dataIndex: 'buyType',
      width: 100,
      render: (value: number) => enumLabel('billBuyType', value, locale),
    },
    {
      key: 'uses',
      title: t('usage.uses'),
      dataIndex: 'uses',
      align: 'right',
      width: 80,
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'unitPrice',
      title: t('usage.unitPrice'),
      dataIndex: 'unitPrice',
      align: 'right',
      width: 120,
      render: (value: string) => <MoneyText value={value} decimals={4} />,
    },
    {
      key: 'amount',
      title: t('fields.charge'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (value: string) => <MoneyText value={value} />,
    },
    ...(showMoneySplit
      ? [
          {
            key: 'commission',
            title: t('fields.commission'),
            dataIndex: 'commission' as const,
            align: 'right' as const,
            width: 150,
            render: (value: string, row: billing.UsageRecord) => (
              <span>
                <MoneyText value={value} /> ({formatRate(row.commissionRate)})
              </span>
            ),
          },
          {
            key: 'sellerIncome',
            title: t('fields.netIncome'),
            dataIndex: 'sellerIncome' as const,
            align: 'right' as const,
            width: 120,
            render: (value: string) => <MoneyText value={value} />,
          },
        ]
      : []),
  ];

  return (
    <Card data-testid="usage-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('usage.title')}
      </Typography.Title>
      <ListFiltersBar<UsageFilter>
        testId="usage-filters"
        onSearch={(values) => table.search(orderId ? { ...values, orderId } : values)}
      >
        <Form.Item name="month" label={t('fields.month')}>
          <MonthInput style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="orderNo" label={t('fields.orderNo')}>
          <Input
            allowClear
            maxLength={zodMaxLength(billing.zUsageFilter, 'orderNo')}
            style={{ width: 170 }}
          />
        </Form.Item>
        <Form.Item name="itemName" label={t('fields.item')}>
          <Input
            allowClear
            maxLength={zodMaxLength(billing.zUsageFilter, 'itemName')}
            style={{ width: 150 }}
          />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ textAlign: 'right', marginBottom: 12 }}>
        <ExportButton testId="usage-export" onExport={() => exportUsage(table.filters)} />
      </div>
      <PageTable<billing.UsageRecord, UsageFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('usage.empty') }}
        data-testid="usage-table"
      />
    </Card>
  );
}
