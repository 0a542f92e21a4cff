import { enumLabel, type UserAdminRow, users } from '@datamall/contract';
import { Button, Form, Input, type TableColumnType, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, type PageTableState } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import type { UserListFilter } from '../api/query-users-page';
import { UserStatusSwitch } from './user-status-switch';

type UserColumn = TableColumnType<UserAdminRow>;
type UserColumnKey =
  | 'username'
  | 'companyName'
  | 'contactName'
  | 'roleType'
  | 'mobile'
  | 'createDate'
  | 'spType'
  | 'status';

/**
 * The columns the operator's account lists have in common, by key, and the fixed actions column each list
 * fills with its own links.
 */
export function useUserColumns() {
  const { t } = useTranslation(['users', 'table']);
  const locale = useLocale();
  const columns: Record<UserColumnKey, UserColumn> = {
    username: {
      key: 'username',
      width: COLUMN_WIDTH.username,
      title: t('fields.username'),
      dataIndex: 'username',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    companyName: {
      key: 'companyName',
      title: t('fields.companyName'),
      dataIndex: 'companyName',
      ellipsis: true,
    },
    contactName: { key: 'contactName', title: t('fields.contactName'), dataIndex: 'contactName', width: 100 },
    roleType: {
      key: 'roleType',
      width: 100,
      title: t('fields.roleType'),
      dataIndex: 'roleType',
      render: (value: number) => enumLabel('role_type', value, locale),
    },
    mobile: { key: 'mobile', title: t('fields.mobile'), dataIndex: 'mobile', width: COLUMN_WIDTH.mobile },
    createDate: {
      key: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (value: string) => formatDateTime(value),
    },
    spType: {
      key: 'spType',
      width: 100,
      title: t('fields.spType'),
      dataIndex: 'spType',
      render: (value: number) => <StatusTag dictType="sp_type" value={value} />,
    },
    status: {
      key: 'status',
      width: 100,
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_value, row) => <UserStatusSwitch user={row} />,
    },
  };
  const actions = (width: number, render: (row: UserAdminRow) => ReactNode): UserColumn => ({
    key: 'actions',
    width,
    title: t('table:actions'),
    fixed: 'right',
    render: (_value, row) => render(row),
  });
  return { ...columns, actions };
}

/** 详情 in a row's actions: opens the list's detail drawer. */
export function UserDetailButton({ username, onClick }: { username: string; onClick: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Button
      type="link"
      size="small"
      style={{ paddingInline: 0 }}
      onClick={onClick}
      data-testid={`detail-${username}`}
    >
      {t('actions.detail')}
    </Button>
  );
}

export interface UserListTableProps {
  table: PageTableState<UserAdminRow, UserListFilter>;
  /** Prefix of the filters' test ids (`…-filters`, `…-filter-username`). */
  filtersTestId: string;
  onSearch: (values: UserListFilter) => void;
  /** Filter fields after username and company name. */
  extraFilters?: ReactNode;
  columns: NonNullable<TableProps<UserAdminRow>['columns']>;
  emptyText?: ReactNode;
  'data-testid': string;
}

/** An operator's account list: username and company filters (plus the list's own), then the paged table. */
export function UserListTable({
  table,
  filtersTestId,
  onSearch,
  extraFilters,
  columns,
  emptyText,
  'data-testid': testId,
}: UserListTableProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <ListFiltersBar<UserListFilter> testId={`${filtersTestId}-filters`} onSearch={onSearch}>
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'username')}
            style={{ width: 180 }}
            data-testid={`${filtersTestId}-filter-username`}
          />
        </Form.Item>
        <Form.Item name="companyName" label={t('filters.companyName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'companyName')}
            style={{ width: 200 }}
          />
        </Form.Item>
        {extraFilters}
      </ListFiltersBar>
      <PageTable<UserAdminRow, UserListFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 180) }}
        {...(emptyText ? { locale: { emptyText } } : {})}
        data-testid={testId}
      />
    </>
  );
}
