import {
  DATABASE_TYPES,
  type DatabaseConnection,
  type DatabaseType,
  zDatabaseFilter,
} from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { useConnectionTest } from '../api/connection-test';
import { useDeleteDatabase } from '../api/delete-database';
import { type ConnectionFilter, connectionsPageKey, fetchConnectionsPage } from '../api/query-database-page';
import { connectionPaths } from '../paths';
import { TestResultTag } from './test-result-tag';

export const DB_TYPE_LABEL: Record<DatabaseType, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL / MariaDB',
};

/** producer/zqdatalink: the owner's database connections with test, browse, edit and delete. */
export function ConnectionList({ base = 'producer' }: { base?: string }) {
  const { t } = useTranslation(['connections', 'table']);
  const navigate = useNavigate();
  const paths = connectionPaths(base);
  const table = usePageTable<DatabaseConnection, ConnectionFilter>({
    queryKey: connectionsPageKey,
    fetcher: fetchConnectionsPage,
  });
  const tester = useConnectionTest();
  const remover = useDeleteDatabase();

  const handleTest = (row: DatabaseConnection) => {
    tester.mutate(
      { id: row.id },
      {
        onSuccess: (result) =>
          result.ok
            ? notify.success(t('test.ok', { version: result.serverVersion }))
            : notify.error(result.message),
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  };

  const handleDelete = (row: DatabaseConnection) =>
    notify.confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: row.name }),
      danger: true,
      okTestId: 'confirm-delete',
      onOk: () =>
        remover.mutateAsync([row.id]).then(() => {
          notify.success(t('delete.done'));
          table.afterDelete();
        }),
    });

  const columns: TableProps<DatabaseConnection>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      render: (value: string, row) => <Link to={paths.info(row.id)}>{value}</Link>,
    },
    {
      key: 'dbType',
      title: t('fields.dbType'),
      dataIndex: 'dbType',
      render: (value: DatabaseType) => DB_TYPE_LABEL[value],
    },
    {
      key: 'address',
      title: t('fields.address'),
      render: (_v, row) => `${row.host}:${row.port}/${row.database}`,
    },
    { key: 'username', title: t('fields.username'), dataIndex: 'username' },
    {
      key: 'lastTest',
      title: t('fields.lastTest'),
      render: (_v, row) => <TestResultTag connection={row} />,
    },
    {
      key: 'lastTestAt',
      title: t('fields.lastTestAt'),
      dataIndex: 'lastTestAt',
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            loading={tester.isPending && tester.variables?.id === row.id}
            onClick={() => handleTest(row)}
            data-testid={`test-${row.name}`}
          >
            {t('actions.test')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(paths.info(row.id))}
            data-testid={`browse-${row.name}`}
          >
            {t('actions.browse')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(paths.edit(row.id))}>
            {t('actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => handleDelete(row)}
            data-testid={`delete-${row.name}`}
          >
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="connection-list">
      <ListFiltersBar<ConnectionFilter>
        testId="connection-filters"
        onSearch={(values) => table.search(values)}
      >
        <Form.Item name="name" label={t('fields.name')}>
          <Input allowClear maxLength={zodMaxLength(zDatabaseFilter, 'name')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="dbType" label={t('fields.dbType')}>
          <Select
            allowClear
            style={{ width: 180 }}
            options={DATABASE_TYPES.map((value) => ({ value, label: DB_TYPE_LABEL[value] }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate(paths.edit())} data-testid="connection-add">
          {t('actions.add')}
        </Button>
      </div>
      <PageTable<DatabaseConnection, ConnectionFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="connection-table"
      />
    </Card>
  );
}
