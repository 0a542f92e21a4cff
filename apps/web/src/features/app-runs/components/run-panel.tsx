import type { appRuns } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  List,
  Progress,
  Result,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatColumnValues, formatDateTime, formatNumber } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { useExecuteRun, useRunPage, useRunState } from '../api/app-runs';
import { OrderSteps } from './order-steps';
import { RunStatusTag } from './run-status-tag';

/** One log line in the reader's language; the job's own lines and database words are shown as written. */
function useLogText() {
  const { t } = useTranslation('appRuns');
  return (entry: appRuns.LogEntry) => {
    const params: Record<string, string | number> = { ...entry.params };
    if (typeof params.reason === 'string') params.reason = t(`reason.${params.reason}`);
    if (typeof params.job === 'string') params.job = t(`jobKind.${params.job}`);
    return t(`log.${entry.event}`, { ...params, defaultValue: entry.event });
  };
}

type Preview = appRuns.RunDetail['preview'];

/**
 * The first output rows, each value formatted by its column's declared type (the run's own record of the
 * types, else the application's declaration for runs recorded before it): numbers right-aligned.
 */
function PreviewTable({
  preview,
  declared,
}: {
  preview: Preview;
  declared: readonly { name: string; type: appRuns.ColumnType }[] | undefined;
}) {
  const types = preview.columns.map(
    (c, j) => preview.types?.[j] ?? declared?.find((d) => d.name === c)?.type,
  );
  const shown = preview.columns.map((_c, j) =>
    formatColumnValues(
      types[j],
      preview.rows.map((r) => r[j] ?? null),
    ),
  );
  return (
    <Table
      size="small"
      rowKey="__key"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="run-preview"
      dataSource={preview.rows.map((_r, i) => ({
        __key: i,
        ...Object.fromEntries(preview.columns.map((c, j) => [c, shown[j]?.[i] ?? null])),
      }))}
      columns={preview.columns.map((c, j) => ({
        key: c,
        title: c,
        dataIndex: c,
        align: types[j] === 'integer' || types[j] === 'number' ? ('right' as const) : undefined,
      }))}
    />
  );
}

/** Starts a run after a confirmation; shows its status, progress, log and the first output rows (polling). */
export function RunPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('appRuns');
  const state = useRunState(orderId);
  const runs = useRunPage(orderId);
  const execute = useExecuteRun();
  const logText = useLogText();
  const rowsText = (r: appRuns.Run) =>
    t('run.rows', { read: formatNumber(r.rowsRead), written: formatNumber(r.rowsWritten) });
  if (state.isLoading) return <Spin />;
  if (state.isError || !state.data)
    return <Result status="warning" title={errorText(state.error) ?? t('loadFailed')} />;
  const s = state.data;
  const run = s.latestRun;
  const active = run !== null && run.operationType !== 2;

  const handleRun = () =>
    notify.confirm({
      title: t('execute.confirmTitle'),
      content: t('execute.confirmContent', { itemName: s.itemName, orderNo: s.orderNo }),
      okText: t('execute.confirmOk'),
      cancelText: t('execute.confirmCancel'),
      okTestId: 'confirm-run',
      onOk: () =>
        execute
          .mutateAsync(orderId)
          .then(() => notify.success(t('execute.started')))
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  return (
    <Card data-testid="run-panel">
      <OrderSteps state={s} mode="execute" />
      <Space direction="vertical" size={16} style={{ width: '100%', marginTop: 16 }}>
        {!s.ready && s.definition ? <Alert type="warning" showIcon message={t('execute.notReady')} /> : null}
        <Space>
          <Button
            type="primary"
            disabled={!s.ready || active}
            loading={execute.isPending}
            onClick={handleRun}
            data-testid="run-button"
          >
            {t('actions.run')}
          </Button>
          <Button onClick={() => state.refetch()}>{t('actions.refresh')}</Button>
        </Space>
        {run ? (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="run-status">
              <Descriptions.Item label={t('fields.operationType')}>
                <span data-testid="run-operation-type" data-value={run.operationType}>
                  <RunStatusTag
                    operationType={run.operationType}
                    result={run.result}
                    resultTestId="run-result"
                  />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.progress')}>
                <Progress
                  percent={run.progress}
                  size="small"
                  status={run.result === 0 ? 'exception' : active ? 'active' : 'normal'}
                  style={{ minWidth: 160 }}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.startDate')}>
                {run.startDate ? formatDateTime(run.startDate) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.finishDate')}>
                {run.finishDate ? formatDateTime(run.finishDate) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.rows')}>
                <span data-testid="run-rows">{rowsText(run)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.outputLocation')}>
                <span data-testid="run-output-location">{run.outputLocation || '—'}</span>
              </Descriptions.Item>
            </Descriptions>
            {run.failure ? (
              <Alert
                type="error"
                showIcon
                data-testid="run-failure"
                message={t(`reason.${run.failure}`)}
                description={run.failureDetail || undefined}
              />
            ) : null}
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('execute.log')}
            </Typography.Title>
            <List
              size="small"
              bordered
              data-testid="run-log"
              dataSource={run.log}
              style={{ maxHeight: 260, overflow: 'auto' }}
              renderItem={(entry) => (
                <List.Item>
                  <Typography.Text type={entry.level === 'error' ? 'danger' : undefined}>
                    <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>{' '}
                    {logText(entry)}
                  </Typography.Text>
                </List.Item>
              )}
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('execute.preview')}
            </Typography.Title>
            {run.preview.columns.length ? (
              <PreviewTable preview={run.preview} declared={s.definition?.output.columns} />
            ) : (
              <Empty description={t('execute.noPreview')} />
            )}
          </>
        ) : (
          <Empty description={t('execute.never')} data-testid="run-never" />
        )}
        {runs.data && runs.data.total > 1 ? (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('execute.history')}
            </Typography.Title>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={runs.data.list}
              columns={[
                {
                  key: 'createDate',
                  title: t('fields.startDate'),
                  render: (_v, r: appRuns.Run) => formatDateTime(r.startDate ?? r.createDate),
                },
                {
                  key: 'op',
                  title: t('fields.operationType'),
                  render: (_v, r: appRuns.Run) => (
                    <RunStatusTag operationType={r.operationType} result={r.result} />
                  ),
                },
                {
                  key: 'result',
                  title: t('fields.result'),
                  render: (_v, r: appRuns.Run) =>
                    r.result === 0 ? t(`reason.${r.failure ?? 'job_error'}`) : '—',
                },
                { key: 'rows', title: t('fields.rows'), render: (_v, r: appRuns.Run) => rowsText(r) },
              ]}
            />
          </>
        ) : null}
      </Space>
    </Card>
  );
}
