import { PlusOutlined } from '@ant-design/icons';
import { enumValues, schedule } from '@datamall/contract';
import { Button, Card, Form, Input, Radio, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  fetchJobPage,
  type JobAction,
  type JobFilter,
  useJobAction,
  useSaveJob,
  useScheduleBeans,
} from '../api/jobs';
import { jobPageKey } from '../api/keys';
import { formatScheduleTime } from '../cron-preview';
import { CronField } from './cron-field';

type Row = schedule.ScheduleJob;

/** The route of the job log (menu url job/schedule-log), filtered to one job when given. */
export const jobLogPath = (jobId?: string) => `/job-schedule-log${jobId ? `?jobId=${jobId}` : ''}`;

/** job/schedule: the scheduled jobs, their next run, and what an operator does with them. */
export function JobList() {
  const { t } = useTranslation(['schedule', 'common', 'table']);
  const locale = useLocale();
  const table = usePageTable<Row, JobFilter>({ queryKey: jobPageKey, fetcher: fetchJobPage });
  const beans = useScheduleBeans();
  const action = useJobAction();
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<{ row?: Row }>();
  const beanLabel = (name: string) => beans.data?.find((b) => b.name === name)?.label[locale];

  const confirmAction = (kind: JobAction, rows: Row[]) =>
    notify.confirm({
      title: t(`confirm.${kind}`, { names: rows.map((r) => `#${r.id} ${r.beanName}`).join('、') }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: kind === 'delete',
      onOk: () =>
        action.mutateAsync({ action: kind, ids: rows.map((r) => r.id) }).then(
          () => {
            notify.success(t(`done.${kind}`));
            setSelected([]);
            if (kind === 'delete') table.afterDelete(rows.length);
          },
          (error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          },
        ),
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 80 },
    {
      key: 'beanName',
      title: t('fields.beanName'),
      dataIndex: 'beanName',
      render: (name: string) => (
        <div>
          <Typography.Text code>{name}</Typography.Text>
          <div>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
              {beanLabel(name)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'params',
      title: t('fields.params'),
      dataIndex: 'params',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '-'),
    },
    {
      key: 'cronExpression',
      title: t('fields.cronExpression'),
      dataIndex: 'cronExpression',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number, row) => (
        <Space size={4}>
          <StatusTag dictType="job_status" value={v} />
          {row.running && <Tag color="processing">{t('running')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'nextRun',
      title: t('fields.nextRun'),
      dataIndex: 'nextRun',
      render: (v: string | null) => formatScheduleTime(v) || '-',
    },
    {
      key: 'lastFire',
      title: t('fields.lastFire'),
      dataIndex: 'lastFire',
      render: (v: string | null) => formatScheduleTime(v) || '-',
    },
    { key: 'remark', title: t('fields.remark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ row })}>
            {t('common:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => confirmAction('run', [row])}
            data-testid={`job-run-${row.id}`}
          >
            {t('actions.run')}
          </Button>
          {row.status === schedule.JOB_STATUS.NORMAL ? (
            <Button type="link" size="small" onClick={() => confirmAction('pause', [row])}>
              {t('actions.pause')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => confirmAction('resume', [row])}>
              {t('actions.resume')}
            </Button>
          )}
          <Link to={jobLogPath(row.id)}>
            <Button type="link" size="small">
              {t('jobs.viewLog')}
            </Button>
          </Link>
          <Button type="link" size="small" danger onClick={() => confirmAction('delete', [row])}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const batch = (kind: JobAction) => (
    <Button
      disabled={selected.length === 0}
      danger={kind === 'delete'}
      onClick={() => confirmAction(kind, selected)}
      data-testid={`jobs-batch-${kind}`}
    >
      {t(`actions.${kind}`)}
    </Button>
  );

  return (
    <Card data-testid="schedule-jobs">
      <ListFiltersBar<JobFilter> testId="schedule-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="beanName" label={t('fields.beanName')}>
          <Input allowClear maxLength={100} style={{ width: 200 }} />
        </Form.Item>
      </ListFiltersBar>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="job-add">
          {t('jobs.add')}
        </Button>
        {batch('run')}
        {batch('pause')}
        {batch('resume')}
        {batch('delete')}
        <Link to={jobLogPath()}>{t('jobs.viewLog')}</Link>
        <Typography.Text type="secondary">{t('jobs.timeZoneNote')}</Typography.Text>
      </Space>
      <PageTable<Row, JobFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('jobs.empty') }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        data-testid="schedule-table"
      />
      {editing && (
        <JobModal
          key={editing.row?.id ?? 'new'}
          row={editing.row}
          beanOptions={(beans.data ?? []).map((b) => ({
            value: b.name,
            label: `${b.name} · ${b.label[locale]}`,
          }))}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}

interface FormValues {
  beanName: string;
  params?: string;
  cronExpression: string;
  status: number;
  remark?: string;
}

/** Whether parameters are a JSON object or empty (the server says the same, with why). */
function isParamsText(text: string | undefined): boolean {
  if (!text?.trim()) return true;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

function JobModal({
  row,
  beanOptions,
  onClose,
}: {
  row?: Row;
  beanOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['schedule', 'common']);
  const f = useZodRules(schedule.zScheduleJobInput);
  const saver = useSaveJob();
  return (
    <FormModal<FormValues>
      title={row ? t('jobs.editTitle') : t('jobs.addTitle')}
      width={640}
      initialValues={
        row
          ? {
              beanName: row.beanName,
              params: row.params,
              cronExpression: row.cronExpression,
              status: row.status,
              remark: row.remark,
            }
          : { status: schedule.JOB_STATUS.NORMAL }
      }
      onClose={onClose}
      onSubmit={async (values) => {
        await saver.mutateAsync({
          id: row?.id,
          ...values,
          params: values.params ?? '',
          remark: values.remark ?? '',
        });
        notify.success(t('jobs.saved'));
      }}
      okTestId="job-save"
    >
      {() => (
        <>
          <Form.Item name="beanName" label={t('fields.bean')} rules={[f.required(t('fields.beanName'))]}>
            <Select showSearch options={beanOptions} optionFilterProp="label" data-testid="job-bean" />
          </Form.Item>
          <Form.Item
            name="params"
            label={t('fields.params')}
            extra={t('hints.params')}
            rules={[
              ...f.rules('params', t('fields.params')),
              {
                validator: async (_r, v?: string) =>
                  isParamsText(v) ? undefined : Promise.reject(new Error(t('hints.paramsInvalid'))),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={f.maxLength('params')} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item
            name="cronExpression"
            label={t('fields.cronExpression')}
            rules={f.rules('cronExpression', t('fields.cronExpression'), { required: true })}
          >
            <CronField maxLength={f.maxLength('cronExpression')} />
          </Form.Item>
          <Form.Item name="status" label={t('fields.status')}>
            <Radio.Group
              options={enumValues('job_status').map((value) => ({
                value: Number(value),
                label: <StatusTag dictType="job_status" value={value} />,
              }))}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('fields.remark')} rules={f.rules('remark', t('fields.remark'))}>
            <Input maxLength={f.maxLength('remark')} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
