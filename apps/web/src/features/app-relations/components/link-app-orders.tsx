import { appRelations } from '@datamall/contract';
import { Card, DatePicker, Form, Input, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type LinkAppOrderFilter, linkAppOrdersPage, relationsKey } from '../api/app-relations';

type Row = appRelations.LinkAppOrder;

interface FilterForm {
  orderNo?: string;
  itemName?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * order/orderProducerLinkApp: paid orders of the data applications that use the supplier's assets (approved
 * relations), counted from each approval on. Read-only: the application's developer sells and delivers.
 */
export function LinkAppOrders() {
  const { t } = useTranslation(['appRelations', 'orders']);
  const table = usePageTable<Row, LinkAppOrderFilter>({
    queryKey: [...relationsKey, 'orders'],
    fetcher: linkAppOrdersPage,
  });

  return (
    <Card data-testid="link-app-orders">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('orders.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('orders.intro')}</Typography.Paragraph>
      <ListFiltersBar<FilterForm>
        testId="link-app-order-filters"
        onSearch={({ dates, ...rest }) =>
          table.search({
            ...rest,
            startDate: dates?.[0]?.format('YYYY-MM-DD'),
            endDate: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item name="orderNo" label={t('orders:fields.orderNo')}>
          <Input
            allowClear
            maxLength={zodMaxLength(appRelations.zLinkAppOrdersBody, 'orderNo')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="itemName" label={t('fields.application')}>
          <Input
            allowClear
            maxLength={zodMaxLength(appRelations.zLinkAppOrdersBody, 'itemName')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="dates" label={t('orders:fields.createDate')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<Row, LinkAppOrderFilter>
        table={table}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        columns={[
          { title: t('orders:fields.orderNo'), dataIndex: 'orderNo' },
          { title: t('fields.application'), dataIndex: 'itemName', ellipsis: true },
          { title: t('orders:fields.skuName'), dataIndex: 'skuName' },
          {
            title: t('orders.assets'),
            key: 'sources',
            render: (_, row) => row.sources.map((s) => <Tag key={s.id}>{s.name}</Tag>),
          },
          { title: t('orders:fields.consumer'), dataIndex: 'consumerName' },
          { title: t('orders:fields.quantity'), dataIndex: 'quantity', align: 'right' },
          {
            title: t('orders:fields.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => <MoneyText value={v} />,
          },
          {
            title: t('orders.paidAt'),
            dataIndex: 'payDate',
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
        ]}
      />
    </Card>
  );
}
