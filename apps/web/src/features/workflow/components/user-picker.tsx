import { endpoints } from '@datamall/contract';
import { Empty, Form, Input, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  fetchOperatorPage,
  type PickerFilter,
  type PickerUser,
  userPickerKey,
} from '../api/user-picker-page';

/** §5: the picker's choice counts only when exactly one row is selected. */
export function exactlyOne<T>(rows: readonly T[]): T | undefined {
  return rows.length === 1 ? rows[0] : undefined;
}

/** The name to show for a picked user: real name with the username, or the username alone. */
export const pickerUserName = (user: PickerUser) =>
  user.realName && user.realName !== user.username ? `${user.realName} (${user.username})` : user.username;

export interface UserPickerProps {
  value: readonly PickerUser[];
  onChange: (rows: PickerUser[]) => void;
  /** Users that cannot be chosen (the caller: a task is not delegated to its own handler). */
  disabledIds?: readonly string[];
}

/** User picker of §3 (username, deptName, email, mobile, realName) over active operators; one row, radio. */
export function UserPicker({ value, onChange, disabledIds = [] }: UserPickerProps) {
  const { t } = useTranslation('workflow');
  const table = usePageTable<PickerUser, PickerFilter>({
    queryKey: userPickerKey,
    fetcher: fetchOperatorPage,
  });
  const isDisabled = (row: PickerUser) => disabledIds.includes(row.id);

  const columns: TableProps<PickerUser>['columns'] = [
    {
      key: 'username',
      title: t('delegate.username'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <span>
          {username}
          {isDisabled(row) ? (
            <Tag style={{ marginInlineStart: 8 }} bordered={false}>
              {t('delegate.self')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'realName',
      title: t('delegate.realName'),
      dataIndex: 'realName',
      render: (v: string) => v || '-',
    },
    {
      key: 'deptName',
      title: t('delegate.deptName'),
      dataIndex: 'deptName',
      render: (v: string) => v || '-',
    },
    { key: 'mobile', title: t('delegate.mobile'), dataIndex: 'mobile', render: (v: string) => v || '-' },
    { key: 'email', title: t('delegate.email'), dataIndex: 'email', render: (v: string) => v || '-' },
  ];

  return (
    <div data-testid="user-picker">
      <ListFiltersBar<PickerFilter> testId="user-picker-filters" onSearch={table.search}>
        <Form.Item name="username" label={t('delegate.usernameFilter')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.users.userPickerPage, 'username')}
            style={{ width: 180 }}
            data-testid="user-picker-username"
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<PickerUser, PickerFilter>
        table={table}
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: value.map((row) => row.id),
          onChange: (_keys, rows) => onChange(rows),
          getCheckboxProps: (row) => ({ disabled: isDisabled(row) }),
        }}
        onRow={(row) => ({
          onClick: () => {
            if (!isDisabled(row)) onChange([row]);
          },
          style: { cursor: isDisabled(row) ? 'not-allowed' : 'pointer' },
        })}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delegate.empty')} />,
        }}
        data-testid="user-picker-table"
      />
    </div>
  );
}
