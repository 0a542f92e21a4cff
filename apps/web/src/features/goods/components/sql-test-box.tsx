import { goods, PREVIEW_ROW_LIMIT } from '@datamall/contract';
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useOwnConnections, useTestPreviewSql } from '../api/preview-sql';

const TIMEOUT_OPTIONS = [1, 3, 5, goods.PREVIEW_SQL_TIMEOUT_SECONDS];

/**
 * "Test SQL" of the supplier's bound-assets tab: runs the SELECT meant for a good's preview once on one of the
 * supplier's connections, read-only on the server (one query only, time limit, first rows), and shows the columns
 * and rows or the database's reason.
 */
export function SqlTestBox() {
  const { t } = useTranslation('goods');
  const [open, setOpen] = useState(false);
  const [connectionId, setConnectionId] = useState<string>();
  const [sql, setSql] = useState('');
  const [timeoutSeconds, setTimeoutSeconds] = useState<number>(goods.PREVIEW_SQL_TIMEOUT_SECONDS);
  const connections = useOwnConnections(open);
  const runner = useTestPreviewSql();
  const result = runner.data;

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} data-testid="sql-test-open">
        {t('sqlTest.open')}
      </Button>
    );
  }

  const run = () => {
    if (!connectionId || !sql.trim()) return;
    runner.mutate({ connectionId, sql, timeoutSeconds });
  };

  return (
    <Card size="small" title={t('sqlTest.title')} data-testid="sql-test-box">
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('sqlTest.hint', { rows: PREVIEW_ROW_LIMIT, seconds: goods.PREVIEW_SQL_TIMEOUT_SECONDS })}
        </Typography.Text>
        <Space wrap>
          <Select
            style={{ minWidth: 260 }}
            placeholder={t('sqlTest.connection')}
            loading={connections.isFetching}
            value={connectionId}
            onChange={setConnectionId}
            notFoundContent={connections.isFetching ? undefined : t('sqlTest.noConnections')}
            options={(connections.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} · ${c.dbType === 'postgresql' ? 'PostgreSQL' : 'MySQL / MariaDB'}`,
            }))}
            data-testid="sql-test-connection"
          />
          <Select
            style={{ width: 140 }}
            value={timeoutSeconds}
            onChange={setTimeoutSeconds}
            options={TIMEOUT_OPTIONS.map((s) => ({ value: s, label: t('sqlTest.timeout', { seconds: s }) }))}
            aria-label={t('sqlTest.timeoutLabel')}
          />
        </Space>
        <Input.TextArea
          rows={5}
          value={sql}
          maxLength={goods.PREVIEW_SQL_MAX_CHARS}
          onChange={(event) => setSql(event.target.value)}
          placeholder="SELECT …"
          style={{ fontFamily: 'monospace' }}
          aria-label={t('sqlTest.sql')}
          data-testid="sql-test-sql"
        />
        <Space>
          <Button
            type="primary"
            onClick={run}
            loading={runner.isPending}
            disabled={!connectionId || !sql.trim()}
            data-testid="sql-test-run"
          >
            {t('sqlTest.run')}
          </Button>
          <Button onClick={() => setOpen(false)}>{t('sqlTest.close')}</Button>
        </Space>
        {runner.isError ? (
          <Alert type="error" showIcon message={errorText(runner.error) ?? ''} data-testid="sql-test-error" />
        ) : null}
        {result && !runner.isError ? (
          <div data-testid="sql-test-result">
            <Typography.Text type="secondary">
              {t(result.truncated ? 'sqlTest.summaryTruncated' : 'sqlTest.summary', {
                count: result.rows.length,
                ms: result.elapsedMs,
              })}
            </Typography.Text>
            {result.columns.length ? (
              <Table<{ key: number; cells: (string | null)[] }>
                size="small"
                style={{ marginTop: 8 }}
                pagination={false}
                scroll={{ x: 'max-content', y: 360 }}
                dataSource={result.rows.map((cells, key) => ({ key, cells }))}
                columns={result.columns.map((name, index) => ({
                  key: String(index),
                  title: name,
                  render: (_: unknown, row: { cells: (string | null)[] }) =>
                    row.cells[index] === null ? (
                      <Typography.Text type="secondary">NULL</Typography.Text>
                    ) : (
                      row.cells[index]
                    ),
                }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </div>
        ) : null}
      </Space>
    </Card>
  );
}
