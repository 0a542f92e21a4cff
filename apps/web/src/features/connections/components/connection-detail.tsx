import type { RowCountKind } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Empty, Select, Space, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { RowCount } from '../../../shared/ui/row-count';
import { useSchemas, useTables } from '../api/browse';
import { useConnectionDetail } from '../api/query-database-detail';
import { connectionPaths } from '../paths';
import { DB_TYPE_LABEL } from './connection-list';
import { PreviewDrawer } from './preview-drawer';
import { RegisteredTables } from './registered-tables';
import { TestResultTag } from './test-result-tag';

interface TableRow {
  name: string;
  kind: string;
  comment: string;
  rowEstimate: number;
  rowCountKind: RowCountKind;
}

/** producer/zqdatalink-info: the connection, then its schemas and their tables, with columns and preview. */
export function ConnectionDetail({ id, base = 'producer' }: { id: string; base?: string }) {
  const { t } = useTranslation(['connections', 'table']);
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const detail = useConnectionDetail(id);
  const schemas = useSchemas(id);
  const [schema, setSchema] = useState<string>();
  const tables = useTables(id, schema);
  const [previewing, setPreviewing] = useState<string>();

  useEffect(() => {
    if (schema || !schemas.data?.length) return;
    const preferred = detail.data?.schema;
    const fallback = detail.data?.dbType === 'mysql' ? detail.data.database : 'public';
    const pick = [preferred, fallback].find((s) => s && schemas.data.includes(s)) ?? schemas.data[0];
    setSchema(pick);
  }, [schemas.data, schema, detail.data]);

  const c = detail.data;
  const columns: TableProps<TableRow>['columns'] = [
    { key: 'name', title: t('fields.table'), dataIndex: 'name' },
    { key: 'kind', title: t('fields.kind'), dataIndex: 'kind', render: (v: string) => t(`kind.${v}`, v) },
    { key: 'comment', title: t('fields.comment'), dataIndex: 'comment', ellipsis: true },
    {
      key: 'rowEstimate',
      title: t('fields.rowEstimate'),
      dataIndex: 'rowEstimate',
      align: 'right',
      render: (v: number, row) => <RowCount rows={v} kind={row.rowCountKind} />,
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            onClick={() => schema && navigate(paths.table(id, schema, row.name))}
            data-testid={`columns-${row.name}`}
          >
            {t('actions.columns')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => setPreviewing(row.name)}
            data-testid={`preview-${row.name}`}
          >
            {t('actions.preview')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="connection-detail">
      <Card
        title={c?.name ?? t('detail.title')}
        loading={detail.isLoading}
        extra={
          <Space>
            <Button onClick={() => navigate(paths.testLink(id))} data-testid="open-test-page">
              {t('actions.testConnection')}
            </Button>
            <Button onClick={() => navigate(paths.edit(id))}>{t('actions.edit')}</Button>
            <Button onClick={() => navigate(paths.list)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        {c && (
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('fields.dbType')}>{DB_TYPE_LABEL[c.dbType]}</Descriptions.Item>
            <Descriptions.Item label={t('fields.address')}>{`${c.host}:${c.port}`}</Descriptions.Item>
            <Descriptions.Item label={t('fields.database')}>{c.database}</Descriptions.Item>
            <Descriptions.Item label={t('fields.username')}>{c.username}</Descriptions.Item>
            <Descriptions.Item label={t('fields.password')}>
              {c.hasPassword ? t('detail.passwordSaved') : t('detail.passwordNone')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.sslMode')}>{t(`ssl.${c.sslMode}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.lastTest')}>
              <Space>
                <TestResultTag connection={c} />
                {c.lastTestVersion}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.lastTestAt')}>
              {c.lastTestAt ? formatDateTime(c.lastTestAt) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.createDate')}>
              {formatDateTime(c.createDate)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card
        title={t('browse.title')}
        extra={
          <Select
            value={schema}
            onChange={setSchema}
            loading={schemas.isFetching}
            style={{ minWidth: 220 }}
            placeholder={t('browse.schema')}
            options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
            showSearch
            data-testid="schema-select"
          />
        }
      >
        {schemas.isError ? (
          <Alert
            type="error"
            showIcon
            message={errorText(schemas.error) ?? t('browse.failed')}
            data-testid="browse-error"
          />
        ) : (
          <Table<TableRow>
            size="middle"
            rowKey="name"
            loading={schemas.isFetching || tables.isFetching}
            columns={columns}
            dataSource={tables.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('browse.noTables')} /> }}
            data-testid="tables-table"
          />
        )}
      </Card>
      <RegisteredTables base={base} connectionId={id} />
      {schema && (
        <PreviewDrawer
          connectionId={id}
          schema={schema}
          table={previewing}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </Space>
  );
}
