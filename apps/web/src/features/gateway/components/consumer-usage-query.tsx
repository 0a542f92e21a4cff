import { ReloadOutlined } from '@ant-design/icons';
import { FIRST_PAGE, type gateway, PAGE_SIZES } from '@datamall/contract';
import { Alert, Button, Card, DatePicker, Empty, Form, Row, Skeleton, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/format';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { useConsumerUsage } from '../api/consumer-usage';
import { chinaToday, lastDays, useConsumerUsageFilter } from '../consumer-usage-filter';
import { averageText, USAGE_PERIODS } from '../usage-figures';
import { CallCounts } from './usage-breakdown';

type UsageRow = gateway.ConsumerUsageRow;

const DAY_FORMAT = 'YYYY-MM-DD';
const COUNT_WIDTH = 96;
const STATUS_WIDTH = 72;
const count = (value: number) => formatNumber(value);

export interface ConsumerUsageQueryProps {
  /**
   * The order filter, composed in by the page (the orders belong to another feature). `value` undefined is every
   * order; `onChange(undefined)` clears the choice.
   */
  orderPicker: (value: string | undefined, onChange: (orderId: string | undefined) => void) => ReactNode;
  /** Where an order number leads (the order's usage page). */
  usageHref: (orderId: string) => string;
}

/**
 * The consumer's API calls per order and China day: order and date range filters kept in the address, the
 * totals over the filter and a paged table, newest day first.
 */
export function ConsumerUsageQuery({ orderPicker, usageHref }: ConsumerUsageQueryProps) {
  const { t } = useTranslation(['gateway', 'table', 'common']);
  const { filter, setFields, setPage, correctPage, reset } = useConsumerUsageFilter();
  const usage = useConsumerUsage(filter);
  const today = chinaToday();
  const isFiltered = Boolean(filter.orderId || filter.from || filter.to);

  // An address may name a page past the end (a bookmark, fewer rows since): show the last page instead.
  const total = usage.isPlaceholderData ? undefined : usage.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(FIRST_PAGE, Math.ceil(total / filter.limit));
    if (filter.page > last) correctPage(last);
  }, [total, filter.page, filter.limit, correctPage]);

  const presets = useMemo(
    () =>
      USAGE_PERIODS.map((days) => {
        const range = lastDays(days);
        return {
          label: t('period.days', { count: days }),
          value: [dayjs(range.from), dayjs(range.to)] as [Dayjs, Dayjs],
        };
      }),
    [t],
  );

  const statusColumn = (key: 'status2xx' | 'status4xx' | 'status5xx', title: string) => ({
    key,
    title,
    dataIndex: key,
    align: 'right' as const,
    width: STATUS_WIDTH,
    render: count,
  });
  const leading: ColumnsType<UsageRow> = [
    { key: 'day', title: t('query.day'), dataIndex: 'day', width: 110 },
    {
      key: 'orderNo',
      title: t('query.orderNo'),
      dataIndex: 'orderNo',
      width: COLUMN_WIDTH.orderNo,
      render: (value: string, row) => (
        <Link to={usageHref(row.orderId)} data-testid={`consumer-usage-order-${row.orderId}`}>
          {value || row.orderId}
        </Link>
      ),
    },
    { key: 'itemName', title: t('query.good'), dataIndex: 'itemName', ellipsis: true },
    ...(['calls', 'failed', 'refused'] as const).map((key) => ({
      key,
      title: t(`query.${key}`),
      dataIndex: key,
      align: 'right' as const,
      width: COUNT_WIDTH,
      render: count,
    })),
  ];
  const statuses = [
    statusColumn('status2xx', '2xx'),
    statusColumn('status4xx', '4xx'),
    statusColumn('status5xx', '5xx'),
  ];
  const latency = {
    key: 'avgMs',
    title: t('query.avgMs'),
    dataIndex: 'avgMs',
    align: 'right' as const,
    width: 110,
    render: (value: number | null) => averageText(value),
  };
  const columns: ColumnsType<UsageRow> = [
    ...leading,
    { key: 'status', title: t('figures.status'), children: statuses },
    latency,
  ];

  const filters = (
    <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }} data-testid="consumer-usage-filters">
      {orderPicker(filter.orderId, (orderId) => setFields({ orderId }))}
      <Form.Item label={t('query.days')} tooltip={t('query.daysNote')}>
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          onChange={(dates) =>
            setFields({ from: dates?.[0]?.format(DAY_FORMAT), to: dates?.[1]?.format(DAY_FORMAT) })
          }
          presets={presets}
          disabledDate={(date) => date.format(DAY_FORMAT) > today}
          allowEmpty={[true, true]}
          data-testid="consumer-usage-days"
        />
      </Form.Item>
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Button icon={<ReloadOutlined />} onClick={reset} data-testid="consumer-usage-reset">
          {t('common:actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );

  let body: ReactNode;
  if (usage.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (usage.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('query.loadFailed')}
        description={errorText(usage.error)}
        action={<Button onClick={() => void usage.refetch()}>{t('usage.retry')}</Button>}
        data-testid="consumer-usage-error"
      />
    );
  } else {
    const { list, totals } = usage.data;
    body = (
      <Spin spinning={usage.isPlaceholderData} delay={200}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card size="small" title={t('query.totals')} data-testid="consumer-usage-totals">
            <Row gutter={[16, 16]}>
              <CallCounts summary={totals} />
            </Row>
          </Card>
          <Table<UsageRow>
            size="middle"
            bordered
            rowKey={(row) => `${row.day}:${row.orderId}`}
            columns={columns}
            dataSource={list}
            scroll={{ x: tableScrollX([...leading, ...statuses, latency]) }}
            pagination={{
              current: filter.page,
              pageSize: filter.limit,
              total: usage.data.total,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (rows) => t('table:total', { total: rows }),
              onChange: setPage,
            }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={isFiltered ? t('query.emptyFiltered') : t('query.empty')}
                  data-testid="consumer-usage-empty"
                />
              ),
            }}
            data-testid="consumer-usage-rows"
          />
        </Space>
      </Spin>
    );
  }

  return (
    <Card title={t('query.title')} data-testid="consumer-usage">
      {filters}
      {body}
    </Card>
  );
}
