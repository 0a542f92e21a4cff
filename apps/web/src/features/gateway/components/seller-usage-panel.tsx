import type { endpoints, ResponseOf } from '@datamall/contract';
import { Alert, Button, Card, Col, Empty, Row, Select, Skeleton, Space, Spin, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/format';
import { useApiGoodsOptions } from '../api/api-goods';
import { useSellerUsage } from '../api/seller-usage';
import { averageText, DEFAULT_PERIOD, percentileText, type UsagePeriod } from '../usage-figures';
import { PeriodSwitch } from './period-switch';
import { CallCounts, CallsByDay, StatusAndLatency } from './usage-breakdown';

type UsageRow = ResponseOf<typeof endpoints.gateway.sellerUsage>['rows'][number];

const count = (value: number) => formatNumber(value);

/**
 * The developer's call statistics (every good's for the operator): totals, calls by day, status and latency,
 * and the calls per good and consumer, for one good or all of them over 7, 30 or 90 days.
 */
export function SellerUsagePanel() {
  const { t } = useTranslation('gateway');
  const [itemId, setItemId] = useState<string | undefined>(undefined);
  const [days, setDays] = useState<UsagePeriod>(DEFAULT_PERIOD);
  const goods = useApiGoodsOptions();
  const usage = useSellerUsage(itemId, days);

  const columns: ColumnsType<UsageRow> = [
    { key: 'itemName', title: t('seller.good'), dataIndex: 'itemName', ellipsis: true },
    { key: 'consumerName', title: t('seller.consumer'), dataIndex: 'consumerName', width: 160 },
    {
      key: 'calls',
      title: t('seller.calls'),
      dataIndex: 'calls',
      align: 'right',
      width: 120,
      render: count,
      sorter: (a, b) => a.calls - b.calls,
      defaultSortOrder: 'descend',
    },
    {
      key: 'failed',
      title: t('seller.failed'),
      dataIndex: 'failed',
      align: 'right',
      width: 100,
      render: count,
      sorter: (a, b) => a.failed - b.failed,
    },
    {
      key: 'refused',
      title: t('seller.refused'),
      dataIndex: 'refused',
      align: 'right',
      width: 100,
      render: count,
      sorter: (a, b) => a.refused - b.refused,
    },
    {
      key: 'avgMs',
      title: t('seller.avgMs'),
      dataIndex: 'avgMs',
      align: 'right',
      width: 120,
      render: (value: number | null) => averageText(value),
      sorter: (a, b) => (a.avgMs ?? -1) - (b.avgMs ?? -1),
    },
  ];

  const filters = (
    <Space wrap>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('seller.allGoods')}
        aria-label={t('seller.good')}
        value={itemId}
        onChange={(value?: string) => setItemId(value)}
        options={goods.data ?? []}
        loading={goods.isLoading}
        style={{ width: 220 }}
        data-testid="usage-good-filter"
      />
      <PeriodSwitch value={days} onChange={setDays} />
    </Space>
  );

  let body: ReactNode;
  if (usage.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (usage.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('seller.loadFailed')}
        description={errorText(usage.error)}
        action={<Button onClick={() => void usage.refetch()}>{t('usage.retry')}</Button>}
        data-testid="seller-usage-error"
      />
    );
  } else {
    const summary = usage.data;
    body = (
      <Spin spinning={usage.isPlaceholderData} delay={200}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            <CallCounts summary={summary} span={6} />
            <Col xs={12} md={6}>
              <Statistic
                title={t('seller.avgMs')}
                valueRender={() => (
                  <span>
                    {averageText(summary.latency.avgMs)} · P95 {percentileText(summary.latency.p95Ms)}
                  </span>
                )}
                data-testid="seller-usage-latency"
              />
            </Col>
          </Row>
          <CallsByDay summary={summary} />
          <StatusAndLatency summary={summary} />
          <Card size="small" title={t('seller.rows')}>
            <Table<UsageRow>
              size="small"
              rowKey={(r) => `${r.itemId}:${r.consumerId}`}
              columns={columns}
              dataSource={summary.rows}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={{ x: 720 }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seller.empty')} />,
              }}
              data-testid="seller-usage-rows"
            />
          </Card>
        </Space>
      </Spin>
    );
  }

  return (
    <Card title={t('seller.title')} extra={filters} data-testid="seller-usage">
      {body}
    </Card>
  );
}
