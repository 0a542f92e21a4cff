import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { grantData } from '@datamall/contract';
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import {
  type BrowseRequest,
  useDeleteSync,
  useExportJobs,
  useMyRegisteredTables,
  useSaveSync,
  useStartExport,
  useSyncs,
} from '../api/granted-data';

const STATE_COLOR: Record<grantData.ExportState, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  stopped: 'warning',
};

type Filter = grantData.BrowseFilter;

/** A query's filters in words: `reading ≥ 80 · device contains press`. */
function FiltersText({ filters }: { filters: Filter[] }) {
  const { t } = useTranslation('assets');
  if (filters.length === 0)
    return <Typography.Text type="secondary">{t('grantExports.noFilters')}</Typography.Text>;
  return (
    <span>
      {filters
        .map((f) =>
          [f.column, t(`grantedData.ops.${f.op}`), grantData.VALUELESS_OPS.includes(f.op) ? '' : f.value]
            .filter(Boolean)
            .join(' '),
        )
        .join(' · ')}
    </span>
  );
}

/** An export's state, with its progress while it runs and its reason when it did not succeed. */
export function ExportStateTag({ job }: { job: grantData.ExportJob }) {
  const { t } = useTranslation('assets');
  const tag = (
    <Tag color={STATE_COLOR[job.state]} data-testid="export-state" data-state={job.state}>
      {t(`grantExports.states.${job.state}`)}
    </Tag>
  );
  if (job.state === 'running' || job.state === 'queued') {
    return (
      <Space size={4}>
        {tag}
        <Progress percent={job.progress} size="small" style={{ width: 90, margin: 0 }} />
      </Space>
    );
  }
  if (!job.failure) return tag;
  return (
    <Tooltip
      title={[
        t(`grantExports.failures.${job.failure}`, { max: formatNumber(grantData.MAX_EXPORT_ROWS) }),
        job.failureDetail,
      ]
        .filter(Boolean)
        .join(' — ')}
    >
      {tag}
    </Tooltip>
  );
}

/** My registered tables as choices of a target table. */
function TargetTableSelect({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('assets');
  const tables = useMyRegisteredTables(true);
  if (tables.data && tables.data.list.length === 0) {
    return <Alert type="info" showIcon message={t('grantExports.noTables')} data-testid="export-no-tables" />;
  }
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={tables.isPending}
      showSearch
      optionFilterProp="label"
      placeholder={t('grantExports.table')}
      options={(tables.data?.list ?? []).map((x) => ({
        value: x.id,
        label: `${x.name} (${x.schema}.${x.table})`,
      }))}
      data-testid={testId}
    />
  );
}

interface ExportForm {
  kind: 'storage' | 'table';
  format: grantData.ExportFormat;
  folder: string;
  fileName: string;
  tableId?: string;
}

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/**
 * Starts an export of the table's current query (the filters and sort last run): a file of my trusted storage or
 * rows appended to one of my registered tables.
 */
export function ExportDialog({
  grantId,
  table,
  request,
  onClose,
}: {
  grantId: string;
  table: grantData.GrantedTable;
  request: BrowseRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  const start = useStartExport();
  const hasMasked = table.columns.some((c) => c.masked);
  const submit = async (values: ExportForm) => {
    await start.mutateAsync({
      grantId,
      tableId: table.id,
      filters: request.filters ?? [],
      sort: request.sort ?? null,
      target:
        values.kind === 'storage'
          ? { kind: 'storage', folder: values.folder ?? '', fileName: values.fileName, format: values.format }
          : { kind: 'table', tableId: values.tableId ?? '' },
    });
    notify.success(t('grantExports.started'));
  };
  return (
    <FormModal<ExportForm>
      title={t('grantExports.exportTitle', { table: table.table })}
      okText={t('grantExports.start')}
      okTestId="export-submit"
      initialValues={{ kind: 'storage', format: 'csv', folder: '', fileName: `${table.table}_${today()}` }}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary" data-testid="export-query-note">
            {t('grantExports.queryNote', {
              filters: request.filters?.length ?? 0,
              sort: request.sort
                ? t('grantExports.sortNote', {
                    column: request.sort.column,
                    order: t(`grantedData.${request.sort.order}`),
                  })
                : '',
              max: formatNumber(grantData.MAX_EXPORT_ROWS),
            })}
          </Typography.Paragraph>
          {hasMasked ? (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('grantExports.maskedNote')} />
          ) : null}
          <Form.Item name="kind" label={t('grantExports.target')}>
            <Radio.Group data-testid="export-kind">
              <Radio value="storage">{t('grantExports.targetStorage')}</Radio>
              <Radio value="table">{t('grantExports.targetTable')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'table' ? (
                <Form.Item
                  name="tableId"
                  label={t('grantExports.table')}
                  extra={t('grantExports.tableHint')}
                  rules={[{ required: true, message: t('grantExports.required') }]}
                >
                  <TargetTableSelect testId="export-target-table" />
                </Form.Item>
              ) : (
                <StorageFields />
              )
            }
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/** Format, folder and file name of an export into trusted storage. */
function StorageFields() {
  const { t } = useTranslation('assets');
  return (
    <>
      <Form.Item name="format" label={t('grantExports.format')}>
        <Radio.Group data-testid="export-format">
          <Radio value="csv">CSV</Radio>
          <Radio value="xlsx">Excel (.xlsx)</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="folder" label={t('grantExports.folder')} extra={t('grantExports.folderHint')}>
        <Input maxLength={zodMaxLength(grantData.zExportTarget, 'folder')} data-testid="export-folder" />
      </Form.Item>
      <Form.Item
        name="fileName"
        label={t('grantExports.fileName')}
        extra={t('grantExports.fileNameHint')}
        rules={[
          { required: true, whitespace: true, message: t('grantExports.required') },
          { pattern: /^[^\\/:*?"<>|]+$/, message: t('grantExports.fileNameHint') },
        ]}
      >
        <Input maxLength={zodMaxLength(grantData.zExportTarget, 'fileName')} data-testid="export-file-name" />
      </Form.Item>
    </>
  );
}

/** My exports and sync runs of a grant, newest first; followed live while one runs. */
export function ExportJobs({ grantId }: { grantId: string }) {
  const { t } = useTranslation('assets');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const jobs = useExportJobs(grantId, page, limit);
  const columns: TableProps<grantData.ExportJob>['columns'] = [
    {
      key: 'createdAt',
      title: t('grantExports.createdAt'),
      width: 165,
      render: (_v, j) => formatDateTime(j.createdAt),
    },
    {
      key: 'table',
      title: t('grantExports.tableName'),
      dataIndex: 'tableName',
      width: 150,
      ellipsis: { showTitle: true },
    },
    {
      key: 'location',
      title: t('grantExports.location'),
      width: 230,
      render: (_v, j) => (
        <Space size={4} wrap data-testid="export-location">
          <span style={{ wordBreak: 'break-all' }}>{j.location}</span>
          {j.format ? <Tag>{j.format.toUpperCase()}</Tag> : null}
          {j.syncId ? <Tag color="blue">{t('grantExports.fromSync')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'filters',
      title: t('grantExports.filters'),
      width: 150,
      render: (_v, j) => <FiltersText filters={j.filters} />,
    },
    {
      key: 'state',
      title: t('grantExports.state'),
      width: 170,
      render: (_v, j) => <ExportStateTag job={j} />,
    },
    {
      key: 'rows',
      title: t('grantExports.rows'),
      width: 80,
      align: 'right',
      render: (_v, j) => <span data-testid="export-rows">{formatNumber(j.rows)}</span>,
    },
    {
      key: 'sha256',
      title: t('grantExports.sha256'),
      width: 160,
      render: (_v, j) =>
        j.sha256 ? (
          <Space direction="vertical" size={0}>
            <Typography.Text copyable={{ text: j.sha256 }} code data-testid="export-sha256">
              {`${j.sha256.slice(0, 12)}…`}
            </Typography.Text>
            {j.evidenceSeq ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('grantExports.evidenceSeq', { seq: j.evidenceSeq })}
              </Typography.Text>
            ) : null}
          </Space>
        ) : null,
    },
  ];
  return (
    <Table<grantData.ExportJob>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={jobs.data?.list ?? []}
      loading={jobs.isPending}
      scroll={{ x: 1105 }}
      locale={{ emptyText: <Empty description={t('grantExports.noJobs')} /> }}
      pagination={{
        current: page,
        pageSize: limit,
        total: jobs.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (p, size) => {
          setPage(size === limit ? p : 1);
          setLimit(size);
        },
      }}
      data-testid="export-jobs"
    />
  );
}

interface SyncForm {
  tableId: string;
  targetTableId?: string;
  frequency: grantData.SyncFrequency;
}

/** Schedules a sync of one of the granted tables (its current query when it is the shown one) into my table. */
function SyncDialog({
  grantId,
  tables,
  current,
  onClose,
}: {
  grantId: string;
  tables: grantData.GrantedTable[];
  current: { tableId: string; request: BrowseRequest } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  const save = useSaveSync();
  const requestOf = (tableId: string) => (current && current.tableId === tableId ? current.request : null);
  const submit = async (values: SyncForm) => {
    const request = requestOf(values.tableId);
    await save.mutateAsync({
      grantId,
      tableId: values.tableId,
      targetTableId: values.targetTableId ?? '',
      frequency: values.frequency,
      filters: request?.filters ?? [],
      sort: request?.sort ?? null,
    });
    notify.success(t('grantExports.syncSaved'));
  };
  return (
    <FormModal<SyncForm>
      title={t('grantExports.newSync')}
      okText={t('grantExports.saveSync')}
      okTestId="sync-submit"
      initialValues={{ tableId: current?.tableId ?? tables[0]?.id, frequency: 'daily' }}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('grantExports.replaceWarning')}
          />
          <Form.Item name="tableId" label={t('grantExports.tableName')}>
            <Select
              options={tables.map((x) => ({ value: x.id, label: `${x.schema}.${x.table}` }))}
              data-testid="sync-table"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['tableId']}>
            {({ getFieldValue }) => (
              <Form.Item label={t('grantExports.filters')}>
                <FiltersText filters={requestOf(getFieldValue('tableId'))?.filters ?? []} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item
            name="targetTableId"
            label={t('grantExports.table')}
            extra={t('grantExports.syncTableHint')}
            rules={[{ required: true, message: t('grantExports.required') }]}
          >
            <TargetTableSelect testId="sync-target-table" />
          </Form.Item>
          <Form.Item name="frequency" label={t('grantExports.frequency')}>
            <Radio.Group data-testid="sync-frequency">
              {grantData.SYNC_FREQUENCIES.map((f) => (
                <Radio key={f} value={f}>
                  {t(`grantExports.frequencies.${f}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

/** My scheduled syncs of a grant: what goes where how often, the last run and the next; new and delete. */
export function SyncList({
  grantId,
  tables,
  current,
  inForce,
}: {
  grantId: string;
  tables: grantData.GrantedTable[];
  current: { tableId: string; request: BrowseRequest } | null;
  inForce: boolean;
}) {
  const { t } = useTranslation('assets');
  const syncs = useSyncs(grantId);
  const remove = useDeleteSync();
  const [creating, setCreating] = useState(false);
  const confirmDelete = (sync: grantData.Sync) =>
    notify.confirm({
      title: t('grantExports.deleteConfirm', { table: sync.tableName, target: sync.targetTableName }),
      okText: t('grantExports.delete'),
      cancelText: t('grantExports.cancel'),
      danger: true,
      okTestId: 'sync-delete-confirm',
      onOk: () =>
        remove
          .mutateAsync(sync.id)
          .then(() => notify.success(t('grantExports.deleted')))
          .catch((error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });
  const columns: TableProps<grantData.Sync>['columns'] = [
    { key: 'table', title: t('grantExports.tableName'), dataIndex: 'tableName', width: 170, ellipsis: true },
    {
      key: 'target',
      title: t('grantExports.table'),
      dataIndex: 'targetTableName',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'filters',
      title: t('grantExports.filters'),
      render: (_v, s) => <FiltersText filters={s.filters} />,
    },
    {
      key: 'frequency',
      title: t('grantExports.frequency'),
      width: 110,
      render: (_v, s) => t(`grantExports.frequencies.${s.frequency}`),
    },
    {
      key: 'lastRun',
      title: t('grantExports.lastRun'),
      width: 230,
      render: (_v, s) =>
        s.lastRun ? (
          <Space size={4} wrap>
            <ExportStateTag job={s.lastRun} />
            <span>{formatNumber(s.lastRun.rows)}</span>
            <Typography.Text type="secondary">
              {formatDateTime(s.lastRun.finishedAt ?? s.lastRun.createdAt)}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('grantExports.never')}</Typography.Text>
        ),
    },
    {
      key: 'nextRun',
      title: t('grantExports.nextRun'),
      width: 170,
      render: (_v, s) =>
        s.nextRunAt ? (
          formatDateTime(s.nextRunAt)
        ) : (
          <Tooltip title={t('grantExports.endedHint')}>
            <Tag data-testid="sync-ended">{t('grantExports.ended')}</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: '',
      width: 90,
      fixed: 'right',
      render: (_v, s) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(s)}
          data-testid="sync-delete"
        >
          {t('grantExports.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {inForce ? (
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="sync-new">
          {t('grantExports.newSync')}
        </Button>
      ) : null}
      <Table<grantData.Sync>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={syncs.data ?? []}
        loading={syncs.isPending}
        pagination={false}
        scroll={{ x: 1010 }}
        locale={{ emptyText: <Empty description={t('grantExports.noSyncs')} /> }}
        data-testid="sync-list"
      />
      {creating ? (
        <SyncDialog grantId={grantId} tables={tables} current={current} onClose={() => setCreating(false)} />
      ) : null}
    </Space>
  );
}
