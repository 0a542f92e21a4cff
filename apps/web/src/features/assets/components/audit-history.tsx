import type { workflow } from '@datamall/contract';
import { Alert, Card, Empty, Skeleton, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useAuditFlows } from '../api/sources';

type Step = workflow.HistoricRow;

const DECISION_COLOR: Record<string, string> = { approved: 'success', rejected: 'error' };
const ACTION_COLOR: Record<Step['action'], string> = {
  start: 'blue',
  approve: 'success',
  reject: 'error',
  delegate: 'purple',
  end: 'default',
  open: 'processing',
};

const processPath = (id: string) => `/flow-zq-process-detail?processInstanceId=${encodeURIComponent(id)}`;

/** Review history of an asset (queryAuditFlows): each submission with its decision and steps. */
export function AuditHistory({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('assets');
  const flows = useAuditFlows(sourceId);
  if (flows.isPending) return <Skeleton active />;
  if (flows.isError) {
    return <Alert type="error" showIcon message={t('reviews.failed')} description={errorText(flows.error)} />;
  }
  if (flows.data.length === 0) {
    return <Empty description={t('reviews.empty')} data-testid="reviews-empty" />;
  }
  const columns: TableProps<Step>['columns'] = [
    {
      key: 'activityName',
      title: t('reviews.activity'),
      render: (_v, row) => (
        <Space size={4}>
          <Typography.Text strong>{row.activityName || row.activityId}</Typography.Text>
          <Tag color={ACTION_COLOR[row.action]} bordered={false}>
            {t(`reviews.actions.${row.action}`)}
          </Tag>
        </Space>
      ),
    },
    {
      key: 'assigneeName',
      title: t('reviews.assignee'),
      dataIndex: 'assigneeName',
      render: (v: string) => v || '-',
    },
    {
      key: 'startTime',
      title: t('reviews.start'),
      dataIndex: 'startTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'endTime',
      title: t('reviews.end'),
      dataIndex: 'endTime',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      key: 'comment',
      title: t('reviews.comment'),
      dataIndex: 'comment',
      render: (v: string) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : '-'),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="audit-history">
      {flows.data.map((flow) => (
        <Card
          key={flow.processInstanceId}
          size="small"
          title={
            <Space>
              <span>{t('reviews.submission', { version: flow.version })}</span>
              {flow.decision ? (
                <Tag color={DECISION_COLOR[flow.decision] ?? 'default'} data-testid="review-decision">
                  {t(`reviews.decisions.${flow.decision}`, flow.decision)}
                </Tag>
              ) : (
                <Tag color="processing">{t(`reviews.states.${flow.state}`, flow.state)}</Tag>
              )}
              <Typography.Text type="secondary">
                {formatDateTime(flow.startTime)}
                {flow.endTime ? ` → ${formatDateTime(flow.endTime)}` : ''}
              </Typography.Text>
            </Space>
          }
          extra={<Link to={processPath(flow.processInstanceId)}>{t('reviews.process')}</Link>}
        >
          <Table<Step>
            size="small"
            rowKey={(row) => `${row.activityId}-${row.action}-${row.startTime}`}
            columns={columns}
            dataSource={flow.steps}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      ))}
    </Space>
  );
}
