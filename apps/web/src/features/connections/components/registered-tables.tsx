import { type DatabaseTable, endpoints } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type DatabaseTableFilter,
  databaseTablesKey,
  fetchDatabaseTablesPage,
  useDeleteDatabaseTables,
} from '../api/database-tables';
import { useConnectionOptions } from '../api/query-database-list';
import { connectionPaths, tablePaths } from '../paths';

export interface RegisteredTablesProps {
  /** Route prefix: `consumer` edits in its own form, `producer` through the register wizard. */
  base?: string;
  /** Only this connection's registrations (the connection page); the full list with filters otherwise. */
  connectionId?: string;
}

/** consumer/zqdatatable, and the "registered tables" card of a connection: registrations with edit and delete. */
export function RegisteredTables({ base = 'consumer', connectionId }: RegisteredTablesProps) {
  const { t } = useTranslation(['connections', 'table']);
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const isConsumer = base === 'consumer';
  const connections = useConnectionOptions();
  const table = usePageTable<DatabaseTable, DatabaseTableFilter>({
    queryKey: [...databaseTablesKey, 'page', connectionId ?? 'all'],
    fetcher: fetchDatabaseTablesPage,
    initialFilters: connectionId ? { connectionId } : {},
  });
  const remover = useDeleteDatabaseTables();

  const addPath = isConsumer
    ? tablePaths(base).edit(undefined, connectionId)
    : connectionId
      ? paths.addSchemas(connectionId)
      : undefined;
  const editPath = (row: DatabaseTable) =>
    isConsumer ? tablePaths(base).edit(row.id) : paths.addField(row.connectionId, [[row.schema, row.table]]);

  const handleDelete = (row: DatabaseTable) =>
    notify.confirm({
      title: t('registered.deleteTitle'),
      content: t('registered.deleteContent', { name: row.name }),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover.mutateAsync([row.id]).then(() => {
          notify.success(t('delete.done'));
          table.afterDelete();
        }),
    });

  const columns: TableProps<DatabaseTable>['columns'] = [
    { key: 'name', title: t('registered.name'), dataIndex: 'name' },
    ...(connectionId
      ? []
      : [
          {
            key: 'connection',
            title: t('registered.connection'),
            render: (_v: unknown, row: DatabaseTable) =>
              row.connectionName ? (
                <Link to={paths.info(row.connectionId)}>{row.connectionName}</Link>
              ) : (
                <Tag color="warning">{t('registered.connectionGone')}</Tag>
              ),
          },
        ]),
    {
      key: 'object',
      title: t('registered.object'),
      render: (_v, row) =>
        row.connectionName ? (
          <Link
            to={paths.field(row.connectionId, row.schema, row.table)}
          >{`${row.schema}.${row.table}`}</Link>
        ) : (
          `${row.schema}.${row.table}`
        ),
    },
    {
      key: 'fields',
      title: t('registered.fields'),
      render: (_v, row) => (
        <Tooltip title={row.fields.map((f) => f.name).join(', ')}>
          <Tag data-testid={`registered-fields-${row.name}`}>
            {t('registered.fieldCount', { n: row.fields.length })}
          </Tag>
        </Tooltip>
      ),
    },
    { key: 'description', title: t('registered.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'updateDate',
      title: t('registered.updateDate'),
      dataIndex: 'updateDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={4}>
          {row.connectionName ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(editPath(row))}
              data-testid={`edit-${row.name}`}
            >
              {t('actions.edit')}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => handleDelete(row)}
            data-testid={`delete-table-${row.name}`}
          >
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const addButton = addPath ? (
    <Button type="primary" onClick={() => navigate(addPath)} data-testid="register-tables">
      {isConsumer ? t('registered.add') : t('wizard.start')}
    </Button>
  ) : null;

  const list = (
    <PageTable<DatabaseTable, DatabaseTableFilter>
      table={table}
      rowKey="id"
      columns={columns}
      scroll={{ x: 'max-content' }}
      data-testid="registered-tables"
    />
  );

  if (connectionId) {
    return (
      <Card title={t('registered.title')} extra={addButton}>
        {list}
      </Card>
    );
  }
  return (
    <Card data-testid="registered-tables-page">
      <ListFiltersBar<DatabaseTableFilter> testId="table-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="name" label={t('registered.name')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.databaseTables.queryDatabaseTables, 'name')}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="connectionId" label={t('registered.connection')}>
          <Select
            allowClear
            style={{ width: 200 }}
            loading={connections.isLoading}
            options={(connections.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ marginBottom: 16 }}>{addButton}</div>
      {list}
    </Card>
  );
}
