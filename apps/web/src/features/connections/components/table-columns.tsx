import type { DatabaseColumn } from '@datamall/contract';
import { Alert, Button, Card, Space, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useColumns } from '../api/browse';
import { connectionPaths } from '../paths';
import { PreviewDrawer } from './preview-drawer';

export interface TableColumnsProps {
  id: string;
  schema: string;
  table: string;
  base?: string;
}

/** producer/zqdatalink-info-table: the columns of one table, and its preview. */
export function TableColumns({ id, schema, table, base = 'producer' }: TableColumnsProps) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const columnsQuery = useColumns(id, schema, table);
  const [previewing, setPreviewing] = useState(false);
  const columns: TableProps<DatabaseColumn>['columns'] = [
    {
      key: 'name',
      title: t('fields.column'),
      dataIndex: 'name',
      render: (name: string) => (
        <Link to={connectionPaths(base).field(id, schema, table, name)} data-testid={`field-link-${name}`}>
          {name}
        </Link>
      ),
    },
    { key: 'type', title: t('fields.type'), dataIndex: 'type' },
    {
      key: 'nullable',
      title: t('fields.nullable'),
      dataIndex: 'nullable',
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    {
      key: 'key',
      title: t('fields.key'),
      dataIndex: 'key',
      render: (v: string) => (v ? <Tag color={v === 'PRI' ? 'gold' : 'blue'}>{t(`key.${v}`, v)}</Tag> : null),
    },
    { key: 'comment', title: t('fields.comment'), dataIndex: 'comment' },
  ];
  return (
    <Card
      title={`${schema}.${table}`}
      extra={
        <Space>
          <Button
            onClick={() => navigate(connectionPaths(base).field(id, schema, table))}
            data-testid="fields-open"
          >
            {t('actions.fields')}
          </Button>
          <Button type="primary" onClick={() => setPreviewing(true)} data-testid="preview-open">
            {t('actions.preview')}
          </Button>
          <Button onClick={() => navigate(connectionPaths(base).info(id))}>{t('actions.back')}</Button>
        </Space>
      }
      data-testid="table-columns"
    >
      {columnsQuery.isError ? (
        <Alert type="error" showIcon message={errorText(columnsQuery.error) ?? t('browse.failed')} />
      ) : (
        <Table<DatabaseColumn>
          size="middle"
          rowKey="name"
          loading={columnsQuery.isFetching}
          columns={columns}
          dataSource={columnsQuery.data ?? []}
          pagination={false}
          data-testid="columns-table"
        />
      )}
      <PreviewDrawer
        connectionId={id}
        schema={schema}
        table={previewing ? table : undefined}
        onClose={() => setPreviewing(false)}
      />
    </Card>
  );
}
