import { enumLabel, ROLE_TYPES, type UserAdminRow } from '@datamall/contract';
import { Button, Card, Empty, Form, Select, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { usePageTable } from '../../../shared/ui/page-table';
import { fetchUsersPage, type UserListFilter, usersPageKey } from '../api/query-users-page';
import { APPROVAL_TABS, type ApprovalTab, approvalFilter, isApprovalTab } from '../list-filters';
import { UserListTable, useUserColumns } from './user-list-parts';

/** Where the review action goes: the hidden registration-approval page. */
export const approvePath = (userId: string) => `/operate-logon-approve?userId=${encodeURIComponent(userId)}`;

/** §operate/logon/logon: accounts by review status (tabs), with the registration data and a review action. */
export function UserApprovalList() {
  const { t } = useTranslation('users');
  const locale = useLocale();
  const navigate = useNavigate();
  const userColumns = useUserColumns();
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
    userColumns.username,
    userColumns.companyName,
    userColumns.contactName,
    userColumns.roleType,
    userColumns.mobile,
    userColumns.createDate,
    userColumns.spType,
    {
      key: 'rejectReason',
      width: 120,
      title: t('fields.rejectReason'),
      dataIndex: 'rejectReason',
      ellipsis: true,
      render: (value: string) => value || '-',
    },
    userColumns.actions(100, (row) => {
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
    }),
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
      <UserListTable
        table={table}
        filtersTestId="approval"
        onSearch={(values) => table.search(approvalFilter(tab, values))}
        extraFilters={
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
        }
        columns={columns}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`approval.empty.${tab}`)} />}
        data-testid="user-approval-table"
      />
    </Card>
  );
}
