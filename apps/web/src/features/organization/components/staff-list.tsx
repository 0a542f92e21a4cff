import { PlusOutlined } from '@ant-design/icons';
import { organization } from '@datamall/contract';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  type TableProps,
  Tree,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useDeptTree } from '../api/depts';
import { staffPageKey } from '../api/keys';
import { fetchStaffPage, type StaffFilter } from '../api/staff';
import { deptOptions } from '../tree';
import { ResetPasswordModal } from './reset-password-modal';
import { RowActions } from './row-actions';
import { StaffModal } from './staff-modal';
import { statusOptions } from './status-options';

type Staff = organization.Staff;
type Filter = Omit<StaffFilter, 'deptId'>;

/** sys/user: staff accounts, filtered by the department picked in the tree on the left. */
export function StaffList() {
  const { t } = useTranslation(['organization', 'common', 'table']);
  const [deptId, setDeptId] = useState<string>();
  const [filters, setFilters] = useState<Filter>({});
  const table = usePageTable<Staff, StaffFilter>({ queryKey: staffPageKey, fetcher: fetchStaffPage });
  const [editing, setEditing] = useState<{ row?: Staff }>();
  const [resetting, setResetting] = useState<Staff>();

  const pickDept = (id: string | undefined) => {
    setDeptId(id);
    table.search({ ...filters, deptId: id });
  };
  const search = (values: Filter) => {
    setFilters(values);
    table.search({ ...values, deptId });
  };

  const columns: TableProps<Staff>['columns'] = [
    { key: 'username', title: t('staff.username'), dataIndex: 'username' },
    { key: 'realName', title: t('staff.realName'), dataIndex: 'realName' },
    { key: 'deptName', title: t('staff.dept'), dataIndex: 'deptName', render: (v: string) => v || '-' },
    { key: 'mobile', title: t('staff.mobile'), dataIndex: 'mobile' },
    { key: 'email', title: t('staff.email'), dataIndex: 'email', render: (v: string) => v || '-' },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="user_status" value={v} />,
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('common:actions.edit'), onClick: () => setEditing({ row }) },
            {
              key: 'reset',
              label: t('staff.resetPassword'),
              onClick: () => setResetting(row),
              testId: `staff-reset-${row.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Row gutter={16} data-testid="staff-page">
      <Col xs={24} md={6}>
        <DeptPicker value={deptId} onChange={pickDept} />
      </Col>
      <Col xs={24} md={18}>
        <Card>
          <ListFiltersBar<Filter> testId="staff-filters" onSearch={search}>
            <Form.Item name="username" label={t('staff.username')}>
              <Input
                allowClear
                maxLength={zodMaxLength(organization.staffPage, 'username')}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item name="status" label={t('fields.status')}>
              <Select allowClear options={statusOptions('user_status')} style={{ width: 120 }} />
            </Form.Item>
          </ListFiltersBar>
          <Space wrap style={{ marginBottom: 16 }}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({})}
              data-testid="staff-add"
            >
              {t('staff.add')}
            </Button>
          </Space>
          <PageTable<Staff, StaffFilter>
            table={table}
            rowKey="id"
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('staff.empty') }}
            data-testid="staff-table"
          />
        </Card>
      </Col>
      {editing && (
        <StaffModal
          key={editing.row?.id ?? 'new'}
          row={editing.row}
          defaultDeptId={deptId}
          onClose={() => setEditing(undefined)}
        />
      )}
      {resetting && (
        <ResetPasswordModal key={resetting.id} row={resetting} onClose={() => setResetting(undefined)} />
      )}
    </Row>
  );
}

/** The department tree; picking one shows its staff and those of the departments below it. */
function DeptPicker({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation('organization');
  const tree = useDeptTree();
  const body = tree.isLoading ? (
    <Skeleton active />
  ) : tree.data?.length ? (
    <Tree
      blockNode
      defaultExpandAll
      treeData={deptOptions(tree.data)}
      selectedKeys={value ? [value] : []}
      onSelect={(keys) => onChange(keys[0] === undefined ? undefined : String(keys[0]))}
      data-testid="staff-dept-tree"
    />
  ) : (
    <Empty description={t('staff.noDepts')} />
  );
  return (
    <Card
      title={t('staff.deptTree')}
      size="small"
      extra={
        value && (
          <Button type="link" size="small" onClick={() => onChange(undefined)}>
            {t('staff.allDepts')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      {body}
    </Card>
  );
}
