import { enumLabel, ROLE_TYPES, type UserAdminRow, users } from '@datamall/contract';
import { Button, Card, Empty, Form, Input, Select, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { fetchUsersPage, type UserListFilter, usersPageKey } from '../api/query-users-page';
import { APPROVAL_TABS, type ApprovalTab, approvalFilter, isApprovalTab } from '../list-filters';

/** Where the review action goes: the hidden registration-approval page. */
export const approvePath = (userId: string) => `/operate-logon-approve?userId=${encodeURIComponent(userId)}`;

/** §operate/logon/logon: accounts by review status (tabs), with the registration data and a review action. */
export function UserApprovalList() {
  const { t } = useTranslation(['users', 'table']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('tab');
  const [tab, setTab] = useState<ApprovalTab>(isApprovalTab(fromUrl) ? fromUrl : 'pending');
  const table = usePageTable<UserAdminRow, UserListFilter>({
    queryKey: usersPageKey,
    fetcher: fetchUsersPage,
    initialFilters: approvalFilter(tab, {}),
  });

  const handleTabChange = (key: string) => {
    if (!isApprovalTab(key)) return;
    setTab(key);
    setSearchParams({ tab: key }, { replace: true });
    table.search(approvalFilter(key, table.filters));
  };

  const columns: TableProps<UserAdminRow>['columns'] = [
    {
      key: 'username',
      width: COLUMN_WIDTH.username,
      title: t('fields.username'),
      dataIndex: 'username',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    { key: 'companyName', title: t('fields.companyName'), dataIndex: 'companyName', ellipsis: true },
    { key: 'contactName', title: t('fields.contactName'), dataIndex: 'contactName', width: 100 },
    {
      key: 'roleType',
      width: 100,
      title: t('fields.roleType'),
      dataIndex: 'roleType',
      render: (value: number) => enumLabel('role_type', value, locale),
    },
    { key: 'mobile', title: t('fields.mobile'), dataIndex: 'mobile', width: COLUMN_WIDTH.mobile },
    {
      key: 'createDate',
      width: COLUMN_WIDTH.dateTime,
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'spType',
      width: 100,
      title: t('fields.spType'),
      dataIndex: 'spType',
      render: (value: number) => <StatusTag dictType="sp_type" value={value} />,
    },
    {
      key: 'rejectReason',
      width: 120,
      title: t('fields.rejectReason'),
      dataIndex: 'rejectReason',
      ellipsis: true,
      render: (value: string) => value || '-',
    },
    {
      key: 'actions',
      width: 100,
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => {
        const pending = row.spType === 0 || row.spType === 3;
        return (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => navigate(approvePath(row.id))}
            data-testid={`review-${row.username}`}
          >
            {pending ? t('actions.review') : t('actions.detail')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card
      data-testid="user-approval-list"
      activeTabKey={tab}
      onTabChange={handleTabChange}
      tabList={APPROVAL_TABS.map((key) => ({
        key,
        label: <span data-testid={`approval-tab-${key}`}>{t(`approval.tabs.${key}`)}</span>,
      }))}
    >
      <ListFiltersBar<UserListFilter>
        testId="approval-filters"
        onSearch={(values) => table.search(approvalFilter(tab, values))}
      >
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'username')}
            style={{ width: 180 }}
            data-testid="approval-filter-username"
          />
        </Form.Item>
        <Form.Item name="companyName" label={t('filters.companyName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'companyName')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="roleType" label={t('filters.role')}>
          <Select
            allowClear
            placeholder={t('filters.allRoles')}
            style={{ width: 140 }}
            options={ROLE_TYPES.filter((r) => r !== 0).map((r) => ({
              value: r,
              label: enumLabel('role_type', r, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<UserAdminRow, UserListFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 180) }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`approval.empty.${tab}`)} />,
        }}
        data-testid="user-approval-table"
      />
    </Card>
  );
}
