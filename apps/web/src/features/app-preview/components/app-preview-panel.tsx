import { CodeOutlined, DownloadOutlined } from '@ant-design/icons';
import type { appPreview } from '@datamall/contract';
import { Alert, Button, Card, Empty, Result, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { downloadTemplate, useAppPreview, useSupportList, useTableConfig } from '../api/app-preview';

/** Downloads a template; a refusal is shown as a notice. */
export function TemplateButton({
  itemId,
  tableId,
  label,
}: {
  itemId: string;
  tableId?: string;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadTemplate(itemId, tableId);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={handleClick}
      data-testid={`template-${tableId ?? 'output'}`}
    >
      {label}
    </Button>
  );
}

/** CREATE TABLE statements of one declared table, per database, copyable. */
function DdlBlock({ itemId, table }: { itemId: string; table: appPreview.PreviewTable }) {
  const { t } = useTranslation('appPreview');
  const config = useTableConfig(itemId, table, true);
  if (config.isLoading) return <Spin size="small" />;
  if (config.isError || !config.data)
    return <Alert type="warning" showIcon message={errorText(config.error) ?? t('loadFailed')} />;
  const { ddl } = config.data;
  return (
    <Tabs
      size="small"
      items={(['postgresql', 'mysql'] as const).map((db) => ({
        key: db,
        label: t(`storage.${db}`),
        children: (
          <Typography.Paragraph copyable={{ text: ddl[db] }} style={{ marginBottom: 0 }}>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid={`ddl-${table.tableId}-${db}`}>
              {ddl[db]}
            </pre>
          </Typography.Paragraph>
        ),
      }))}
    />
  );
}

/** One declared table: its columns with the SQL types that hold them, its template and CREATE TABLE text. */
function TableCard({ itemId, table }: { itemId: string; table: appPreview.PreviewTable }) {
  const { t } = useTranslation('appPreview');
  const [showDdl, setShowDdl] = useState(false);
  const isFile = table.kind === 'csv';
  return (
    <Card
      size="small"
      data-testid={`preview-table-${table.tableId}`}
      title={
        <Space>
          <Tag color={table.direction === 'input' ? 'blue' : 'green'}>
            {t(`direction.${table.direction}`)}
          </Tag>
          <Typography.Text strong>
            {table.direction === 'input' ? table.name : t('outputName')}
          </Typography.Text>
          <Typography.Text type="secondary">{t(`kind.${table.kind}`)}</Typography.Text>
        </Space>
      }
      extra={
        <Space>
          {isFile ? null : (
            <Button
              size="small"
              type="text"
              icon={<CodeOutlined />}
              onClick={() => setShowDdl((v) => !v)}
              data-testid={`ddl-toggle-${table.tableId}`}
            >
              {t('actions.ddl')}
            </Button>
          )}
        </Space>
      }
    >
      {table.description ? <Typography.Paragraph>{table.description}</Typography.Paragraph> : null}
      <Table<appPreview.PreviewColumn>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={table.columns}
        columns={[
          { title: t('fields.column'), dataIndex: 'name', render: (v: string) => <code>{v}</code> },
          { title: t('fields.type'), dataIndex: 'type', render: (v: string) => t(`columnType.${v}`) },
          {
            title: t('fields.required'),
            dataIndex: 'required',
            render: (v: boolean) => (v ? t('yes') : t('no')),
          },
          {
            title: t('fields.sqlTypes'),
            key: 'sql',
            render: (_: unknown, c) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                PostgreSQL: {c.sqlTypes.postgresql.join(' / ')}; MySQL: {c.sqlTypes.mysql.join(' / ')}
              </Typography.Text>
            ),
          },
        ]}
      />
      {showDdl ? (
        <div style={{ marginTop: 12 }}>
          <DdlBlock itemId={itemId} table={table} />
        </div>
      ) : null}
    </Card>
  );
}

/** The sample output rows the developer attached. */
export function SampleTable({ sample }: { sample: appPreview.Sample }) {
  const rows = sample.rows.map((r, i) => ({ key: i, ...Object.fromEntries(r.map((v, n) => [`c${n}`, v])) }));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: true }}
      data-testid="preview-sample"
      dataSource={rows}
      columns={sample.columns.map((c, n) => ({
        title: c,
        dataIndex: `c${n}`,
        render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
      }))}
    />
  );
}

/**
 * What a data application needs and produces: its input tables and output with columns and types, where they
 * may live, an .xlsx template of each, CREATE TABLE text, and the developer's sample output rows.
 */
export function AppPreviewPanel({ itemId }: { itemId: string }) {
  const { t } = useTranslation('appPreview');
  const preview = useAppPreview(itemId);
  const declared = preview.data?.declared === true;
  const support = useSupportList(declared ? itemId : undefined);
  if (preview.isLoading) return <Spin />;
  if (preview.isError || !preview.data)
    return <Result status="warning" title={errorText(preview.error) ?? t('loadFailed')} />;
  const p = preview.data;
  if (!p.declared) return <Empty description={t('notDeclared')} data-testid="preview-not-declared" />;
  const storageTags = (options: appPreview.StorageOption[]) =>
    options.map((o) => <Tag key={o.kind}>{t(`storage.${o.kind}`)}</Tag>);
  const inputs = p.tables.filter((x) => x.direction === 'input');
  const output = p.tables.find((x) => x.direction === 'output');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="app-preview">
      <Space wrap size={[24, 8]}>
        <span>
          {t('fields.jobKind')}: <Tag color="purple">{t(`jobKind.${p.jobKind}`)}</Tag>
        </span>
        {support.data ? (
          <>
            <span data-testid="support-inputs">
              {t('fields.readsFrom')}: {storageTags(support.data.inputs)}
            </span>
            <span data-testid="support-outputs">
              {t('fields.writesTo')}: {storageTags(support.data.outputs)}
            </span>
          </>
        ) : null}
        <TemplateButton itemId={itemId} label={t('actions.outputTemplate')} />
      </Space>
      {support.data?.inputs.some((o) => o.sameConnection) && inputs.length > 1 ? (
        <Alert type="info" showIcon message={t('sameConnection')} />
      ) : null}
      {inputs.map((table) => (
        <TableCard key={table.tableId} itemId={itemId} table={table} />
      ))}
      {output ? <TableCard itemId={itemId} table={output} /> : null}
      <Card size="small" title={t('sample.title')}>
        {p.sample ? <SampleTable sample={p.sample} /> : <Empty description={t('sample.none')} />}
      </Card>
    </Space>
  );
}
