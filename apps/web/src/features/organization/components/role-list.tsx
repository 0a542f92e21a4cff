import { PlusOutlined } from '@ant-design/icons';
import { organization } from '@datamall/contract';
import { Button, Card, Form, Input, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { useBatchDelete } from '../../../shared/ui/confirm-run';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { rolePageKey } from '../api/keys';
import { fetchRolePage, type RoleFilter, useDeleteRoles } from '../api/roles';
import { RoleModal } from './role-modal';
import { RowActions } from './row-actions';

type Row = organization.Role;

/** sys/role: the roles of staff accounts, their data scope and granted menus. */
export function RoleList() {
  const { t } = useTranslation(['organization', 'common', 'table']);
  const table = usePageTable<Row, RoleFilter>({ queryKey: rolePageKey, fetcher: fetchRolePage });
  const remove = useDeleteRoles();
  const [editing, setEditing] = useState<{ row?: Row }>();
  const { selected, rowSelection, handleDelete } = useBatchDelete<Row>({
    title: (rows) => t('role.deleteTitle', { names: rows.map((r) => r.name).join('、') }),
    content: t('role.deleteHint'),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.id)),
    afterDelete: table.afterDelete,
    done: t('deleted'),
    okTestId: 'role-delete-confirm',
  });

  const columns: TableProps<Row>['columns'] = [
    { key: 'name', title: t('role.name'), dataIndex: 'name' },
    { key: 'remark', title: t('fields.remark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    {
      key: 'dataScope',
      title: t('role.dataScope'),
      dataIndex: 'dataScope',
      render: (v: number) => t(`role.scopes.${v}`),
    },
    { key: 'staffCount', title: t('role.staffCount'), dataIndex: 'staffCount', width: 110 },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('common:actions.edit'), onClick: () => setEditing({ row }) },
            { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => handleDelete([row]) },
          ]}
        />
      ),
    },
  ];

  return (
    <Card data-testid="role-page">
      <ListFiltersBar<RoleFilter> testId="role-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="name" label={t('role.name')}>
          <Input allowClear maxLength={zodMaxLength(organization.rolePage, 'name')} style={{ width: 200 }} />
        </Form.Item>
      </ListFiltersBar>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="role-add">
          {t('role.add')}
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => handleDelete(selected)}>
          {t('actions.deleteSelected')}
        </Button>
      </Space>
      <PageTable<Row, RoleFilter>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('role.empty') }}
        rowSelection={rowSelection}
        data-testid="role-table"
      />
      {editing && (
        <RoleModal key={editing.row?.id ?? 'new'} row={editing.row} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
