import { enumValues, type schedule } from '@datamall/contract';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Select,
  Spin,
  type TableProps,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { logPageKey } from '../api/keys';
import { fetchLogPage, type LogFilter, useJobLog } from '../api/logs';
import { formatScheduleTime } from '../cron-preview';

type Row = schedule.ScheduleJobLog;

interface FilterForm {
  jobId?: string;
  status?: number;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** job/schedule-log: every run of the scheduled jobs, newest first; a failed run's error text in a drawer. */
export function JobLogList() {
  const { t } = useTranslation(['schedule', 'table']);
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get('jobId') ?? undefined;
  const initialJobId = fromUrl && /^\d+$/.test(fromUrl) ? fromUrl : undefined;
  const table = usePageTable<Row, LogFilter>({
    queryKey: logPageKey,
    fetcher: fetchLogPage,
    initialFilters: initialJobId ? { jobId: initialJobId } : {},
  });
  const [openId, setOpenId] = useState<string>();

  const columns: TableProps<Row>['columns'] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
    { key: 'jobId', title: t('fields.jobId'), dataIndex: 'jobId', width: 90 },
    {
      key: 'beanName',
      title: t('fields.beanName'),
      dataIndex: 'beanName',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      key: 'params',
      title: t('fields.params'),
      dataIndex: 'params',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '-'),
    },
    {
      key: 'status',
      title: t('fields.logStatus'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="job_log_status" value={v} />,
    },
    {
      key: 'error',
      title: t('fields.error'),
      dataIndex: 'error',
      render: (v: string) =>
        v ? (
          <Typography.Text type="danger" ellipsis style={{ maxWidth: 260 }}>
            {v.split('\n')[0]}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { key: 'times', title: t('fields.times'), dataIndex: 'times' },
    {
      key: 'fireTime',
      title: t('fields.fireTime'),
      dataIndex: 'fireTime',
      render: (v: string | null) => formatScheduleTime(v) || t('manualRun'),
    },
    {
      key: 'createDate',
      title: t('fields.runAt'),
      dataIndex: 'createDate',
      render: (v: string) => formatScheduleTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpenId(row.id)}
          data-testid={`log-detail-${row.id}`}
        >
          {t('actions.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="schedule-logs">
      <ListFiltersBar<FilterForm>
        testId="schedule-log-filters"
        initialValues={{ jobId: initialJobId }}
        onSearch={({ dates, ...rest }) =>
          table.search({
            ...rest,
            startDate: dates?.[0]?.format('YYYY-MM-DD'),
            endDate: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item
          name="jobId"
          label={t('fields.jobId')}
          rules={[{ pattern: /^\d*$/, message: t('hints.jobId') }]}
        >
          <Input allowClear maxLength={16} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.logStatus')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={enumValues('job_log_status').map((value) => ({
              value: Number(value),
              label: <StatusTag dictType="job_log_status" value={value} />,
            }))}
          />
        </Form.Item>
        <Form.Item name="dates" label={t('fields.dates')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </ListFiltersBar>
      <Typography.Paragraph type="secondary">{t('jobs.timeZoneNote')}</Typography.Paragraph>
      <PageTable<Row, LogFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('logs.empty') }}
        data-testid="schedule-log-table"
      />
      <LogDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}

function LogDrawer({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const log = useJobLog(id);
  const row = log.data;
  return (
    <Drawer open={!!id} width={720} title={t('logs.detailTitle')} onClose={onClose} destroyOnHidden>
      {log.isLoading && <Spin />}
      {row && (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('fields.jobId')}>{row.jobId}</Descriptions.Item>
            <Descriptions.Item label={t('fields.beanName')}>{row.beanName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.logStatus')}>
              <StatusTag dictType="job_log_status" value={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.times')}>{row.times}</Descriptions.Item>
            <Descriptions.Item label={t('fields.fireTime')}>
              {formatScheduleTime(row.fireTime) || t('manualRun')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.runAt')}>
              {formatScheduleTime(row.createDate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.params')} span={2}>
              {row.params || '-'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('fields.error')}</Typography.Title>
          {row.error ? (
            <pre
              data-testid="log-error-text"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: '#fafafa', padding: 12 }}
            >
              {row.error}
            </pre>
          ) : (
            <Typography.Text type="secondary">{t('logs.noError')}</Typography.Text>
          )}
        </>
      )}
    </Drawer>
  );
}
