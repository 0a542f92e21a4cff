import { enumLabel, type UserAdminRow, users } from '@datamall/contract';
import { Button, Card, Divider, Form, Input, Radio, Space, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { fetchShopOwnersPage, shopOwnersPageKey } from '../api/query-supplier-developer';
import type { UserListFilter } from '../api/query-users-page';
import { isShopOwnerRole, SHOP_OWNER_ROLES, type ShopOwnerRole, shopOwnerFilter } from '../list-filters';
import { ShopOwnerDetailDrawer } from './shop-owner-detail-drawer';
import { UserStatusSwitch } from './user-status-switch';

/** §operate/zqCommercial/supplier: approved suppliers and developers, on/off switch, detail with the shop. */
export function ShopOwnerList() {
  const { t } = useTranslation(['users', 'table']);
  const locale = useLocale();
  const [role, setRole] = useState<ShopOwnerRole>('all');
  const [detailId, setDetailId] = useState<string>();
  const table = usePageTable<UserAdminRow, UserListFilter>({
    queryKey: shopOwnersPageKey,
    fetcher: fetchShopOwnersPage,
  });

  const handleRoleChange = (value: unknown) => {
    if (!isShopOwnerRole(value)) return;
    setRole(value);
    table.search(shopOwnerFilter(value, table.filters));
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
      key: 'status',
      width: 100,
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_value, row) => <UserStatusSwitch user={row} />,
    },
    {
      key: 'actions',
      width: 140,
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setDetailId(row.id)}
            data-testid={`detail-${row.username}`}
          >
            {t('actions.detail')}
          </Button>
          <Link
            to={`/operate-zqCommercial-components-Ushield?userId=${row.id}`}
            data-testid={`ukey-${row.username}`}
          >
            {t('actions.ukey')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="shop-owner-list">
      <Radio.Group
        value={role}
        onChange={(event) => handleRoleChange(event.target.value)}
        optionType="button"
        buttonStyle="solid"
        style={{ marginBottom: 16 }}
        data-testid="shop-owner-role"
        options={SHOP_OWNER_ROLES.map((value) => ({
          value,
          label: (
            <span data-testid={`shop-owner-role-${value}`}>
              {value === 'all' ? t('filters.allRoles') : enumLabel('role_type', value, locale)}
            </span>
          ),
        }))}
      />
      <ListFiltersBar<UserListFilter>
        testId="shop-owner-filters"
        onSearch={(values) => table.search(shopOwnerFilter(role, values))}
      >
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'username')}
            style={{ width: 180 }}
            data-testid="shop-owner-filter-username"
          />
        </Form.Item>
        <Form.Item name="companyName" label={t('filters.companyName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(users.zUserFilter, 'companyName')}
            style={{ width: 200 }}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<UserAdminRow, UserListFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 180) }}
        data-testid="shop-owner-table"
      />
      <ShopOwnerDetailDrawer userId={detailId} onClose={() => setDetailId(undefined)} />
    </Card>
  );
}
