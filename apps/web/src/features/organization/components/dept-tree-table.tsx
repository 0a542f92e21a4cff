import { PlusOutlined } from '@ant-design/icons';
import type { organization } from '@datamall/contract';
import { Button, Card, Empty, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useConfirmRun } from '../../../shared/ui/confirm-run';
import { useDeleteDept, useDeptTree } from '../api/depts';
import { parentIds, withoutEmptyChildren } from '../tree';
import { DeptModal, type DeptModalState } from './dept-modal';
import { RowActions } from './row-actions';
import { useCollapsed } from './use-collapsed';

type Row = organization.DeptNode;

/** sys/dept: the department tree with add child, edit and delete. */
export function DeptTreeTable() {
  const { t } = useTranslation(['organization', 'common', 'table']);
  const tree = useDeptTree();
  const remove = useDeleteDept();
  const confirmRun = useConfirmRun();
  const [modal, setModal] = useState<DeptModalState>();
  const collapsed = useCollapsed();
  const nodes = tree.data ?? [];

  const handleDelete = (row: Row) =>
    confirmRun({
      title: t('dept.deleteTitle', { name: row.name }),
      content: t('dept.deleteHint'),
      run: () => remove.mutateAsync(row.id),
      done: t('deleted'),
      okTestId: 'dept-delete-confirm',
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'name', title: t('dept.name'), dataIndex: 'name' },
    { key: 'parentName', title: t('dept.parent'), dataIndex: 'parentName', render: (v: string) => v || '-' },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      width: 220,
      render: (_v, row) => (
        <RowActions
          actions={[
            {
              key: 'child',
              label: t('dept.addChild'),
              onClick: () => setModal({ pid: row.id }),
              testId: `dept-add-child-${row.id}`,
            },
            { key: 'edit', label: t('common:actions.edit'), onClick: () => setModal({ editing: row }) },
            {
              key: 'delete',
              label: t('actions.delete'),
              danger: true,
              onClick: () => handleDelete(row),
              testId: `dept-delete-${row.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('dept.title')}
      data-testid="dept-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})} data-testid="dept-add">
          {t('dept.add')}
        </Button>
      }
    >
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={withoutEmptyChildren(nodes)}
        loading={tree.isFetching}
        pagination={false}
        expandable={collapsed.expandable(parentIds(nodes))}
        locale={{ emptyText: <Empty description={t('dept.empty')} /> }}
        data-testid="dept-table"
      />
      {modal && (
        <DeptModal
          key={`${modal.editing?.id ?? ''}-${modal.pid ?? ''}`}
          state={modal}
          tree={nodes}
          onClose={() => setModal(undefined)}
        />
      )}
    </Card>
  );
}
